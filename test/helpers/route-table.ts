import type { Express } from 'express';

export type RouteEntry = { method: string; path: string };

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every route the app's routers declare (method and path pattern), read from Express's own route table. */
export function routeTable(app: Express): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods)) for (const path of paths) entries.push({ method: method.toUpperCase(), path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return entries;
}

/** The routes that answer JSON: the API and the token sign-in. */
export const apiRoutes = (app: Express) => routeTable(app).filter((r) => r.path.startsWith('/api'));
