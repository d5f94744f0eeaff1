import type { PropertySettings } from '../../../../shared/types/settings';

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

/** Typed coordinates as the API takes them: a number, null when empty, or the text when not a number (the server refuses it). */
export function coordinate(text: string): number | null | string {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/** The changed fields in API form. */
export function propertyPatch(changes: Partial<PropertyDraft>): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...changes };
  if (changes.latitude !== undefined) patch.latitude = coordinate(changes.latitude);
  if (changes.longitude !== undefined) patch.longitude = coordinate(changes.longitude);
  return patch;
}
