// pdfkit 0.20 (react-pdf's drawing surface, a dependency of @react-pdf/renderer) ships no types for
// Node: render-pdf.ts makes its document as react-pdf's renderToBuffer does, and reads it as a stream;
// the statement (statement-sheet.ts) draws on it directly with the calls below.
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';

  export type TextOptions = { lineBreak?: boolean; width?: number; height?: number; lineGap?: number; align?: 'left' | 'right' | 'center'; /** 'alphabetic': `y` is the baseline. */ baseline?: 'alphabetic' | 'top' };
  export type PageOptions = { size: [number, number]; margin: number };

  export default class PDFDocument extends Readable {
    constructor(options: { compress: boolean; displayTitle: boolean; autoFirstPage: boolean; bufferPages?: boolean; info: Record<string, unknown> });
    addPage(options: PageOptions): this;
    /** A font by its registered name; `src` may be a loaded fontkit font. */
    registerFont(name: string, src: object): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    /** Draws text whose first line's top is at `y` (its baseline one ascent lower). */
    text(text: string, x: number, y: number, options?: TextOptions): this;
    widthOfString(text: string): number;
    heightOfString(text: string, options: TextOptions): number;
    /** The current font's line at the current size: its ascent plus its descent, in points. */
    currentLineHeight(includeGap?: boolean): number;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    end(): void;
  }
}
