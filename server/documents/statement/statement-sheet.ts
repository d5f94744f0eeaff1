import type PDFDocument from 'pdfkit';
import { loadedFace } from '../pdf/fonts';
import { scriptRuns, wrapLines, type GlyphFace } from '../pdf/script-runs';
import { FACT, FOOTER, GREY, HEADER, INK, ROW, SECTION, SHEET, TITLE } from './statement-look';

type Style = { bold?: boolean; size: number; /** Points per line; the font's own height when left out. */ line?: number; color?: string; align?: 'left' | 'right' | 'center' };
/** A text measured for a column: its height, and how to draw it once its place is known. */
type Cell = { height: number; draw: (x: number, top: number) => void };

const REGULAR = 'Noto Serif';
const BOLD = 'Noto Serif Bold';

/** The faces of the scripts Noto Serif lacks that the statement's text needs (script-fonts.ts), regular and bold, in fallback order. */
export type ScriptFaces = { regular: object[]; bold: object[] };
/** A face as this sheet draws with it: its registered name, and what it measures a text's characters and baseline by. */
type NamedFace = GlyphFace & { name: string; ascent: number; unitsPerEm: number };

/**
 * A statement drawn on pdfkit from top to bottom, each part placed once where it falls: the time
 * and memory grow with the rows only. (react-pdf, which laid it out before, measured the rest of
 * the document again at every page break: 47 s for a thousand lines.) Pages get the company's
 * name on top; a row or fact never splits across pages; `finish` numbers the pages.
 */
export class StatementSheet {
  readonly #doc: PDFDocument;
  readonly #companyName: string;
  /** Noto Serif, then the script faces, for text Noto Serif alone cannot print; empty when the statement needs none. */
  readonly #stacks: { regular: NamedFace[]; bold: NamedFace[] } = { regular: [], bold: [] };
  #y = 0;

  constructor(doc: PDFDocument, companyName: string, scripts?: ScriptFaces) {
    this.#doc = doc;
    this.#companyName = companyName;
    doc.registerFont(REGULAR, loadedFace(400));
    doc.registerFont(BOLD, loadedFace(700));
    if (scripts?.regular.length) {
      const named = (name: string, face: object): NamedFace => {
        doc.registerFont(name, face);
        const { ascent, unitsPerEm } = face as NamedFace;
        return { name, ascent, unitsPerEm, hasGlyphForCodePoint: (codePoint) => (face as GlyphFace).hasGlyphForCodePoint(codePoint) };
      };
      this.#stacks.regular = [named(REGULAR, loadedFace(400)), ...scripts.regular.map((face, i) => named(`${REGULAR} script ${i}`, face))];
      this.#stacks.bold = [named(BOLD, loadedFace(700)), ...scripts.bold.map((face, i) => named(`${BOLD} script ${i}`, face))];
    }
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
    const stack = style.bold ? this.#stacks.bold : this.#stacks.regular;
    if (stack.length && scriptRuns(text, stack).some((run) => run.face !== stack[0])) return this.#mixedCell(text, width, style, line, stack);
    const textWidth = text.includes('\n') ? Infinity : doc.widthOfString(text);
    if (textWidth <= width) {
      const shift = style.align === 'right' ? width - textWidth : style.align === 'center' ? (width - textWidth) / 2 : 0;
      return { height: line, draw: (x, top) => void use().text(text, x + shift, top, { lineBreak: false }) };
    }
    const options = { width, lineGap: line - natural, align: style.align ?? 'left' } as const;
    return { height: doc.heightOfString(text, options), draw: (x, top) => void use().text(text, x, top, options) };
  }

  /**
   * A text with characters Noto Serif lacks (a Chinese, Japanese or Korean name): wrapped here, and
   * each line drawn run by run, each run in the first face of the stack that has its characters, all
   * on Noto Serif's baseline. pdfkit draws one font per call, so its own wrapper cannot do this.
   */
  #mixedCell(text: string, width: number, style: Style, line: number, stack: NamedFace[]): Cell {
    const doc = this.#doc;
    const runsOf = (piece: string) => scriptRuns(piece, stack).map((run) => ({ ...run, width: doc.font(run.face.name).fontSize(style.size).widthOfString(run.text) }));
    const measure = (piece: string) => runsOf(piece).reduce((sum, run) => sum + run.width, 0);
    const lines = wrapLines(text, width, measure);
    const ascent = (stack[0]!.ascent / stack[0]!.unitsPerEm) * style.size;
    return {
      height: lines.length * line,
      draw: (x, top) => {
        lines.forEach((text, i) => {
          const runs = runsOf(text);
          const room = width - runs.reduce((sum, run) => sum + run.width, 0);
          let left = x + (style.align === 'right' ? room : style.align === 'center' ? room / 2 : 0);
          for (const run of runs) {
            doc.font(run.face.name).fontSize(style.size).fillColor(style.color ?? INK).text(run.text, left, top + i * line + ascent, { lineBreak: false, baseline: 'alphabetic' });
            left += run.width;
          }
        });
      },
    };
  }
}
