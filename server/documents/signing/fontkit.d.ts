// fontkit 2 (the font engine react-pdf and pdfkit use) ships no types: the stamp hands it to
// @cantoo/pdf-lib, which declares the part it calls (its `Fontkit` type).
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
