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

export type ImportRowsCheck = { kind: 'beds'; beds: BedFields[] } | { kind: 'file'; problem: ImportFileProblem } | { kind: 'rows'; problems: ImportRowProblem[] };

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

/**
 * Checks an import file's records (as parsed from CSV, header first) for one property whose stored
 * beds have the keys `storedKeys` (bedKey). Every row is checked: its fields by the rules of the Add
 * Layout dialog, and its bed against earlier rows and the stored beds. Blank rows are skipped but
 * still counted, so row numbers match the spreadsheet. Beds come out trimmed, in the file's order.
 */
export function checkImportRows(records: readonly (readonly string[])[], storedKeys: ReadonlySet<string>): ImportRowsCheck {
  if (isBlank(records.flat())) return { kind: 'file', problem: 'empty' };
  if (!isHeader(records[0]!)) return { kind: 'file', problem: 'header' };
  const rows = records.map((cells, i) => ({ cells, row: i + 1 })).slice(1).filter((r) => !isBlank(r.cells));
  if (!rows.length) return { kind: 'file', problem: 'noRows' };
  if (rows.length > LAYOUT_IMPORT_LIMITS.rows) return { kind: 'file', problem: 'tooManyRows' };

  const beds: BedFields[] = [];
  const problems: ImportRowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of rows) {
    const { bed, messages } = checkRow(cells);
    if (bed) {
      const key = bedKey(bed);
      const first = firstRowOf.get(key);
      if (first !== undefined) messages.push(IM.sameAsRow(first));
      else firstRowOf.set(key, row);
      if (storedKeys.has(key)) messages.push(M.duplicateBed);
      if (!messages.length) beds.push(bed);
    }
    if (messages.length) problems.push({ row, messages });
  }
  return problems.length ? { kind: 'rows', problems } : { kind: 'beds', beds };
}
