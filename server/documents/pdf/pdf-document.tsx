import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ScheduleTable } from '../../../shared/documents/schedule-table';
import type { DocNode } from '../../../shared/documents/types';
import { blocks } from './pdf-blocks';
import type { PdfImage } from './pdf-images';
import type { Values } from './pdf-inline';
import { TEXT_WIDTH, styles } from './pdf-styles';
import type { FontStack } from './script-fonts';

export type PdfDocumentInput = {
  title: string;
  companyName: string;
  /** The body with its content blocks expanded. */
  doc: DocNode;
  values: Values;
  /** The chosen plan's schedule, printed where the Payment Schedule variable stands alone. */
  schedule?: ScheduleTable;
  images: Map<string, PdfImage>;
  /** Noto Serif, with the faces of the scripts the text needs after it (prepareFontsFor). */
  fontFamily: FontStack;
};

/**
 * The lease as react-pdf elements: Letter pages with the company's name on top of each. The
 * 'Page n of m' footers are laid out apart (pageFooters) and added to the laid-out pages: a
 * `render` prop there would make react-pdf lay out everything after each page break once more.
 */
export function pdfDocument({ title, companyName, doc, values, schedule, images, fontFamily }: PdfDocumentInput) {
  return (
    <Document title={title} creator={companyName} producer={companyName}>
      <Page size="LETTER" style={[styles.page, { fontFamily }]}>
        <View fixed style={styles.header}>
          <Text style={styles.headerText}>{companyName}</Text>
        </View>
        {blocks(doc.content, { values, schedule, images, width: TEXT_WIDTH, slots: { next: 0 } })}
      </Page>
    </Document>
  );
}

/** One page of the document's size and style per page, each holding only its footer: 'Page n of m' at the bottom. */
export function pageFooters(totalPages: number) {
  return (
    <Document>
      {Array.from({ length: totalPages }, (_, i) => (
        <Page key={i} size="LETTER" style={styles.page}>
          <Text fixed style={styles.footer}>{`Page ${i + 1} of ${totalPages}`}</Text>
        </Page>
      ))}
    </Document>
  );
}
