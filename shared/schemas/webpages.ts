import { z } from '../zod';
import { COMPANY_BLOCK_NAMES, PROPERTY_BLOCK_NAMES, PROPERTY_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { EMAIL_PATTERN, refineMatching, US_PHONE_PATTERN } from './common';
import { acceptingReadOnly } from '../read-only-keys';
import type { BlockAttr } from '../types/public';
import type { OrganizationSettings, PropertySettings } from '../types/settings';
import { formVersionField, versionField } from './version';

const text = (max: number) => z.string().trim().max(max, { error: `At most ${max} characters` });
const required = (max: number) => text(max).min(1, { error: MESSAGES.required });
/** Sub-editor messages (2-manager-settings.md §5). */
export const SUB_EDITOR_MESSAGES = { cannotBeEmpty: 'Cannot be empty' } as const;
/** A sub-editor's required text: 'Cannot be empty' when missing or blank, the length limit otherwise. */
const cannotBeEmpty = (max: number) =>
  z.string({ error: SUB_EDITOR_MESSAGES.cannotBeEmpty }).trim().min(1, { error: SUB_EDITOR_MESSAGES.cannotBeEmpty }).max(max, { error: `At most ${max} characters` });
const optionalEmail = () => text(254).refine(...refineMatching(EMAIL_PATTERN, MESSAGES.incorrectEmail));
const optionalPhone = () => text(30).refine(...refineMatching(US_PHONE_PATTERN, MESSAGES.incorrectPhone));
/** A web address or nothing: http(s) only, so no javascript: links reach a page. */
const optionalUrl = () => text(500).refine(...refineMatching(/^https?:\/\/[^\s]+$/i, 'Enter a full address starting with https://'));

/** The property a multipart record belongs to (form data send it as text). */
const propField = () => z.coerce.number<number>({ error: 'Property is required' }).int().positive();
/** A coordinate in degrees, or nothing. */
const coordinate = (limit: number) => z.number({ error: 'Enter a number' }).min(-limit, { error: `Enter a number from -${limit} to ${limit}` }).max(limit, { error: `Enter a number from -${limit} to ${limit}` }).nullable();

/** Fields a property save may change; a save sends only the changed ones (plus `id`, ignored, and the `version` it loaded). */
export const PropertyPatchSchema = z
  .object({
    id: z.number().optional(),
    version: versionField,
    name: required(120),
    status: z.enum(PROPERTY_STATUSES),
    street: text(200),
    city: text(120),
    state: text(60),
    code: text(20),
    latitude: coordinate(90),
    longitude: coordinate(180),
    phone_number: optionalPhone(),
    manager_email: optionalEmail(),
    manager_fname: text(80),
    manager_lname: text(80),
    property_url: optionalUrl(),
    office_hours: text(300),
    facebook: optionalUrl(),
    twitter: optionalUrl(),
    instagram: optionalUrl(),
    general_info: z.string().max(50_000),
    serve_new_site: z.boolean(),
  })
  .partial()
  .strict();
export type PropertyPatch = z.infer<typeof PropertyPatchSchema>;
/** The same, also taking back the property as `GET /api/properties-settings/{id}/` answered it: its lists, media and company are ignored. */
export const PropertyPatchAsLoaded = acceptingReadOnly<PropertySettings>()(PropertyPatchSchema, [
  'organization_id',
  'organization_name',
  'background_image',
  'background_image_size',
  'background_image_srcset',
  'full',
  'background_media',
  'property_images',
  'amenities',
  'additional_resources',
  'website_block_attrs',
]);

/** PATCH /api/organizations-update/{id}/: the company's changed fields. */
export const OrganizationPatchSchema = z
  .object({
    id: z.number().optional(),
    version: versionField,
    name: required(120),
    tagline: text(200),
    description: z.string().max(50_000),
    street: text(200),
    city: text(120),
    state: text(60),
    code: text(20),
    phone_number: optionalPhone(),
    send_email_from: optionalEmail(),
    manager_fname: text(80),
    manager_lname: text(80),
    manager_email: optionalEmail(),
    organization_url: optionalUrl(),
    office_hours: text(300),
    facebook: optionalUrl(),
    twitter: optionalUrl(),
    instagram: optionalUrl(),
    gtm_tag_id: text(40).refine(...refineMatching(/^GTM-[A-Z0-9]+$/, 'A tag id looks like GTM-ABC123')),
    serve_new_site: z.boolean(),
  })
  .partial()
  .strict();
export type OrganizationPatch = z.infer<typeof OrganizationPatchSchema>;
/** The same, also taking back the company as `GET /api/organizations-settings/` answered it: its lists, media and time zone (Lease Terms' to change) are ignored. */
export const OrganizationPatchAsLoaded = acceptingReadOnly<OrganizationSettings>()(OrganizationPatchSchema, ['properties', 'portfolios', 'background_media', 'website_block_attrs', 'time_zone']);

const blockFields = {
  description: z.string().trim().max(500).default(''),
  visibility: z.boolean().default(true),
};

/** Creating a property's block attribute (the webpage model). */
export const PropertyBlockCreateSchema = z.object({ block_name: z.enum(PROPERTY_BLOCK_NAMES, { error: 'Unknown block' }), prop: z.number().int().positive(), ...blockFields });

/** Creating the company's block attribute. */
export const OrganizationBlockCreateSchema = z.object({ block_name: z.enum(COMPANY_BLOCK_NAMES, { error: 'Unknown block' }), organization: z.number().int().positive(), ...blockFields });

/** Changing a block attribute: visibility and description only. */
export const BlockPatchSchema = z.object({ id: z.number().optional(), version: versionField, description: z.string().trim().max(500), visibility: z.boolean() }).partial().strict();
/** The same, also taking back the block as it was listed (its name is ignored). */
export const BlockPatchAsLoaded = acceptingReadOnly<BlockAttr>()(BlockPatchSchema, ['block_name']);


/** Multipart text fields of a gallery image (form data: image, caption, prop). */
const imageFields = { caption: text(200), amenity_type: text(80) };
export const PropertyImageFieldsSchema = z.object({ caption: imageFields.caption.default(''), amenity_type: imageFields.amenity_type.default('') });
export type PropertyImageFields = z.infer<typeof PropertyImageFieldsSchema>;
export const PropertyImageCreateSchema = PropertyImageFieldsSchema.extend({ prop: propField() });
/** Without defaults: a field left out keeps its stored value (zod keeps defaults inside .partial()). */
export const PropertyImagePatchSchema = z.object(imageFields).partial().extend({ version: formVersionField });

/** POST .../{id}/change_order/: the item's new position. */
export const OrderSchema = z.object({ id: z.coerce.number<number>().int().positive().optional(), order: z.coerce.number<number>().int().min(0) });

/** An amenity (feature): its name and type, and an icon image required on create. */
const amenityFields = { name: cannotBeEmpty(80), amenity_type: text(80) };
export const AmenityFieldsSchema = z.object({ name: amenityFields.name, amenity_type: amenityFields.amenity_type.default('') });
export type AmenityFields = z.infer<typeof AmenityFieldsSchema>;
export const AmenityCreateSchema = AmenityFieldsSchema.extend({ prop: propField() });
/** Without defaults: a field left out keeps its stored value. */
export const AmenityPatchSchema = z.object(amenityFields).partial().extend({ version: formVersionField });

/** Form data sends booleans as text. */
const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A testimonial: author, text, whether the company home shows it; a photo required on create. */
export const TestimonialFieldsSchema = z.object({ name: cannotBeEmpty(80), testimonial: cannotBeEmpty(1000), show_on_organization: formBoolean.default(false) });
export type TestimonialFields = z.infer<typeof TestimonialFieldsSchema>;
export const TestimonialCreateSchema = TestimonialFieldsSchema.extend({ prop: propField() });
/** `GET /api/testimonials/?show_on_organization=true`: the company home page's testimonials (no other value, no other parameter). */
export const CompanyTestimonialsQuery = z.strictObject({ show_on_organization: z.literal('true', { error: 'Only true is answered' }) });
export const TestimonialPatchSchema = z.object({ name: cannotBeEmpty(80), testimonial: cannotBeEmpty(1000), show_on_organization: formBoolean }).partial().extend({ version: formVersionField });

/** A downloadable resource: its name and the document (form data resource_file, name, prop). */
export const ResourceFieldsSchema = z.object({ name: z.string().trim().min(1, { error: MESSAGES.required }).max(120) });
export type ResourceFields = z.infer<typeof ResourceFieldsSchema>;
export const ResourceCreateSchema = ResourceFieldsSchema.extend({ prop: propField() });
export const ResourcePatchSchema = ResourceFieldsSchema.partial().extend({ version: formVersionField });

/** A portfolio: a name and its properties in order. */
export const PortfolioSchema = z.object({
  name: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(80),
  properties: z.array(z.number().int().positive()).max(200).default([]),
});
/** Editing a portfolio: the same, with the version the editor loaded. */
export const PortfolioUpdateSchema = PortfolioSchema.extend({ version: versionField });

/** Header media uploads (form data `file` with the owner): a property's, or the company's. */
export const PropertyMediaUploadSchema = z.object({ prop: propField() });
export const OrganizationMediaUploadSchema = z.object({ organization: z.coerce.number<number>({ error: 'Organization is required' }).int().positive() });
