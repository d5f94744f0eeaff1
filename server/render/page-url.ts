import { matchRoutes, type RouteObject } from 'react-router-dom';
import { BASE_PATH } from '../../shared/constants';
import type { RouteHandle } from '../../client/public/route-meta.server';

/**
 * The request URL cut down to what its public page reads: the path and the query parameters the
 * matched routes declare in `handle.query` (all their values, in declared order). Unknown
 * parameters (utm=..., cache busters) are dropped, so they neither reach the render nor make a new
 * cache entry; a page that declares none is its path alone.
 */
export function createPageUrl(routes: RouteObject[]): (originalUrl: string) => string {
  return (originalUrl) => {
    const url = new URL(originalUrl, 'http://localhost');
    const matches = matchRoutes(routes, url.pathname, BASE_PATH) ?? [];
    const names = new Set(matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.query ?? []));
    const kept = new URLSearchParams();
    for (const name of names) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
    const search = kept.toString();
    return search ? `${url.pathname}?${search}` : url.pathname;
  };
}
