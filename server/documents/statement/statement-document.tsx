import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { AGING_BUCKETS } from '../../../shared/ledger/ledger-view';
import { formatUsd } from '../../../shared/payment-plans/money';
import { Fact, factStyles, RULE } from '../pdf/pdf-fact';
import { styles as leaseStyles } from '../pdf/pdf-styles';
import type { StatementInput } from './statement-facts';
import { AGING_NAMES, STATEMENT_TITLE } from './statement-texts';

const styles = StyleSheet.create({
  ...factStyles,
  row: { flexDirection: 'row', fontSize: 9, lineHeight: 1.35, paddingVertical: 2, ...RULE },
  head: { fontWeight: 700 },
  total: { fontWeight: 700 },
  date: { width: 72, flexShrink: 0 },
  description: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 6 },
  money: { width: 84, flexShrink: 0, textAlign: 'right' },
});

/** A row of a table: a date, a description, then right-aligned money columns. */
function Row({ cells, head, total }: { cells: string[]; head?: boolean; total?: boolean }) {
  const [date, description, ...money] = cells;
  return (
    <View style={[styles.row, ...(head ? [styles.head] : []), ...(total ? [styles.total] : [])]} wrap={false}>
      <Text style={styles.date}>{date}</Text>
      <Text style={styles.description}>{description}</Text>
      {money.map((cell, i) => (
        <Text key={i} style={styles.money}>
          {cell}
        </Text>
      ))}
    </View>
  );
}

/** The statement as react-pdf elements: who and what, the lines of the period between its opening and closing balance, what is past due, the payments received. */
export function statementDocument(input: StatementInput) {
  return (
    <Document title={STATEMENT_TITLE} creator={input.companyName} producer={input.companyName}>
      <Page size="LETTER" style={leaseStyles.page}>
        <View fixed style={leaseStyles.header}>
          <Text style={leaseStyles.headerText}>{input.companyName}</Text>
        </View>
        <Text style={styles.title}>{STATEMENT_TITLE}</Text>
        <Fact label="Company" value={input.companyName} />
        <Fact label="Tenant" value={input.tenantName} />
        <Fact label="Property" value={input.propertyName} />
        <Fact label="Bed" value={input.bed} />
        <Fact label="Lease period" value={input.leasePeriod} />
        <Fact label="Statement period" value={`${input.from} to ${input.to}`} />

        <Text style={styles.section}>Activity</Text>
        <Row head cells={['Date', 'Description', 'Amount', 'Balance']} />
        <Row total cells={[input.from, 'Opening balance', '', formatUsd(input.openingCents)]} />
        {input.lines.map((line, i) => (
          <Row key={i} cells={[line.date, line.description, formatUsd(line.amountCents), formatUsd(line.runningCents)]} />
        ))}
        <Row total cells={[input.to, 'Closing balance', '', formatUsd(input.closingCents)]} />

        <Text style={styles.section} minPresenceAhead={60}>{`Past due as of ${input.asOf}`}</Text>
        <Fact label="Past due" value={formatUsd(input.pastDueCents)} />
        {AGING_BUCKETS.map((bucket) => (
          <Fact key={bucket} label={AGING_NAMES[bucket]} value={formatUsd(input.aging[bucket])} />
        ))}

        <Text style={styles.section} minPresenceAhead={40}>
          Payments received
        </Text>
        {input.payments.length ? (
          <>
            <Row head cells={['Received', 'Method', 'Amount']} />
            {input.payments.map((payment, i) => (
              <Row key={i} cells={[payment.receivedOn, [payment.method, payment.reference, payment.reversed ? '(reversed)' : ''].filter(Boolean).join(' '), formatUsd(payment.amountCents)]} />
            ))}
          </>
        ) : (
          <Text style={styles.fact}>None in this period.</Text>
        )}

        <Text fixed style={leaseStyles.footer} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </Page>
    </Document>
  );
}
