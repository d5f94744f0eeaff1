/** What header media and block attributes belong to: a property, or the company's own page. */
export type PageOwner = { propertyId: number } | { organizationId: number };

/** The owner as a column and its value. */
export function ownerColumn(owner: PageOwner): { column: 'property_id' | 'organization_id'; id: number } {
  return 'propertyId' in owner ? { column: 'property_id', id: owner.propertyId } : { column: 'organization_id', id: owner.organizationId };
}
