import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { BASE_PATH } from '../../shared/constants';
import type { PublicDataSource } from '../../client/public/data-source';
import { routeTitle, type RootData } from '../../client/public/route-meta';
import { createPublicRoutes } from '../../client/public/routes';
import { htmlDocument } from './html';
import type { EntryAssets } from './manifest';

export type RenderResult = { kind: 'html'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

/** Renders public routes on the server: loaders run first, then React renders with the data embedded. */
export function createPublicRenderer(source: PublicDataSource, assets: () => EntryAssets) {
  const handler = createStaticHandler(createPublicRoutes(source), { basename: BASE_PATH });

  return async function render(request: Request, nonce: string): Promise<RenderResult | null> {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? `${BASE_PATH}/` };
    }
    if (context.statusCode === 404) return null;
    if (context.errors) throw Object.values(context.errors)[0];
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      const body = await renderToString(sheet.collectStyles(<StaticRouterProvider router={router} context={context} nonce={nonce} />));
      const root = context.loaderData.root as RootData;
      const html = htmlDocument({
        title: routeTitle(context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })), root),
        description: root.organization.tagline,
        nonce,
        entry: assets(),
        head: sheet.getStyleTags(),
        body,
      });
      return { kind: 'html', status: context.statusCode, html };
    } finally {
      sheet.seal();
    }
  };
}

/** Streams the tree once every loader has resolved and collects it as one string (cacheable, styles complete). */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        cb();
      },
      final(cb) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        cb();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err),
    });
  });
}

export type { StaticHandlerContext };
