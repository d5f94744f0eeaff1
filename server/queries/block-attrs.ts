import type { Db } from '../db/database';

export type Owner = { propertyId: number } | { organizationId: number };

/** Website block attributes of a property or organization. */
export async function listBlockAttrs(db: Db, owner: Owner) {
  const query = db.selectFrom('website_block_attrs').select(['id', 'block_name', 'visibility', 'description']).orderBy('id');
  return 'propertyId' in owner
    ? query.where('property_id', '=', owner.propertyId).execute()
    : query.where('organization_id', '=', owner.organizationId).execute();
}
