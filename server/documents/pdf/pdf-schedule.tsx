import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { ReactNode } from 'react';
import { SCHEDULE_FOOT_LABEL, SCHEDULE_HEADINGS, type ScheduleTable } from '../../../shared/documents/schedule-table';

const SIZE = 9.5;
const RULE = { borderBottomWidth: 0.5, borderBottomColor: '#bbbbbb', borderBottomStyle: 'solid' } as const;

const s = StyleSheet.create({
  table: { marginTop: 2, marginBottom: 10 },
  row: { flexDirection: 'row', paddingVertical: 2.5, ...RULE },
  head: { fontWeight: 700, borderBottomColor: '#333333' },
  cell: { fontSize: SIZE, lineHeight: 1.35, paddingRight: 6 },
  due: { width: 96, flexShrink: 0 },
  // A zero basis lets a long description wrap in its column instead of pushing the money off the page.
  description: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  money: { width: 68, flexShrink: 0, textAlign: 'right' },
  foot: { fontWeight: 700 },
});

/** One row of five cells: due, description, then three right-aligned amounts. */
function row(cells: readonly string[], style: Style[], key: number | string): ReactNode {
  const [due = '', description = '', ...money] = cells;
  return (
    <View key={key} style={[s.row, ...style]} wrap={false}>
      <Text style={[s.cell, s.due]}>{due}</Text>
      <Text style={[s.cell, s.description]}>{description}</Text>
      {money.map((text, i) => (
        <Text key={i} style={[s.cell, s.money]}>
          {text}
        </Text>
      ))}
    </View>
  );
}

/** The chosen plan's schedule as the PDF prints it: the same headings, rows and sums as the HTML table, each row kept on one page. */
export function scheduleTable(table: ScheduleTable, key: number): ReactNode {
  const h = SCHEDULE_HEADINGS;
  return (
    <View key={key} style={s.table}>
      {row([h.due, h.description, h.charge, h.credit, h.total], [s.head], 'head')}
      {table.rows.map((r, i) => row([r.due, r.description, r.charge, r.credit, r.total], [], i))}
      {row([SCHEDULE_FOOT_LABEL, '', table.foot.charge, table.foot.credit, table.foot.total], [s.foot], 'foot')}
    </View>
  );
}
