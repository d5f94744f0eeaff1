import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { HttpError } from '../ground/http-error';
import { toFieldErrors } from '../ground/field-errors';

/**
 * What a route declares: path parameters, query string and body, each a zod schema, and the
 * upload middleware when it takes a file (server/uploads/upload.ts).
 */
type Spec = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; upload?: RequestHandler[] };

type Parsed<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: each declared part, parsed and typed. */
export type RouteInput<S extends Spec> = { params: Parsed<S['params']>; query: Parsed<S['query']>; body: Parsed<S['body']> };

const parsedInput = new WeakMap<Request, Record<string, unknown>>();

/** What each endpoint's chain declares, by its parsing handler: the route table reads it (declaredInput). */
const declared = new WeakMap<RequestHandler, Spec>();

/** The parts a handler of an Express route declares, when it is the parsing step of route(). */
export const declaredInput = (handler: unknown): Readonly<Spec> | undefined => declared.get(handler as RequestHandler);

/** Parses the parts into the request's input; the first that does not parse is a 400 with its field errors. */
function parse(spec: Spec, parts: readonly ('params' | 'query' | 'body')[]): RequestHandler {
  return (req, _res, next) => {
    const input = parsedInput.get(req) ?? {};
    for (const part of parts) {
      const schema = spec[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (!result.success) return next(HttpError.fields(toFieldErrors(result.error)));
      input[part] = result.data;
    }
    parsedInput.set(req, input);
    next();
  };
}

/**
 * One endpoint's chain: params and query are parsed first (a bad id never receives a file), then
 * the upload runs, then the body (multipart fields arrive with the file) is parsed, and the handler
 * gets them typed. Handlers read only what they are given, never `req.params`, `req.query` or `req.body`.
 */
export function route<S extends Spec>(spec: S, handler: (input: RouteInput<S>, req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler[] {
  const first = parse(spec, ['params', 'query']);
  declared.set(first, spec);
  return [
    first,
    ...(spec.upload ?? []),
    parse(spec, ['body']),
    async (req, res) => {
      await handler(parsedInput.get(req) as RouteInput<S>, req, res);
    },
  ];
}
