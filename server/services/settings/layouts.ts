import type { z } from 'zod';
import { bedKey, ImportRowsChecker, LAYOUT_CSV_HEADER, LAYOUT_IMPORT_LIMITS, type ImportFileProblem } from '../../../shared/layouts/import-rows';
import type { LayoutCreateSchema, LayoutUpdateSchema } from '../../../shared/layouts/schema';
import { CONFLICT_MESSAGES, LAYOUT_IMPORT_MESSAGES as IM, LAYOUT_MESSAGES as M, OWNERSHIP_MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { forEachYielding } from '../../ground/yielding';
import { csvRecords, CsvSyntaxError } from '../../uploads/csv-records';
import { bedPlacesOf, bedTaken, insertLayout, insertLayouts } from '../../queries/layouts';
import { planAssignmentsOfBed } from '../../queries/payment-plan-assignments';
import { ownedIds, type OwnedRecord } from '../../queries/ownership';
import { updateVersioned } from '../../queries/versioned-update';

type LayoutCreate = z.output<typeof LayoutCreateSchema>;
type LayoutUpdate = z.output<typeof LayoutUpdateSchema>;

async function checkProperty(db: Db, organizationId: number, propertyId: number): Promise<void> {
  if (!(await ownedIds(db, 'property', organizationId, [propertyId])).size) throw HttpError.fields({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
}

/**
 * The duplicate-bed rule, checked here for a clear field error. A write that still gets past it
 * meets the `layouts_bed` index, which answers the same (server/http/unique-conflicts.ts). In one
 * process the check and the write run without a pause between them (better-sqlite3 is synchronous),
 * so that takes another process writing the same file, or a future await in between.
 */
async function checkBedFree(db: Db, place: Parameters<typeof bedTaken>[1], exceptId?: number): Promise<void> {
  if (await bedTaken(db, place, exceptId)) throw HttpError.fields({ bed: [M.duplicateBed] });
}

/** Add Layout: one bed of one of the company's properties. */
export async function createLayout(db: Db, organizationId: number, input: LayoutCreate): Promise<number> {
  await checkProperty(db, organizationId, input.property_id);
  await checkBedFree(db, input);
  return insertLayout(db, input);
}

/** 409 while the bed has plan assignments: they are its property's plans, which the new property does not offer. */
async function refuseMoveWithPlans(db: Db, layoutId: number): Promise<void> {
  const periods = await planAssignmentsOfBed(db, layoutId);
  if (!periods.length) return;
  const count = periods.reduce((sum, p) => sum + Number(p.count), 0);
  throw HttpError.detail(409, M.movedWithPlans(count, periods[0]!.property, periods.map((p) => p.lease_period)));
}

/**
 * Edit: any of the fields, the property too; the bed it then names must still be free. A bed with
 * plan assignments keeps its property (409) until they are removed under Assign Plans: moving it
 * would leave it offered under another property's plans, and clearing them unasked would lose them.
 */
export async function updateLayout(db: Db, organizationId: number, current: OwnedRecord<'layout'>, input: LayoutUpdate): Promise<void> {
  const { version, ...changes } = input;
  // Someone else saved since the dialog loaded: say so first, rather than what their save changed.
  if (version !== undefined && version !== current.version) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
  const moving = changes.property_id !== undefined && changes.property_id !== current.property_id;
  if (moving) await checkProperty(db, organizationId, changes.property_id!);
  // One transaction: no plan can be assigned to the bed between the check and the move.
  await db.transaction().execute(async (trx) => {
    if (moving) await refuseMoveWithPlans(trx, current.id);
    await checkBedFree(trx, { ...current, ...changes }, current.id);
    await updateVersioned(trx, 'layouts', current.id, version, changes);
  });
}

/**
 * Reads and checks an import's rows as they come, letting other requests run between slices; a
 * file refused as a whole stops the reading there. 400 when it is not well-formed CSV.
 */
async function checkCsv(text: string, storedKeys: ReadonlySet<string>) {
  const checker = new ImportRowsChecker(storedKeys);
  try {
    await forEachYielding(csvRecords(text), (record) => !record || checker.add(record.row, record.cells));
  } catch (err) {
    // Almost always a stray quote.
    if (err instanceof CsvSyntaxError) throw HttpError.detail(400, IM.unreadable(err.line));
    throw err;
  }
  return checker.result();
}

const FILE_PROBLEMS: Record<ImportFileProblem, () => HttpError> = {
  empty: () => HttpError.detail(400, IM.empty),
  header: () => HttpError.detail(400, IM.wrongHeader(LAYOUT_CSV_HEADER.join(','))),
  noRows: () => HttpError.detail(400, IM.noRows),
  tooManyRows: () => HttpError.detail(413, IM.tooManyRows(LAYOUT_IMPORT_LIMITS.rows)),
};

/**
 * Imports a CSV of beds into one of the company's properties, all or nothing: every row is checked
 * first (against the others and the stored beds), and one bad row imports none, answering the
 * first bad rows with their messages and how many more there are. Returns how many beds were added.
 */
export async function importLayouts(db: Db, organizationId: number, propertyId: number, text: string): Promise<number> {
  await checkProperty(db, organizationId, propertyId);
  // Checked outside the transaction (it takes a while and lets other requests run; a transaction
  // would hold the database meanwhile). A bed stored since is refused by the layouts_bed index.
  const check = await checkCsv(text, new Set((await bedPlacesOf(db, propertyId)).map(bedKey)));
  if (check.kind === 'file') throw FILE_PROBLEMS[check.problem]();
  if (check.kind === 'rows') throw new HttpError(400, { detail: IM.rowErrors(check.count), rows: check.problems, more_rows: check.count - check.problems.length });
  await db.transaction().execute((trx) => insertLayouts(trx, check.beds.map((bed) => ({ ...bed, property_id: propertyId }))));
  return check.beds.length;
}
