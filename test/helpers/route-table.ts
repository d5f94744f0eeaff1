import type { Express } from 'express';
import type { z } from 'zod';
import type { Role } from '../../shared/constants';
import { guardedRoles } from '../../server/auth/authenticate';
import { declaredInput } from '../../server/http/route';

/** A route, the query and body schemas it declares through route() (server/http/route.ts), and the roles its requireRole guard admits (none: no guard; empty: anyone signed in). */
export type RouteEntry = { method: string; path: string; query?: z.ZodType; body?: z.ZodType; roles?: readonly Role[] };

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: unknown }[] }; handle?: { stack?: Layer[] } };

/** Every route the app's routers declare (method, path pattern and input schemas), read from Express's own route table. */
export function routeTable(app: Express): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        const spec = layer.route.stack.map((l) => declaredInput(l.handle)).find(Boolean);
        const roles = layer.route.stack.map((l) => guardedRoles(l.handle)).find(Boolean);
        for (const method of Object.keys(layer.route.methods)) for (const path of paths) entries.push({ method: method.toUpperCase(), path, query: spec?.query, body: spec?.body, roles });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return entries;
}

/** The routes that answer JSON: the API and the token sign-in. */
export const apiRoutes = (app: Express) => routeTable(app).filter((r) => r.path.startsWith('/api'));
