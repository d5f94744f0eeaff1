import { z } from '../zod';
import { LAYOUT_MESSAGES as M } from '../messages';
import { idList, idParam } from '../schemas/common';
import { versionField } from '../schemas/version';
import { acceptingReadOnly } from '../read-only-keys';
import type { Layout } from './types';

/** A bed's text fields, in the grid's and the CSV's order. */
export const LAYOUT_FIELDS = ['building', 'floor', 'unit', 'unit_type', 'room', 'room_type', 'bed'] as const;
export type LayoutField = (typeof LAYOUT_FIELDS)[number];

/** The labels of those fields (grid headers, dialog labels, the CSV header). */
export const LAYOUT_LABELS: Record<LayoutField, string> = {
  building: 'Building',
  floor: 'Floor',
  unit: 'Unit',
  unit_type: 'Unit Type',
  room: 'Room',
  room_type: 'Room Type',
  bed: 'Bed',
};

export const LAYOUT_FIELD_MAX = 100;

const field = (name: LayoutField) =>
  z
    .string({ error: M.required[name] })
    .trim()
    .min(1, { error: M.required[name] })
    .max(LAYOUT_FIELD_MAX, { error: M.tooLong(LAYOUT_FIELD_MAX) });

/** The seven text fields of a bed, trimmed and required. */
export const BedFieldsSchema = z.strictObject(Object.fromEntries(LAYOUT_FIELDS.map((f) => [f, field(f)])) as Record<LayoutField, ReturnType<typeof field>>);

/** `POST /api/layouts/` (the Add Layout dialog). */
export const LayoutCreateSchema = BedFieldsSchema.extend({
  property_id: z.union([z.number(), z.string()], { error: M.propertyRequired }).pipe(idParam),
});

/** `PATCH /api/layouts/{id}/`: any of the fields (the property may change too). */
export const LayoutUpdateSchema = LayoutCreateSchema.partial().extend({ version: versionField });
/** The same, also taking back the bed as it was listed (its `id` is ignored). */
export const LayoutUpdateAsLoaded = acceptingReadOnly<Layout>()(LayoutUpdateSchema, ['id']);

export type BedFields = z.output<typeof BedFieldsSchema>;

/** `GET /api/layouts/?property=1,2`: the beds of these properties (all of the company's without it). */
export const LayoutListQuery = z.object({ property: idList.optional() });

/** `POST /api/layouts/import/`: the property the file's beds are for (a multipart field beside the file). */
export const LayoutImportSchema = z.strictObject({ property_id: LayoutCreateSchema.shape.property_id });
