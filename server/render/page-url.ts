import { matchRoutes, type RouteObject } from 'react-router-dom';
import { BASE_PATH } from '../../shared/constants';
import type { RouteHandle } from '../../client/public/route-meta.server';

/** Paths whose declared parameters are remembered: matching routes is most of a cached page's cost. */
const REMEMBERED_PATHS = 1000;

/**
 * The request URL cut down to what its public page reads: the path and the query parameters the
 * matched routes declare in `handle.query` (all their values, in declared order). Unknown
 * parameters (utm=..., cache busters) are dropped, so they neither reach the render nor make a new
 * cache entry; a page that declares none is its path alone.
 */
export function createPageUrl(routes: RouteObject[]): (originalUrl: string) => string {
  const declared = new Map<string, string[]>();
  const queryNames = (pathname: string): string[] => {
    let names = declared.get(pathname);
    if (!names) {
      const matches = matchRoutes(routes, pathname, BASE_PATH) ?? [];
      names = [...new Set(matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.query ?? []))];
      if (declared.size >= REMEMBERED_PATHS) declared.delete(declared.keys().next().value!);
      declared.set(pathname, names);
    }
    return names;
  };
  return (originalUrl) => {
    const queryAt = originalUrl.indexOf('?');
    const pathname = new URL(queryAt < 0 ? originalUrl : originalUrl.slice(0, queryAt), 'http://localhost').pathname;
    const names = queryNames(pathname);
    if (!names.length || queryAt < 0) return pathname;
    const params = new URLSearchParams(originalUrl.slice(queryAt + 1));
    const kept = new URLSearchParams();
    for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
    const search = kept.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
}
