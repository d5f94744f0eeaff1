import { PRODUCT_LABEL } from './constants';

/** Browser titles: the product label followed by the given parts, joined with a dash. */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [PRODUCT_LABEL, ...parts.filter((p): p is string => !!p && p.trim() !== '')].join(' - ');
}
