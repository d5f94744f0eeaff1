/** Shapes of the manager's webpage-settings reads (the editors load these). */
import type { Portfolio, PropertyDetail, PropertySummary, PublicOrganization } from './public';

/** Who manages a property, as the settings screens show it. */
export type PropertyManagerFields = {
  organization_name: string;
  manager_fname: string;
  manager_lname: string;
  manager_email: string;
  property_url: string;
};

/** A row of the property webpages list. */
export type PropertySettingsRow = PropertySummary & PropertyManagerFields;

/** The property editor's data: the public detail plus the manager fields. */
export type PropertySettings = PropertyDetail & PropertyManagerFields;

/** The company editor's data: every property (any status) and the sender address. */
export type OrganizationSettings = Omit<PublicOrganization, 'properties'> & {
  send_email_from: string;
  properties: PropertySummary[];
  /** Every portfolio with all its properties, DISABLED ones included. */
  portfolios: Portfolio[];
};
