import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { Fact, factStyles, RULE } from '../pdf/pdf-fact';
import { styles as leaseStyles } from '../pdf/pdf-styles';
import { FONT_FAMILY } from '../pdf/fonts';
import type { FontStack } from '../pdf/script-fonts';
import type { CertificateInput } from './certificate-pdf';
import { CERTIFICATE_TITLE, certificateTime, certificateTimeParts, eventLogTitle, knownTimeZone, METHOD_NAMES, NONE, ROLE_NAMES } from './certificate-texts';

const styles = StyleSheet.create({
  ...factStyles,
  block: { paddingVertical: 6, ...RULE },
  name: { fontSize: 10.5, fontWeight: 700, marginBottom: 2 },
  // A SHA-256 is one 64-character word: at this size it fits the text width on one line.
  hash: { fontSize: 8.5, lineHeight: 1.4, letterSpacing: 0.2 },
  signature: { marginTop: 4, height: 40, width: 160, objectFit: 'contain', objectPosition: 'left' },
  row: { flexDirection: 'row', fontSize: 8.5, lineHeight: 1.35, paddingVertical: 2, ...RULE },
  head: { fontWeight: 700 },
  time: { width: 150, flexShrink: 0, paddingRight: 6 },
  action: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 6 },
  ip: { width: 80, flexShrink: 0 },
});

function Signer({ signer, timeZone }: { signer: CertificateInput['signers'][number]; timeZone: string }) {
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.name}>{`${ROLE_NAMES[signer.role]}: ${signer.name}`}</Text>
      <Fact label="E-mail" value={signer.email} />
      <Fact label="Verified by" value={METHOD_NAMES[signer.method]} />
      <Fact label="IP address" value={signer.ip ?? NONE} />
      <Fact label="Browser" value={signer.userAgent ?? NONE} />
      <Fact label="Consented at" value={certificateTime(signer.consentedAt, timeZone)} />
      <Fact label="Signed at" value={certificateTime(signer.signedAt, timeZone)} />
      {signer.signature && <Image style={styles.signature} src={{ data: Buffer.from(signer.signature), format: 'png' }} />}
    </View>
  );
}

/** A time cell: UTC on the first line, the company's clock on the second, each line whole. */
function TimeCell({ iso, timeZone }: { iso: string; timeZone: string }) {
  const parts = certificateTimeParts(iso, timeZone);
  return (
    <View style={styles.time}>
      <Text>{parts?.utc ?? iso}</Text>
      {parts && <Text>{`(${parts.local})`}</Text>}
    </View>
  );
}

function EventRow({ cells, head }: { cells: [string | ReactElement, string, string]; head?: boolean }) {
  return (
    <View style={head ? [styles.row, styles.head] : styles.row} wrap={false}>
      {typeof cells[0] === 'string' ? <Text style={styles.time}>{cells[0]}</Text> : cells[0]}
      <Text style={styles.action}>{cells[1]}</Text>
      <Text style={styles.ip}>{cells[2]}</Text>
    </View>
  );
}

/**
 * The certificate as react-pdf elements: the lease, its documents' hashes, the signers, then every
 * event in time order, closing with the execution; each time in UTC and the company's time zone.
 */
export function certificateDocument(input: CertificateInput, fontFamily: FontStack = FONT_FAMILY) {
  const time = (iso: string | null) => certificateTime(iso, input.timeZone);
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
        <Fact label="Premises" value={input.premises} />
        <Fact label="Lease period" value={input.periodName} />
        <Fact label="Lease ID" value={String(input.leaseId)} />
        <Fact label="Packet ID" value={input.packetId} />
        <Fact label="Executed at" value={time(input.executed.at)} />
        <Fact label="Time zone" value={knownTimeZone(input.timeZone)} />

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
          <Signer key={i} signer={signer} timeZone={input.timeZone} />
        ))}

        <Text style={styles.section} minPresenceAhead={40}>
          {eventLogTitle(input.timeZone)}
        </Text>
        <EventRow head cells={['Time', 'Event', 'IP address']} />
        {events.map((event, i) => (
          <EventRow key={i} cells={[<TimeCell iso={event.occurredAt} timeZone={input.timeZone} />, event.text, event.ip ?? NONE]} />
        ))}
        <EventRow cells={[<TimeCell iso={input.executed.at} timeZone={input.timeZone} />, input.executed.text, NONE]} />

        <Text fixed style={leaseStyles.footer} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </Page>
    </Document>
  );
}
