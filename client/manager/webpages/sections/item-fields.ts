import type { Accept } from '../fields/file-types';

export type FieldSpec<T = never> =
  | { name: string; label: string; kind: 'text' | 'textarea'; required?: boolean }
  | { name: string; label: string; kind: 'checkbox' }
  | { name: string; label: string; kind: 'file'; accept: Accept; requiredOnCreate?: boolean; currentUrl?: (item: T) => string | null }
  | { name: string; label: string; kind: 'choices'; options: { value: number; label: string }[] };

export type Values = Record<string, string | boolean | File | null | number[]>;

/** A dialog value as the text its field holds. */
export const textOf = (value: Values[string] | undefined): string => (typeof value === 'string' ? value : '');

/** The file chosen in a dialog; undefined when none was (an edit then keeps the stored file). */
export const fileOf = (value: Values[string] | undefined): File | undefined => (value instanceof File ? value : undefined);
