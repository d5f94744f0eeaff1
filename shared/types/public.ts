/**
 * Shapes the public API answers and the public pages render (server and client share them). A
 * record the manager editors save carries its `version`, which the save sends back (see
 * docs/decisions/008-versioned-saves.md).
 */
import type { Gender } from '../constants';
import type { ApplicationStatus } from '../rental-application/application-types';
import type { SocialImage } from '../social/social-feed';

export type BlockAttr = { id: number; block_name: string; visibility: boolean; description: string; version: number };

/** `srcset` lists the resized copies of an image (null for videos and images without copies). */
export type MediaItem = { id: number; file: string; order: number; type: 'image' | 'video' | 'document'; width: number | null; height: number | null; srcset: string | null };

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
  background_image_srcset: string | null;
};

export type PropertyImage = { id: number; image: string; caption: string; amenity_type: string; order: number; width: number | null; height: number | null; srcset: string | null; version: number };
export type Amenity = { id: number; name: string; amenity_type: string; image: string | null; image_srcset: string | null; order: number; version: number };
export type Resource = { id: number; name: string; resource_file: string; version: number };

export type PropertyDetail = PropertySummary & {
  general_info: string;
  facebook: string;
  twitter: string;
  instagram: string;
  office_hours: string;
  full: boolean;
  latitude: number | null;
  longitude: number | null;
  background_media: MediaItem[];
  property_images: PropertyImage[];
  amenities: Amenity[];
  additional_resources: Resource[];
  website_block_attrs: BlockAttr[];
  /** Off: the property's page is not served here; visitors go to its own website (as the company's flag acts). */
  serve_new_site: boolean;
  version: number;
};

/** GET /api/properties/{id}/: the property with the lease periods visitors may see (spec 1 §3). */
export type PropertyAnswer = PropertyDetail & { lease_periods: PublicLeasePeriod[] };

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
  /** The IANA zone the company keeps its days in (its Lease Terms): the day a student's ticket or message is dated. */
  time_zone: string;
  properties: { id: number; name: string; organization_id: number }[];
  background_media: MediaItem[];
  website_block_attrs: BlockAttr[];
  version: number;
};

export type SemesterRef = { id: number; name: string; start_date: string; end_date: string };

export type PublicLeasePeriod = {
  id: number;
  name: string;
  description: string;
  property: number;
  property_id: number;
  property_name: string;
  visible: boolean;
  open_to_renewals: boolean;
  allow_same_bed_renewals: boolean;
  /** Until this day (YYYY-MM-DD) residents' beds are held for them to renew; null: none (issue 47). */
  renewal_deadline: string | null;
  is_for_custom_lease: boolean;
  start_date: string;
  end_date: string;
  genders_available: Gender[];
  semesters: SemesterRef[];
  sub_periods: { id: number; name: string; lease_period_id: number }[];
  /** Derived: visible and not limited to renewals. */
  available: boolean;
};

export type Portfolio = { id: number; name: string; image: string | null; image_srcset: string | null; properties: number[]; version: number };

export type Testimonial = { id: number; name: string; testimonial: string; image: string | null; image_srcset: string | null; show_on_organization: boolean; version: number };

export type PropertyFriend = { id: number; user: { first_name: string; last_name: string; image: string | null; image_srcset: string | null }; match_percentage: number };

/** A block's data or the fact that loading it failed (the page then says so in that block). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

export type HomePageData = {
  portfolios: Portfolio[];
  properties: PropertySummary[];
  testimonials: Loaded<Testimonial[]>;
  /** The company's latest Instagram images (none when not connected). */
  socialImages: SocialImage[];
};

export type PropertyPageData = {
  property: PropertyDetail;
  leasePeriods: Loaded<PublicLeasePeriod[]>;
  testimonials: Loaded<Testimonial[]>;
  friends: PropertyFriend[];
  /** Map style from configuration; without it the location block shows the address and a link. */
  mapStyleUrl: string | null;
  /** The company's latest Instagram images (none when not connected). */
  socialImages: SocialImage[];
  /** The property's own website: where its page sends visitors while it is not served here. */
  ownWebsite: string | null;
};

/** A student's application as the student area lists it beside its reservation request. */
export type StudentApplicationStatus = { id: number; reservation_request_id: number; status: ApplicationStatus; decision_note: string | null };

/** The student area: who is signed in and the reservation requests they made. */
export type StudentAreaData = {
  profile: { first_name: string; last_name: string; email: string; cell_phone: string; email_verified: boolean };
  requests: { id: number; property_id: number; property_name: string; lease_period_name: string | null; start_date: string | null; end_date: string | null; created_at: string }[];
};
