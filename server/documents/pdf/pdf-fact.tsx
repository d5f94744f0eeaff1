import { StyleSheet, Text, View } from '@react-pdf/renderer';

/** Shared by the certificate and the statement: a light rule under a row, grey labels. */
export const GREY = '#666666';
export const RULE = { borderBottomWidth: 0.5, borderBottomColor: '#cccccc', borderBottomStyle: 'solid' } as const;

export const factStyles = StyleSheet.create({
  fact: { flexDirection: 'row', fontSize: 9.5, lineHeight: 1.4 },
  label: { width: 110, flexShrink: 0, color: GREY },
  // A zero basis lets a long value (a browser's user agent) wrap inside the column instead of pushing the row wider.
  value: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 12 },
  section: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 6 },
});

/** A labelled fact on a line of its own: 'Property   The Quad'. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={factStyles.fact}>
      <Text style={factStyles.label}>{label}</Text>
      <Text style={factStyles.value}>{value}</Text>
    </View>
  );
}
