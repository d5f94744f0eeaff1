import type { PROPERTY_BLOCK_NAMES } from '../../../../shared/constants';
import { PropertyPatchSchema } from '../../../../shared/schemas/webpages';
import type { PropertySettings } from '../../../../shared/types/settings';
import { fieldErrors } from '../../../ui/form-state';
import type { PropertyPatch } from '../api/webpages-api';

/** The blocks of a property's page. */
export type PropertyBlockName = (typeof PROPERTY_BLOCK_NAMES)[number];

/** The property's own fields as the editor's inputs hold them (coordinates as typed text). */
export type PropertyDraft = {
  name: string;
  street: string;
  city: string;
  state: string;
  code: string;
  latitude: string;
  longitude: string;
  phone_number: string;
  manager_email: string;
  manager_fname: string;
  manager_lname: string;
  property_url: string;
  office_hours: string;
  facebook: string;
  twitter: string;
  instagram: string;
  general_info: string;
};

export function propertyDraftOf(p: PropertySettings): PropertyDraft {
  return {
    name: p.name,
    street: p.street,
    city: p.city,
    state: p.state,
    code: p.code,
    latitude: p.latitude === null ? '' : String(p.latitude),
    longitude: p.longitude === null ? '' : String(p.longitude),
    phone_number: p.phone_number,
    manager_email: p.manager_email,
    manager_fname: p.manager_fname,
    manager_lname: p.manager_lname,
    property_url: p.property_url,
    office_hours: p.office_hours,
    facebook: p.facebook,
    twitter: p.twitter,
    instagram: p.instagram,
    general_info: p.general_info,
  };
}

/** Typed coordinate text as the API takes it: a number, null when empty, the text itself when it is not a number (the schema refuses it). */
export function coordinate(text: string): number | null | string {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

export type PatchOrErrors = { ok: true; patch: PropertyPatch } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The changed fields in API form, checked with the API's own schema: typed coordinates become
 * numbers, and a change the server would refuse gives the same field errors without a request.
 */
export function propertyPatch(changes: Partial<PropertyDraft>): PatchOrErrors {
  const { latitude, longitude, ...rest } = changes;
  const parsed = PropertyPatchSchema.safeParse({
    ...rest,
    ...(latitude !== undefined && { latitude: coordinate(latitude) }),
    ...(longitude !== undefined && { longitude: coordinate(longitude) }),
  });
  if (parsed.success) return { ok: true, patch: parsed.data };
  const errors = Object.entries(fieldErrors(parsed.error)).flatMap(([key, message]) => (message ? [[key, [message]]] : []));
  return { ok: false, fieldErrors: Object.fromEntries(errors) };
}
