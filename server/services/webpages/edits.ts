import type { OrganizationPatch, PropertyPatch } from '../../../shared/schemas/webpages';
import type { Db } from '../../db/database';
import { updateOrganization } from '../../queries/organizations';
import { updateProperty } from '../../queries/properties';
import { checkedRichText } from './rich-text';

/** Saves the changed fields of a property's webpage; the About text is stored sanitized, its inline images checked. */
export async function saveProperty(db: Db, id: number, patch: PropertyPatch): Promise<void> {
  const { id: _ignored, version, general_info, serve_new_site, ...fields } = patch;
  await updateProperty(db, id, version, {
    ...fields,
    ...(general_info !== undefined && { general_info: await checkedRichText(general_info, 'general_info') }),
    ...(serve_new_site !== undefined && { serve_new_site: serve_new_site ? 1 : 0 }),
  });
}

/** Saves the changed fields of the company's webpage; the About text is stored sanitized, its inline images checked. */
export async function saveOrganization(db: Db, id: number, patch: OrganizationPatch): Promise<void> {
  const { id: _ignored, version, serve_new_site, description, ...fields } = patch;
  await updateOrganization(db, id, version, {
    ...fields,
    ...(description !== undefined && { description: await checkedRichText(description, 'description') }),
    ...(serve_new_site !== undefined && { serve_new_site: serve_new_site ? 1 : 0 }),
  });
}
