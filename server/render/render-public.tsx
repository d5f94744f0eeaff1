import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { BASE_PATH } from '../../shared/constants';
import type { PublicDataSource, PublicRequestContext } from '../../client/public/data-source.server';
import { routeCacheable, routePreload, routeTitle, type RootData } from '../../client/public/route-meta.server';
import { OUTSIDE_BASENAME_HEADER } from '../../client/public/loaders.server';
import { createPublicRoutes } from '../../client/public/routes.server';
import { createPageUrl } from './page-url';
import { htmlDocument } from './html';
import { serverStyleSheet } from './style-sheet';
import type { EntryAssets } from './manifest';

/**
 * The root, index and property loaders all need the company and run in parallel: within one render
 * they share one read of it (four queries: the company, its properties, header media, block settings).
 */
function organizationOncePerRender(source: PublicDataSource): PublicDataSource {
  let organization: ReturnType<PublicDataSource['organization']> | undefined;
  return { ...source, organization: () => (organization ??= source.organization()) };
}

export type RenderResult = { kind: 'html'; status: number; html: string; cacheable: boolean } | { kind: 'forbidden' } | { kind: 'redirect'; status: number; location: string } | { kind: 'not-found' };

/**
 * Renders public routes on the server: loaders run first, then React renders with the data.
 * Pages hydrate as islands, so no router state is embedded. The page is the same bytes for every
 * anonymous visitor (no per-response nonce), so it can be cached ready to send.
 */
/** The URL a public page is rendered and cached under (see createPageUrl). */
export const createPublicPageUrl = () => createPageUrl(createPublicRoutes());

export function createPublicRenderer(assets: () => EntryAssets) {
  const handler = createStaticHandler(createPublicRoutes(), { basename: BASE_PATH });

  return async function render(request: Request, context: PublicRequestContext): Promise<RenderResult> {
    const perRender = { ...context, source: organizationOncePerRender(context.source) };
    const result = await handler.query(request, { requestContext: perRender });
    if (result instanceof Response) {
      const location = result.headers.get(OUTSIDE_BASENAME_HEADER) ?? result.headers.get('Location') ?? `${BASE_PATH}/`;
      return { kind: 'redirect', status: result.status, location };
    }
    if (result.statusCode === 404) return { kind: 'not-found' };
    if (result.statusCode === 403) return { kind: 'forbidden' };
    if (result.errors) throw Object.values(result.errors)[0];
    const router = createStaticRouter(handler.dataRoutes, result);
    const sheet = serverStyleSheet();
    try {
      // Synchronous: every loader has resolved and no public page suspends (the lazy parts, the sign-in
      // dialog and the lightbox, render only once opened), so the whole page is one string without
      // React's stream encoding each chunk to bytes and back.
      const body = renderToString(sheet.collectStyles(<StaticRouterProvider router={router} context={result} hydrate={false} />));
      const root = result.loaderData.root as RootData;
      const matches = result.matches.map((m) => ({ handle: m.route.handle, data: result.loaderData[m.route.id] }));
      const html = htmlDocument({
        title: routeTitle(matches, root),
        description: root.organization.tagline,
        entry: assets(),
        head: sheet.getStyleTags(),
        body,
        preloadImage: routePreload(matches, root),
        gtmTagId: root.organization.gtm_tag_id,
        scriptsLast: true,
        registerWorker: true,
      });
      return { kind: 'html', status: result.statusCode, html, cacheable: routeCacheable(matches) };
    } finally {
      sheet.seal();
    }
  };
}
