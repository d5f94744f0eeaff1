import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { DocNode } from '../../../shared/documents/types';
import { blocks } from './pdf-blocks';
import type { PdfImage } from './pdf-images';
import type { Values } from './pdf-inline';
import { TEXT_WIDTH, styles } from './pdf-styles';

export type PdfDocumentInput = {
  title: string;
  companyName: string;
  /** The body with its content blocks expanded. */
  doc: DocNode;
  values: Values;
  images: Map<string, PdfImage>;
};

/** The lease as react-pdf elements: Letter pages with the company's name on top and 'Page n of m' at the bottom of each. */
export function pdfDocument({ title, companyName, doc, values, images }: PdfDocumentInput) {
  return (
    <Document title={title} creator={companyName} producer={companyName}>
      <Page size="LETTER" style={styles.page}>
        <View fixed style={styles.header}>
          <Text style={styles.headerText}>{companyName}</Text>
        </View>
        {blocks(doc.content, { values, images, width: TEXT_WIDTH, slots: { next: 0 } })}
        <Text fixed style={styles.footer} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </Page>
    </Document>
  );
}
