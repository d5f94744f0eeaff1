import type { PropertyManagerFields } from '../../shared/types/settings';
import type { PropertyRow } from '../queries/properties';

/** The fields only staff see: who manages the property and its own web address. */
export function presentManagerFields(p: PropertyRow, organizationName: string): PropertyManagerFields {
  return {
    organization_name: organizationName,
    manager_fname: p.manager_fname,
    manager_lname: p.manager_lname,
    manager_email: p.manager_email,
    property_url: p.property_url,
  };
}
