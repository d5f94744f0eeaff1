import type { Organization } from '../db/schema';
import type { BlockAttr, MediaItem, PublicOrganization } from '../../shared/types/public';

/** The organization as visitors may see it. */
export function presentOrganization(
  org: Organization,
  related: { properties: { id: number; name: string; organization_id: number }[]; backgroundMedia: MediaItem[]; blockAttrs: BlockAttr[] },
): PublicOrganization {
  return {
    id: org.id,
    name: org.name,
    tagline: org.tagline,
    description: org.description,
    street: org.street,
    city: org.city,
    state: org.state,
    code: org.code,
    phone_number: org.phone_number,
    office_hours: org.office_hours,
    manager_fname: org.manager_fname,
    manager_lname: org.manager_lname,
    manager_email: org.manager_email,
    organization_url: org.organization_url,
    facebook: org.facebook,
    twitter: org.twitter,
    instagram: org.instagram,
    gtm_tag_id: org.gtm_tag_id,
    serve_new_site: !!org.serve_new_site,
    time_zone: org.time_zone,
    properties: related.properties.map(({ id, name, organization_id }) => ({ id, name, organization_id })),
    background_media: related.backgroundMedia,
    website_block_attrs: related.blockAttrs,
    version: org.version,
  };
}
