import { LAYOUT_IMPORT_MESSAGES as IM, LAYOUT_MESSAGES as M } from '../messages';
import { BedFieldsSchema, LAYOUT_FIELDS, LAYOUT_LABELS, type BedFields, type LayoutField } from './schema';

/** What one import may hold: a file of at most 1 MB and 10,000 beds. */
export const LAYOUT_IMPORT_LIMITS = { bytes: 1024 * 1024, rows: 10_000 } as const;

/** The header row an import file starts with: Building,Floor,Unit,Unit Type,Room,Room Type,Bed. */
export const LAYOUT_CSV_HEADER: readonly string[] = LAYOUT_FIELDS.map((f) => LAYOUT_LABELS[f]);

/** A bad row, numbered as a spreadsheet shows it (the header is row 1). */
export type ImportRowProblem = { row: number; messages: string[] };

/** A problem of the whole file, before any row is looked at. */
export type ImportFileProblem = 'empty' | 'header' | 'noRows' | 'tooManyRows';

/** `rows`: the first bad rows (IMPORT_ROWS_LISTED at most) and how many there are in all. */
export type ImportRowsCheck = { kind: 'beds'; beds: BedFields[] } | { kind: 'file'; problem: ImportFileProblem } | { kind: 'rows'; problems: ImportRowProblem[]; count: number };

type BedPlace = Pick<BedFields, 'building' | 'unit' | 'room' | 'bed'>;

// SQLite's NOCASE (the layouts_bed index) folds ASCII letters only; folding more here would refuse
// beds the database accepts.
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (m) => m.toLowerCase());

/** Which bed of a property this is: building, unit, room and bed, compared as the bed index compares them. */
export function bedKey(place: BedPlace): string {
  return [place.building, place.unit, place.room, place.bed].map(foldAscii).join('\u001f');
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** The cells without trailing blank ones (spreadsheets write empty columns as trailing commas). */
function withoutTrailingBlanks(cells: readonly string[]): readonly string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end--;
  return cells.slice(0, end);
}

function isHeader(cells: readonly string[]): boolean {
  const names = withoutTrailingBlanks(cells).map((c, i) => (i === 0 ? c.replace(/^\uFEFF/, '') : c).trim().toLowerCase());
  return names.length === LAYOUT_CSV_HEADER.length && names.every((n, i) => n === LAYOUT_CSV_HEADER[i]!.toLowerCase());
}

/** One row's field messages in column order; a message that does not name its column gets the column's label. */
function checkRow(cells: readonly string[]): { bed?: BedFields; messages: string[] } {
  const values = withoutTrailingBlanks(cells);
  if (values.length > LAYOUT_FIELDS.length) return { messages: [IM.valueCount(values.length, LAYOUT_FIELDS.length)] };
  const parsed = BedFieldsSchema.safeParse(Object.fromEntries(LAYOUT_FIELDS.map((f, i) => [f, cells[i] ?? ''])));
  if (parsed.success) return { bed: parsed.data, messages: [] };
  const messages = parsed.error.issues.map((issue) => {
    const label = LAYOUT_LABELS[issue.path[0] as LayoutField];
    return issue.message.startsWith(label) ? issue.message : `${label}: ${issue.message}`;
  });
  return { messages };
}

/** Bad rows an answer lists; beyond them it gives their count (a list of 10,000 helps no one and costs time). */
const IMPORT_ROWS_LISTED = 50;

/**
 * Checks an import file's rows one at a time, as they are read, for one property whose stored
 * beds have the keys `storedKeys` (bedKey): the header first, then every row by the rules of the
 * Add Layout dialog and against earlier rows and the stored beds. Beds come out trimmed, in the
 * file's order; bad rows are listed up to IMPORT_ROWS_LISTED and all counted.
 */
export class ImportRowsChecker {
  private readonly beds: BedFields[] = [];
  private readonly problems: ImportRowProblem[] = [];
  private readonly firstRowOf = new Map<string, number>();
  private problemCount = 0;
  private rows = 0;
  private fileProblem: ImportFileProblem | null = null;
  private started = false;

  constructor(private readonly storedKeys: ReadonlySet<string>) {}

  /**
   * One non-blank row (`row` as a spreadsheet numbers it). False when reading may stop: the file
   * is already refused as a whole (a wrong header, more rows than an import takes).
   */
  add(row: number, cells: readonly string[]): boolean {
    if (this.fileProblem) return false;
    if (!this.started) {
      this.started = true;
      if (row !== 1 || !isHeader(cells)) this.fileProblem = 'header';
      return !this.fileProblem;
    }
    if (++this.rows > LAYOUT_IMPORT_LIMITS.rows) {
      this.fileProblem = 'tooManyRows';
      return false;
    }
    const { bed, messages } = checkRow(cells);
    if (bed) {
      const key = bedKey(bed);
      const first = this.firstRowOf.get(key);
      if (first !== undefined) messages.push(IM.sameAsRow(first));
      else this.firstRowOf.set(key, row);
      if (this.storedKeys.has(key)) messages.push(M.duplicateBed);
      if (!messages.length) this.beds.push(bed);
    }
    if (messages.length && ++this.problemCount <= IMPORT_ROWS_LISTED) this.problems.push({ row, messages });
    return true;
  }

  /** What the file came to, once every row was added. */
  result(): ImportRowsCheck {
    if (!this.started) return { kind: 'file', problem: 'empty' };
    if (this.fileProblem) return { kind: 'file', problem: this.fileProblem };
    if (!this.rows) return { kind: 'file', problem: 'noRows' };
    return this.problemCount ? { kind: 'rows', problems: this.problems, count: this.problemCount } : { kind: 'beds', beds: this.beds };
  }
}

/**
 * Checks an import file's records (header first; blank ones are skipped but still counted, so row
 * numbers match the spreadsheet) for one property whose stored beds have the keys `storedKeys`.
 */
export function checkImportRows(records: readonly (readonly string[])[], storedKeys: ReadonlySet<string>): ImportRowsCheck {
  const checker = new ImportRowsChecker(storedKeys);
  for (let i = 0; i < records.length; i++) {
    if (!isBlank(records[i]!) && !checker.add(i + 1, records[i]!)) break;
  }
  return checker.result();
}
