/**
 * The statement's look, in PDF points (origin top-left, as pdfkit draws): US Letter with the lease
 * documents' margins, header and footer (pdf-styles.ts), the certificate's fact rows (pdf-fact.tsx),
 * and the table it printed when react-pdf laid it out.
 */
export const SHEET = { width: 612, height: 792, left: 72, right: 540, top: 72, bottom: 792 - 64 } as const;

export const INK = '#1a1a1a';
export const GREY = '#666666';

/** The company's name on top of every page, over a light rule. */
export const HEADER = { top: 32, size: 8, ruleGap: 4, rule: 0.5, ruleColor: '#bbbbbb' } as const;
/** 'Page n of m', centred, its box ending 30 points above the page's edge. */
export const FOOTER = { bottomGap: 30, size: 8 } as const;

export const TITLE = { size: 18, after: 12 } as const;
export const SECTION = { size: 13, before: 14, after: 6 } as const;
/** A labelled fact: the label in grey in its column, the value wrapping in the rest. */
export const FACT = { size: 9.5, line: 9.5 * 1.4, labelWidth: 110 } as const;

/** A table row: a date, a description that wraps, right-aligned money columns; a rule under it. */
export const ROW = { size: 9, line: 9 * 1.35, pad: 2, rule: 0.5, ruleColor: '#cccccc', dateWidth: 72, moneyWidth: 84, descriptionGap: 6 } as const;
