import type { Request, RequestHandler } from 'express';
import type { PublicDataSource } from '../../../client/public/data-source.server';
import { currentAuth } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { contentVersion } from '../../queries/content-version';
import type { EntryAssets } from '../../render/manifest';
import { readyPage, sendReadyPage, type ReadyPage } from '../../render/ready-page';
import { RenderCache } from '../../render/render-cache';
import { boundedQueue } from '../../render/render-queue';
import type { createPublicRenderer, RenderResult } from '../../render/render-public';
import { SESSION_COOKIE } from '../../auth/session-cookie';

/** Renders at a time: under a burst, the rest wait their turn instead of all holding memory at once. */
const RENDER_CONCURRENCY = 1;

type Options = {
  db: Db;
  source: PublicDataSource;
  assets: () => EntryAssets;
  renderCache: boolean;
  renderCacheBytes: number;
  renderQueueMax: number;
};

/** A rendered page is `personal` when its route is never cached (a mailed link's page): no shared cache may keep it either. */
export type PublicPageAnswer = { ready: ReadyPage } | { html: string; status: number; personal: boolean } | { redirect: string; status: number } | 'forbidden' | null;

type PublicRenderer = ReturnType<typeof createPublicRenderer>;
type Renderer = { renderPublic: PublicRenderer; pageUrl: (originalUrl: string) => string };

const hostOf = (req: Request) => (req.hostname || '').toLowerCase();

/** Whether the request can only be an anonymous visitor's: no session cookie, no API token. */
const surelyAnonymous = (req: Request) => !req.headers.authorization && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

/**
 * The server-rendered public pages: the renderer behind a bounded queue, and the cache of anonymous
 * pages held as ready-to-send bytes. `cachedPage` answers a cached page before any session or API
 * middleware runs, so a busy page costs about what a static file does.
 */
export function publicPages({ db, source, assets, renderCache, renderCacheBytes, renderQueueMax }: Options) {
  // React, the router and the pages load with the first page asked for, or when the server starts
  // (load()): a process that only answers /api (each API test file's) never evaluates them.
  let loaded: Renderer | undefined;
  let loading: Promise<Renderer> | undefined;
  const load = (): Promise<Renderer> =>
    (loading ??= import('../../render/render-public').then(
      ({ createPublicRenderer, createPublicPageUrl }) => (loaded = { renderPublic: createPublicRenderer(assets), pageUrl: createPublicPageUrl() }),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const cache = new RenderCache(renderCacheBytes);
  const queue = boundedQueue(RENDER_CONCURRENCY, renderQueueMax);
  /** Anonymous renders under way, by version and key: visitors asking for the same page at once share one render. */
  const rendering = new Map<string, Promise<ReadyPage | RenderResult>>();

  function shared(id: string, work: () => Promise<ReadyPage | RenderResult>): Promise<ReadyPage | RenderResult> {
    const running = rendering.get(id);
    if (running) return running;
    const started = work().finally(() => rendering.delete(id));
    rendering.set(id, started);
    return started;
  }

  /** Renders a public page; anonymous pages come from (and go to) the render cache. */
  async function answer(req: Request, knownVersion: number | undefined): Promise<PublicPageAnswer> {
    const { renderPublic, pageUrl } = loaded ?? (await load());
    const viewer = currentAuth(req)?.user ?? null;
    // The page sees its path and the query parameters it reads, nothing else; the cache keys on the same.
    const url = pageUrl(req.originalUrl);
    const key = `${hostOf(req)}|${url}`;
    const cacheable = renderCache && !viewer;
    const version = cacheable ? (knownVersion ?? (await contentVersion(db))) : 0;
    const cached = cacheable ? cache.get(key, version) : undefined;
    if (cached) return { ready: cached };
    const context = { source, viewer: viewer && { id: viewer.id, first_name: viewer.first_name, roles: viewer.roles }, host: hostOf(req) };
    const render = (gone?: () => boolean) => queue.run(() => renderPublic(new Request(new URL(url, 'http://localhost')), context), gone);
    const result = cacheable
      ? await shared(`${version}|${key}`, async () => {
          const rendered = await render();
          if (rendered.kind !== 'html' || !rendered.cacheable) return rendered;
          const ready = await readyPage(rendered.status, rendered.html);
          cache.set(key, version, ready);
          return ready;
        })
      : // A page for one visitor (signed in, or with the cache off) is not rendered once that visitor has left; a shared render is kept for the cache.
        await render(() => req.socket.destroyed);
    if ('identity' in result) return { ready: result };
    if (result.kind === 'not-found') return null;
    if (result.kind === 'forbidden') return 'forbidden';
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    return { html: result.html, status: result.status, personal: !result.cacheable };
  }

  /** Answers GET and HEAD of a cached anonymous page at once; anything else goes on. */
  const cachedPage: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !renderCache || !surelyAnonymous(req)) return next();
    const version = res.locals.contentVersion as number | undefined;
    if (version === undefined) return next();
    // Nothing is cached before the first render, which loads the renderer.
    if (!loaded) return next();
    const page = cache.get(`${hostOf(req)}|${loaded.pageUrl(req.originalUrl)}`, version);
    if (!page) return next();
    sendReadyPage(req, res, page);
  };

  const render: PublicRenderer = async (request, context) => {
    const { renderPublic } = loaded ?? (await load());
    return queue.run(() => renderPublic(request, context));
  };
  return { answer, cachedPage, render, load };
}
