/** The documents' type sizes in points, shared by the layout (pdf-styles.ts) and what is stamped in later (stamp-pdf.ts). */
export const BODY_SIZE = 10.5;
/** Headers, footers and the captions under signature slots. */
export const SMALL_SIZE = 8;
