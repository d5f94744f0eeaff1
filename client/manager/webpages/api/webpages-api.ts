import type { Amenity, BlockAttr, MediaItem, Portfolio, PropertyImage, Resource, Testimonial } from '../../../../shared/types/public';
import type { OrganizationSettings, PropertySettings, PropertySettingsRow } from '../../../../shared/types/settings';
import { getJson, requestJson } from '../../../api/http';
import { formData, sendForm, type Progress } from './send-form';

type Fields = Record<string, string | number | boolean | File | null | undefined>;

/** A property collection edited in a sub-editor (list, create, edit, delete, change order). */
export function collection<T>(path: string) {
  return {
    list: (propertyId: number) => getJson<T[]>(`${path}?prop=${propertyId}`),
    create: (fields: Fields, onProgress?: Progress) => sendForm<T>('POST', path, formData(fields), onProgress),
    update: (id: number, fields: Fields, onProgress?: Progress) => sendForm<T>('PATCH', `${path}${id}/`, formData(fields), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `${path}${id}/`),
    changeOrder: (id: number, order: number) => requestJson<T[]>('POST', `${path}${id}/change_order/`, { id, order }),
  };
}

export type Collection<T> = ReturnType<typeof collection<T>>;

export const webpagesApi = {
  properties: () => getJson<PropertySettingsRow[]>('/api/properties-settings/'),
  property: (id: number) => getJson<PropertySettings>(`/api/properties-settings/${id}/`),
  saveProperty: (id: number, changes: object) => requestJson<unknown>('PATCH', `/api/properties/${id}/`, { id, ...changes }),
  uploadPrimaryImage: (id: number, file: File, onProgress?: Progress) => sendForm<unknown>('POST', `/api/properties/${id}/upload_header/`, formData({ image: file }), onProgress),

  images: collection<PropertyImage>('/api/property-images/'),
  amenities: collection<Amenity>('/api/amenities/'),
  resources: collection<Resource>('/api/property-resources/'),
  testimonials: collection<Testimonial>('/api/testimonials/'),

  propertyMedia: {
    upload: (propertyId: number, file: File, onProgress?: Progress) => sendForm<MediaItem>('POST', '/api/property-background-media/', formData({ prop: propertyId, file }), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `/api/property-background-media/${id}/`),
    changeOrder: (id: number, order: number) => requestJson<MediaItem[]>('POST', `/api/property-background-media/${id}/change_order/`, { id, order }),
  },
  organizationMedia: {
    upload: (organizationId: number, file: File, onProgress?: Progress) =>
      sendForm<MediaItem>('POST', '/api/organization-background-media/', formData({ organization: organizationId, file }), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `/api/organization-background-media/${id}/`),
    changeOrder: (id: number, order: number) => requestJson<MediaItem[]>('POST', `/api/organization-background-media/${id}/change_order/`, { id, order }),
  },

  propertyBlock: {
    create: (propertyId: number, attr: Omit<BlockAttr, 'id'>) => requestJson<BlockAttr>('POST', '/api/website-block-attrs/', { ...attr, prop: propertyId }),
    update: (id: number, attr: Partial<BlockAttr>) => requestJson<BlockAttr>('PATCH', `/api/website-block-attrs/${id}/`, { id, ...attr }),
  },
  organizationBlock: {
    create: (organizationId: number, attr: Omit<BlockAttr, 'id'>) => requestJson<BlockAttr>('POST', '/api/organization-website-block-attrs/', { ...attr, organization: organizationId }),
    update: (id: number, attr: Partial<BlockAttr>) => requestJson<BlockAttr>('PATCH', `/api/organization-website-block-attrs/${id}/`, { id, ...attr }),
  },

  organization: () => getJson<OrganizationSettings>('/api/organizations-settings/'),
  saveOrganization: (id: number, changes: object) => requestJson<unknown>('PATCH', `/api/organizations-update/${id}/`, { id, ...changes }),
  setPropertyStatus: (id: number, status: 'RUNNING' | 'DISABLED') => requestJson<unknown>('PATCH', `/api/properties/${id}/`, { id, status }),

  portfolios: {
    create: (body: { name: string; properties: number[] }) => requestJson<Portfolio>('POST', '/api/portfolios/', body),
    update: (id: number, body: { name: string; properties: number[] }) => requestJson<Portfolio>('POST', `/api/portfolios/${id}/`, body),
    uploadImage: (id: number, file: File, onProgress?: Progress) => sendForm<Portfolio>('POST', `/api/portfolios/${id}/upload_image/`, formData({ image: file }), onProgress),
    remove: (id: number) => requestJson<null>('DELETE', `/api/portfolios/${id}/`),
    changeOrder: (id: number, order: number) => requestJson<Portfolio[]>('POST', `/api/portfolios/${id}/change_order/`, { id, order }),
  },

  geocode: (q: string) => getJson<{ latitude: number; longitude: number }>(`/api/geocode/?q=${encodeURIComponent(q)}`),
};
