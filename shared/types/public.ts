/** Shapes the public API answers and the public pages render (server and client share them). */

export type PropertySummary = {
  id: number;
  name: string;
  organization_id: number;
  status: 'RUNNING' | 'DISABLED';
  street: string;
  city: string;
  state: string;
  code: string;
  phone_number: string;
  background_image: string | null;
  background_image_size: { width: number; height: number } | null;
};

export type PublicOrganization = {
  id: number;
  name: string;
  tagline: string;
  description: string;
  street: string;
  city: string;
  state: string;
  code: string;
  phone_number: string;
  office_hours: string;
  manager_fname: string;
  manager_lname: string;
  manager_email: string;
  organization_url: string;
  facebook: string;
  twitter: string;
  instagram: string;
  gtm_tag_id: string;
  serve_new_site: boolean;
  properties: { id: number; name: string; organization_id: number }[];
};

/** Everything the home page renders. */
export type HomePageData = {
  properties: PropertySummary[];
};

/** Everything the property page renders. */
export type PropertyPageData = {
  property: PropertySummary;
};
