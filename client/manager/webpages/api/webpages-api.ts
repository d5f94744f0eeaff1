import type { z } from 'zod';
import type {
  AmenityCreateSchema,
  AmenityPatchSchema,
  BlockPatchSchema,
  OrderSchema,
  OrganizationBlockCreateSchema,
  OrganizationMediaUploadSchema,
  OrganizationPatchSchema,
  PortfolioSchema,
  PortfolioUpdateSchema,
  PropertyBlockCreateSchema,
  PropertyImageCreateSchema,
  PropertyImagePatchSchema,
  PropertyMediaUploadSchema,
  PropertyPatchSchema,
  ResourceCreateSchema,
  ResourcePatchSchema,
  TestimonialCreateSchema,
  TestimonialPatchSchema,
} from '../../../../shared/schemas/webpages';
import type { Amenity, BlockAttr, MediaItem, Portfolio, PropertyDetail, PropertyImage, PropertySummary, PublicOrganization, Resource, Testimonial } from '../../../../shared/types/public';
import type { GeocodeAnswer } from '../../../../shared/types/manager';
import type { OrganizationSettings, PropertySettings, PropertySettingsRow } from '../../../../shared/types/settings';
import { getJson, requestJson } from '../../../api/http';
import { formData, sendForm, type Progress } from '../../../api/send-form';

/** Request bodies as the server's schemas take them. */
export type PropertyPatch = z.input<typeof PropertyPatchSchema>;
type OrganizationPatch = z.input<typeof OrganizationPatchSchema>;
type PortfolioBody = z.input<typeof PortfolioSchema>;
type PortfolioUpdate = z.input<typeof PortfolioUpdateSchema>;
type BlockPatch = z.input<typeof BlockPatchSchema>;
type OrderBody = z.input<typeof OrderSchema>;

/** A multipart body: the schema's fields without the property id (the call adds it) and the file, sent only when one was chosen. */
type FormBody<S extends z.ZodType, FileField extends string> = Omit<z.input<S>, 'prop'> & Partial<Record<FileField, File>>;

/** A property collection edited in a sub-editor (list, create, edit, delete, change order). */
function collection<T, Create extends z.ZodType, Patch extends z.ZodType, FileField extends string>(path: string) {
  return {
    list: (propertyId: number) => getJson<T[]>(`${path}?prop=${propertyId}`),
    create: (propertyId: number, fields: FormBody<Create, FileField>, onProgress?: Progress) => sendForm<T>('POST', path, formData({ ...fields, prop: propertyId }), onProgress),
    update: (id: number, fields: FormBody<Patch, FileField>, onProgress?: Progress) => sendForm<T>('PATCH', `${path}${id}/`, formData(fields), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `${path}${id}/`),
    changeOrder: (id: number, order: number) => requestJson<T[]>('POST', `${path}${id}/change_order/`, { id, order } satisfies OrderBody),
  };
}

type MediaOwner = z.input<typeof PropertyMediaUploadSchema> | z.input<typeof OrganizationMediaUploadSchema>;

/** Header media of a property or of the company: upload, delete, change order. */
function headerMedia(path: string, ownerOf: (id: number) => MediaOwner) {
  return {
    upload: (ownerId: number, file: File, onProgress?: Progress) => sendForm<MediaItem>('POST', path, formData({ ...ownerOf(ownerId), file }), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `${path}${id}/`),
    changeOrder: (id: number, order: number) => requestJson<MediaItem[]>('POST', `${path}${id}/change_order/`, { id, order } satisfies OrderBody),
  };
}

export const webpagesApi = {
  properties: (signal?: AbortSignal) => getJson<PropertySettingsRow[]>('/api/properties-settings/', signal),
  property: (id: number) => getJson<PropertySettings>(`/api/properties-settings/${id}/`),
  saveProperty: (id: number, changes: PropertyPatch) => requestJson<PropertyDetail>('PATCH', `/api/properties/${id}/`, { id, ...changes } satisfies PropertyPatch),
  setPropertyStatus: (id: number, status: NonNullable<PropertyPatch['status']>) => requestJson<PropertyDetail>('PATCH', `/api/properties/${id}/`, { id, status } satisfies PropertyPatch),
  uploadPrimaryImage: (id: number, file: File, onProgress?: Progress) => sendForm<PropertySummary>('POST', `/api/properties/${id}/upload_header/`, formData({ image: file }), onProgress),

  images: collection<PropertyImage, typeof PropertyImageCreateSchema, typeof PropertyImagePatchSchema, 'image'>('/api/property-images/'),
  amenities: collection<Amenity, typeof AmenityCreateSchema, typeof AmenityPatchSchema, 'image'>('/api/amenities/'),
  resources: collection<Resource, typeof ResourceCreateSchema, typeof ResourcePatchSchema, 'resource_file'>('/api/property-resources/'),
  testimonials: collection<Testimonial, typeof TestimonialCreateSchema, typeof TestimonialPatchSchema, 'image'>('/api/testimonials/'),

  propertyMedia: headerMedia('/api/property-background-media/', (prop) => ({ prop })),
  organizationMedia: headerMedia('/api/organization-background-media/', (organization) => ({ organization })),

  propertyBlock: {
    create: (propertyId: number, attr: Omit<z.input<typeof PropertyBlockCreateSchema>, 'prop'>) =>
      requestJson<BlockAttr>('POST', '/api/website-block-attrs/', { ...attr, prop: propertyId } satisfies z.input<typeof PropertyBlockCreateSchema>),
    update: (id: number, attr: BlockPatch) => requestJson<BlockAttr>('PATCH', `/api/website-block-attrs/${id}/`, { id, ...attr } satisfies BlockPatch),
  },
  organizationBlock: {
    create: (organizationId: number, attr: Omit<z.input<typeof OrganizationBlockCreateSchema>, 'organization'>) =>
      requestJson<BlockAttr>('POST', '/api/organization-website-block-attrs/', { ...attr, organization: organizationId } satisfies z.input<typeof OrganizationBlockCreateSchema>),
    update: (id: number, attr: BlockPatch) => requestJson<BlockAttr>('PATCH', `/api/organization-website-block-attrs/${id}/`, { id, ...attr } satisfies BlockPatch),
  },

  organization: () => getJson<OrganizationSettings>('/api/organizations-settings/'),
  saveOrganization: (id: number, changes: OrganizationPatch) => requestJson<PublicOrganization>('PATCH', `/api/organizations-update/${id}/`, { id, ...changes } satisfies OrganizationPatch),

  portfolios: {
    create: (body: PortfolioBody) => requestJson<Portfolio>('POST', '/api/portfolios/', body),
    update: (id: number, body: PortfolioUpdate) => requestJson<Portfolio>('POST', `/api/portfolios/${id}/`, body),
    uploadImage: (id: number, file: File, onProgress?: Progress) => sendForm<Portfolio>('POST', `/api/portfolios/${id}/upload_image/`, formData({ image: file }), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `/api/portfolios/${id}/`),
    changeOrder: (id: number, order: number) => requestJson<Portfolio[]>('POST', `/api/portfolios/${id}/change_order/`, { id, order } satisfies OrderBody),
  },

  /** Coordinates of an address (no shared type for this answer yet). */
  geocode: (q: string) => getJson<GeocodeAnswer>(`/api/geocode/?q=${encodeURIComponent(q)}`),
};
