import { LAYOUT_FIELDS, LayoutCreateSchema, type LayoutField } from '../../../shared/layouts/schema';
import { fieldErrors, type Errors } from '../../ui/form-state';
import type { Layout } from './layouts-api';

/** What the Add / Edit Layout dialog holds: the property (select value) and the seven texts as typed. */
export type LayoutForm = { property_id: string } & Record<LayoutField, string>;

/** An empty form, on a property when one is given. */
export function emptyForm(propertyId?: number): LayoutForm {
  const form = { property_id: propertyId ? String(propertyId) : '' } as LayoutForm;
  for (const f of LAYOUT_FIELDS) form[f] = '';
  return form;
}

/** The form of a bed being edited. */
export function formOf(row: Layout): LayoutForm {
  const form = { property_id: String(row.property_id) } as LayoutForm;
  for (const f of LAYOUT_FIELDS) form[f] = row[f];
  return form;
}

export type ParsedLayout = { ok: true; body: { property_id: number } & Record<LayoutField, string> } | { ok: false; errors: Errors };

/** The dialog's own check (spec §5), with the schema the server uses: every field required, values trimmed. */
export function parseForm(form: LayoutForm): ParsedLayout {
  const parsed = LayoutCreateSchema.safeParse({ ...form, property_id: form.property_id ? Number(form.property_id) : undefined });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
