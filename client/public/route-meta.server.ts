import { pageTitle } from '../../shared/page-title';
import type { PostedForm } from '../../shared/types/posted-form';
import type { PublicOrganization } from '../../shared/types/public';
import type { Viewer } from './islands/HeaderActions';

/** `posted`: the answer to a form posted without JavaScript (never in a cached page). */
export type RootData = { organization: PublicOrganization; year: number; viewer: Viewer | null; posted: PostedForm | null };

/** The hero image a page asks the browser to fetch first (with its resized copies when there are any). */
export type PreloadImage = { href: string; srcset: string | null };

/**
 * Routes carry `handle.title(loaderData, root)` and optionally the hero image to preload, and
 * `query`: the query parameters their loader reads. A page is rendered from its path and those
 * parameters only (others are dropped before the render), and the render cache keys on the same.
 */
export type RouteHandle = { title?: (data: unknown, root: RootData) => string; preload?: (data: unknown, root: RootData) => PreloadImage | null; cache?: boolean; query?: readonly string[]; /** The header shows the company's name and nothing to sign in or browse to (a guarantor's signing page). */ bare?: boolean };

type Match = { handle: unknown; data: unknown };

function deepest<K extends 'title' | 'preload'>(matches: Match[], key: K): { fn: NonNullable<RouteHandle[K]>; data: unknown } | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const fn = (matches[i]!.handle as RouteHandle | undefined)?.[key];
    if (fn) return { fn: fn as NonNullable<RouteHandle[K]>, data: matches[i]!.data };
  }
  return null;
}

export function routeTitle(matches: Match[], root: RootData): string {
  const found = deepest(matches, 'title');
  return found ? found.fn(found.data, root) : pageTitle(root.organization.name);
}

export function routePreload(matches: Match[], root: RootData): PreloadImage | null {
  const found = deepest(matches, 'preload');
  return found ? found.fn(found.data, root) : null;
}

/** Whether the matched route shows the bare header. */
export const routeBare = (matches: Match[]) => matches.some((m) => (m.handle as RouteHandle | undefined)?.bare === true);

/** False when any matched route must not be kept in the render cache. */
export function routeCacheable(matches: Match[]): boolean {
  return matches.every((m) => (m.handle as RouteHandle | undefined)?.cache !== false);
}
