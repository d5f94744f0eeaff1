import type { UIMatch } from 'react-router-dom';
import { pageTitle } from '../../shared/page-title';
import type { PublicOrganization } from '../../shared/types/public';

export type RootData = { organization: PublicOrganization; year: number };

/** Routes carry `handle.title(loaderData, root)`; the deepest one names the page. */
export type RouteHandle = { title?: (data: unknown, root: RootData) => string };

export function routeTitle(matches: Pick<UIMatch, 'handle' | 'data'>[], root: RootData): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title(matches[i]!.data, root);
  }
  return pageTitle(root.organization.name);
}
