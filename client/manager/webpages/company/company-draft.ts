import type { COMPANY_BLOCK_NAMES } from '../../../../shared/constants';
import type { OrganizationSettings } from '../../../../shared/types/settings';

/** The blocks of the company's home page. */
export type CompanyBlockName = (typeof COMPANY_BLOCK_NAMES)[number];

/** The company's own fields as the editor's inputs hold them. */
export type CompanyDraft = {
  name: string;
  tagline: string;
  description: string;
  street: string;
  city: string;
  state: string;
  code: string;
  phone_number: string;
  send_email_from: string;
  manager_fname: string;
  manager_lname: string;
  manager_email: string;
  organization_url: string;
  office_hours: string;
  facebook: string;
  twitter: string;
  instagram: string;
};

export function companyDraftOf(o: OrganizationSettings): CompanyDraft {
  const { name, tagline, description, street, city, state, code, phone_number, send_email_from, manager_fname, manager_lname, manager_email, organization_url, office_hours, facebook, twitter, instagram } = o;
  return { name, tagline, description, street, city, state, code, phone_number, send_email_from, manager_fname, manager_lname, manager_email, organization_url, office_hours, facebook, twitter, instagram };
}
