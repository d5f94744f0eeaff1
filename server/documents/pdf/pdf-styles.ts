import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts';
import { BODY_SIZE } from './pdf-type-sizes';

/** US Letter in points, with one-inch side margins: the width text and images may take. */
export const PAGE = { width: 612, height: 792, marginX: 72 } as const;
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.marginX;

/** Room a list item's marker takes, and a blockquote's rule and indent, off the width inside them. */
export const LIST_INDENT = 18;
export const QUOTE_INDENT = 14;

/** The tallest an image prints, in points; wider ones fit the text width. */
export const MAX_IMAGE_HEIGHT = 320;

const BODY_LINE = 1.45;
const GREY = '#666666';

/** What a heading keeps on its page below it, in points: the first two lines of body text after it. */
export const HEADING_KEEPS = 2 * BODY_SIZE * BODY_LINE;

export const styles = StyleSheet.create({
  // No line height on the page: react-pdf then prints nothing for the footer's page numbers.
  page: { fontFamily: FONT_FAMILY, fontSize: BODY_SIZE, color: '#1a1a1a', paddingTop: 72, paddingBottom: 64, paddingHorizontal: PAGE.marginX },
  header: { position: 'absolute', top: 32, left: PAGE.marginX, right: PAGE.marginX, paddingBottom: 4, borderBottomWidth: 0.5, borderBottomColor: '#bbbbbb', borderBottomStyle: 'solid' },
  headerText: { fontSize: 8, color: GREY },
  footer: { position: 'absolute', bottom: 30, left: PAGE.marginX, right: PAGE.marginX, fontSize: 8, color: GREY, textAlign: 'center' },
  // A line height resolves against the font size in its own style (react-pdf's default is 18 pt), so both are set together.
  paragraph: { fontSize: BODY_SIZE, lineHeight: BODY_LINE, marginBottom: 7 },
  emptyParagraph: { height: BODY_SIZE * BODY_LINE, marginBottom: 7 },
  h1: { fontSize: 18, fontWeight: 700, lineHeight: 1.25, marginTop: 6, marginBottom: 10 },
  h2: { fontSize: 14.5, fontWeight: 700, lineHeight: 1.25, marginTop: 6, marginBottom: 8 },
  h3: { fontSize: 12, fontWeight: 700, lineHeight: 1.3, marginTop: 4, marginBottom: 6 },
  bold: { fontWeight: 700 },
  italic: { fontStyle: 'italic' },
  link: { color: '#1a4fa0', textDecoration: 'underline' },
  list: { marginBottom: 7 },
  listItem: { flexDirection: 'row' },
  listMarker: { width: LIST_INDENT, fontSize: BODY_SIZE, lineHeight: BODY_LINE },
  listBody: { flexGrow: 1, flexShrink: 1 },
  quote: { marginBottom: 7, paddingLeft: QUOTE_INDENT - 2, borderLeftWidth: 2, borderLeftColor: '#bbbbbb', borderLeftStyle: 'solid', color: '#404040' },
  image: { marginBottom: 7 },
  // Bottom-aligned, so the captions of a row share a line and read left to right.
  slots: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end', marginTop: 4, marginBottom: 10 },
  slot: { marginRight: 24, marginBottom: 2 },
  slotBox: { borderWidth: 0.75, borderColor: '#333333', borderStyle: 'solid', backgroundColor: '#fafafa' },
  slotCaption: { fontSize: 8, color: GREY, marginTop: 2 },
});
