import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { Fact, factStyles, RULE } from '../pdf/pdf-fact';
import { styles as leaseStyles } from '../pdf/pdf-styles';
import { FONT_FAMILY } from '../pdf/fonts';
import type { FontStack } from '../pdf/script-fonts';
import type { CertificateInput } from './certificate-pdf';
import { CERTIFICATE_TITLE, METHOD_NAMES, NONE, ROLE_NAMES, utcTime } from './certificate-texts';

const styles = StyleSheet.create({
  ...factStyles,
  block: { paddingVertical: 6, ...RULE },
  name: { fontSize: 10.5, fontWeight: 700, marginBottom: 2 },
  // A SHA-256 is one 64-character word: at this size it fits the text width on one line.
  hash: { fontSize: 8.5, lineHeight: 1.4, letterSpacing: 0.2 },
  signature: { marginTop: 4, height: 40, width: 160, objectFit: 'contain', objectPosition: 'left' },
  row: { flexDirection: 'row', fontSize: 8.5, lineHeight: 1.35, paddingVertical: 2, ...RULE },
  head: { fontWeight: 700 },
  time: { width: 118, flexShrink: 0 },
  action: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 6 },
  actor: { width: 120, flexShrink: 0, paddingRight: 6 },
  ip: { width: 80, flexShrink: 0 },
});

function Signer({ signer }: { signer: CertificateInput['signers'][number] }) {
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.name}>{`${ROLE_NAMES[signer.role]}: ${signer.name}`}</Text>
      <Fact label="E-mail" value={signer.email} />
      <Fact label="Verified by" value={METHOD_NAMES[signer.method]} />
      <Fact label="IP address" value={signer.ip ?? NONE} />
      <Fact label="Browser" value={signer.userAgent ?? NONE} />
      <Fact label="Consented at" value={utcTime(signer.consentedAt)} />
      <Fact label="Signed at" value={utcTime(signer.signedAt)} />
      {signer.signature && <Image style={styles.signature} src={{ data: Buffer.from(signer.signature), format: 'png' }} />}
    </View>
  );
}

function EventRow({ cells, head }: { cells: [string, string, string, string]; head?: boolean }) {
  return (
    <View style={head ? [styles.row, styles.head] : styles.row} wrap={false}>
      <Text style={styles.time}>{cells[0]}</Text>
      <Text style={styles.action}>{cells[1]}</Text>
      <Text style={styles.actor}>{cells[2]}</Text>
      <Text style={styles.ip}>{cells[3]}</Text>
    </View>
  );
}

/** The certificate as react-pdf elements: the lease, its documents' hashes, the signers, then every event in time order. */
export function certificateDocument(input: CertificateInput, fontFamily: FontStack = FONT_FAMILY) {
  // ISO-8601 UTC times sort as text; the sort is stable, so events of one instant keep their given order.
  const events = [...input.events].sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0));
  return (
    <Document title={CERTIFICATE_TITLE} creator={input.companyName} producer={input.companyName}>
      <Page size="LETTER" style={[leaseStyles.page, { fontFamily }]}>
        <View fixed style={leaseStyles.header}>
          <Text style={leaseStyles.headerText}>{input.companyName}</Text>
        </View>
        <Text style={styles.title}>{CERTIFICATE_TITLE}</Text>

        <Text style={styles.section}>Lease</Text>
        <Fact label="Company" value={input.companyName} />
        <Fact label="Property" value={input.propertyName} />
        <Fact label="Bed" value={input.bed} />
        <Fact label="Lease period" value={input.periodName} />
        <Fact label="Lease ID" value={String(input.leaseId)} />
        <Fact label="Packet ID" value={input.packetId} />
        <Fact label="Executed at" value={utcTime(input.executedAt)} />

        <Text style={styles.section}>Documents</Text>
        {input.documents.map((document, i) => (
          <View key={i} style={styles.block} wrap={false}>
            <Text style={styles.name}>{document.name}</Text>
            <Text style={[styles.fact, styles.label]}>Original SHA-256</Text>
            <Text style={styles.hash}>{document.originalSha256}</Text>
            <Text style={[styles.fact, styles.label]}>Final SHA-256</Text>
            <Text style={styles.hash}>{document.finalSha256}</Text>
          </View>
        ))}

        <Text style={styles.section}>Signers</Text>
        {input.signers.map((signer, i) => (
          <Signer key={i} signer={signer} />
        ))}

        <Text style={styles.section} minPresenceAhead={40}>
          Event log (UTC)
        </Text>
        <EventRow head cells={['Time', 'Action', 'By', 'IP address']} />
        {events.map((event, i) => (
          <EventRow key={i} cells={[utcTime(event.occurredAt), event.action, event.role ? `${event.actorName} (${event.role})` : event.actorName, event.ip ?? NONE]} />
        ))}

        <Text fixed style={leaseStyles.footer} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </Page>
    </Document>
  );
}
