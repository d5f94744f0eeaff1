import { sql } from 'kysely';

export type OrderedTable = 'property_images' | 'amenities' | 'background_media' | 'testimonials' | 'property_resources' | 'portfolios';
export type OrderOwner = { column: 'property_id' | 'organization_id'; id: number };

/**
 * The order after the owner's last item, as a sub-select inside the insert itself, so appending is
 * one statement and two concurrent appends cannot read the same maximum.
 */
export function nextOrder(table: OrderedTable, owner: OrderOwner) {
  return sql<number>`(select coalesce(max("order"), -1) + 1 from ${sql.table(table)} where ${sql.ref(owner.column)} = ${owner.id})`;
}
