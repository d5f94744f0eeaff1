import type PDFDocument from 'pdfkit';
import { loadedFace } from '../pdf/fonts';
import { FACT, FOOTER, GREY, HEADER, INK, ROW, SECTION, SHEET, TITLE } from './statement-look';

type Style = { bold?: boolean; size: number; /** Points per line; the font's own height when left out. */ line?: number; color?: string; align?: 'left' | 'right' | 'center' };
/** A text measured for a column: its height, and how to draw it once its place is known. */
type Cell = { height: number; draw: (x: number, top: number) => void };

const REGULAR = 'Noto Serif';
const BOLD = 'Noto Serif Bold';

/**
 * A statement drawn on pdfkit from top to bottom, each part placed once where it falls: the time
 * and memory grow with the rows only. (react-pdf, which laid it out before, measured the rest of
 * the document again at every page break: 47 s for a thousand lines.) Pages get the company's
 * name on top; a row or fact never splits across pages; `finish` numbers the pages.
 */
export class StatementSheet {
  readonly #doc: PDFDocument;
  readonly #companyName: string;
  #y = 0;

  constructor(doc: PDFDocument, companyName: string) {
    this.#doc = doc;
    this.#companyName = companyName;
    doc.registerFont(REGULAR, loadedFace(400));
    doc.registerFont(BOLD, loadedFace(700));
    this.#newPage();
  }

  /** The document's title, first on the first page. */
  title(text: string): void {
    const cell = this.#cell(text, SHEET.right - SHEET.left, { bold: true, size: TITLE.size });
    this.#place(cell.height, TITLE.after, (top) => cell.draw(SHEET.left, top));
  }

  /** A section's heading, kept on one page with at least `ahead` points of what follows it. */
  section(text: string, ahead = 0): void {
    const cell = this.#cell(text, SHEET.right - SHEET.left, { bold: true, size: SECTION.size });
    this.#room(SECTION.before + cell.height + SECTION.after + ahead);
    if (this.#y > SHEET.top) this.#y += SECTION.before;
    this.#place(cell.height, SECTION.after, (top) => cell.draw(SHEET.left, top));
  }

  /** A labelled fact on a line of its own: 'Property   The Quad'. */
  fact(label: string, value: string): void {
    const labelCell = this.#cell(label, FACT.labelWidth, { size: FACT.size, line: FACT.line, color: GREY });
    const valueCell = this.#cell(value, SHEET.right - SHEET.left - FACT.labelWidth, { size: FACT.size, line: FACT.line });
    this.#place(Math.max(labelCell.height, valueCell.height), 0, (top) => {
      labelCell.draw(SHEET.left, top);
      valueCell.draw(SHEET.left + FACT.labelWidth, top);
    });
  }

  /** A line of text in the facts' size. */
  note(text: string): void {
    const cell = this.#cell(text, SHEET.right - SHEET.left, { size: FACT.size, line: FACT.line });
    this.#place(cell.height, 0, (top) => cell.draw(SHEET.left, top));
  }

  /** A table row: a date, a description that wraps in the room the money columns leave, then right-aligned money; a light rule under it. */
  row([date = '', description = '', ...money]: readonly string[], bold = false): void {
    const style = { bold, size: ROW.size, line: ROW.line };
    const descriptionWidth = SHEET.right - SHEET.left - ROW.dateWidth - money.length * ROW.moneyWidth;
    const cells = [
      this.#cell(date, ROW.dateWidth, style),
      this.#cell(description, descriptionWidth - ROW.descriptionGap, style),
      ...money.map((cell) => this.#cell(cell, ROW.moneyWidth, { ...style, align: 'right' })),
    ];
    const height = ROW.pad + Math.max(...cells.map((cell) => cell.height)) + ROW.pad + ROW.rule;
    this.#place(height, 0, (top) => {
      const lefts = [SHEET.left, SHEET.left + ROW.dateWidth, ...money.map((_, i) => SHEET.left + ROW.dateWidth + descriptionWidth + i * ROW.moneyWidth)];
      cells.forEach((cell, i) => cell.draw(lefts[i]!, top + ROW.pad));
      this.#rule(top + height - ROW.rule / 2, ROW.rule, ROW.ruleColor);
    });
  }

  /** 'Page n of m' at the foot of every page. */
  finish(): void {
    const { start, count } = this.#doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      this.#doc.switchToPage(start + i);
      const cell = this.#cell(`Page ${i + 1} of ${count}`, SHEET.right - SHEET.left, { size: FOOTER.size, color: GREY, align: 'center' });
      cell.draw(SHEET.left, SHEET.height - FOOTER.bottomGap - cell.height);
    }
  }

  #newPage(): void {
    this.#doc.addPage({ size: [SHEET.width, SHEET.height], margin: 0 });
    const name = this.#cell(this.#companyName, SHEET.right - SHEET.left, { size: HEADER.size, color: GREY });
    name.draw(SHEET.left, HEADER.top);
    this.#rule(HEADER.top + name.height + HEADER.ruleGap + HEADER.rule / 2, HEADER.rule, HEADER.ruleColor);
    this.#y = SHEET.top;
  }

  /** A new page unless `height` more points fit on this one (a part taller than a page starts one and runs over). */
  #room(height: number): void {
    if (this.#y + height > SHEET.bottom && this.#y > SHEET.top) this.#newPage();
  }

  /** Draws a part `height` high where the page has room for it, then leaves `after` points below it. */
  #place(height: number, after: number, draw: (top: number) => void): void {
    this.#room(height);
    draw(this.#y);
    this.#y += height + after;
  }

  #rule(y: number, width: number, color: string): void {
    this.#doc.lineWidth(width).strokeColor(color).moveTo(SHEET.left, y).lineTo(SHEET.right, y).stroke();
  }

  /**
   * Measures a text for a column `width` wide. Most fit on one line: those are measured once and
   * drawn as one run; longer ones, and any with a line break typed in, wrap with pdfkit's line wrapper.
   */
  #cell(text: string, width: number, style: Style): Cell {
    const doc = this.#doc;
    const use = () => doc.font(style.bold ? BOLD : REGULAR).fontSize(style.size).fillColor(style.color ?? INK);
    use();
    const natural = doc.currentLineHeight();
    const line = style.line ?? natural;
    if (!text) return { height: line, draw: () => undefined };
    const textWidth = text.includes('\n') ? Infinity : doc.widthOfString(text);
    if (textWidth <= width) {
      const shift = style.align === 'right' ? width - textWidth : style.align === 'center' ? (width - textWidth) / 2 : 0;
      return { height: line, draw: (x, top) => void use().text(text, x + shift, top, { lineBreak: false }) };
    }
    const options = { width, lineGap: line - natural, align: style.align ?? 'left' } as const;
    return { height: doc.heightOfString(text, options), draw: (x, top) => void use().text(text, x, top, options) };
  }
}
