// pdfkit 0.20 (react-pdf's drawing surface, a dependency of @react-pdf/renderer) ships no types for
// Node: render-pdf.ts makes its document as react-pdf's renderToBuffer does, and reads it as a stream.
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';

  export default class PDFDocument extends Readable {
    constructor(options: { compress: boolean; displayTitle: boolean; autoFirstPage: boolean; info: Record<string, unknown> });
  }
}
