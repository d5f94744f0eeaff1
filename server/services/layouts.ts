import type { z } from 'zod';
import type { LayoutCreateSchema, LayoutUpdateSchema } from '../../shared/layouts/schema';
import { CONFLICT_MESSAGES, LAYOUT_MESSAGES as M, OWNERSHIP_MESSAGES } from '../../shared/messages';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { bedTaken, insertLayout } from '../queries/layouts';
import { ownedIds, type OwnedRecord } from '../queries/ownership';
import { updateVersioned } from '../queries/versioned-update';

type LayoutCreate = z.output<typeof LayoutCreateSchema>;
type LayoutUpdate = z.output<typeof LayoutUpdateSchema>;

async function checkProperty(db: Db, organizationId: number, propertyId: number): Promise<void> {
  if (!(await ownedIds(db, 'property', organizationId, [propertyId])).size) throw HttpError.fields({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
}

/**
 * The duplicate-bed rule, checked here for a clear field error. Two requests racing past this check
 * both reach the `layouts_bed` index, which refuses the second with the same answer
 * (server/http/unique-conflicts.ts).
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

/** Edit: any of the fields, the property too; the bed it then names must still be free. */
export async function updateLayout(db: Db, organizationId: number, current: OwnedRecord<'layout'>, input: LayoutUpdate): Promise<void> {
  const { version, ...changes } = input;
  // Someone else saved since the dialog loaded: say so first, rather than what their save changed.
  if (version !== undefined && version !== current.version) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
  if (changes.property_id !== undefined && changes.property_id !== current.property_id) await checkProperty(db, organizationId, changes.property_id);
  await checkBedFree(db, { ...current, ...changes }, current.id);
  await updateVersioned(db, 'layouts', current.id, version, changes);
}
