import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The fuzz test's dictionary, read from the app's own zod schemas: every module of `shared/` and
 * every `server/routes/**\/schema.ts` is imported, each exported zod schema walked (objects, arrays,
 * unions, optionals, pipes, records, lazies...), and from it come field names, values worth
 * sending (enum members, literals, lengths and numbers at and past each bound) and, per object
 * schema, bodies that pass its parse or fail it by one bound, so requests reach the handlers
 * behind the strict schemas too.
 */

/** zod 4's internals, as far as the walk reads them. */
type Internals = {
  def: {
    type: string;
    shape?: Record<string, Schema>;
    catchall?: Schema;
    element?: Schema;
    options?: Schema[];
    innerType?: Schema;
    in?: Schema;
    out?: Schema;
    entries?: Record<string, unknown>;
    values?: unknown[];
    keyType?: Schema;
    valueType?: Schema;
    left?: Schema;
    right?: Schema;
    items?: Schema[];
    rest?: Schema | null;
    getter?: () => Schema;
    format?: string;
    checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; value?: number | bigint; inclusive?: boolean; format?: string } } }[];
  };
};
type Schema = { _zod: Internals };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema)._zod?.def?.type === 'string';

export type SchemaDictionary = {
  /** Every field name any schema declares (nested objects' too). */
  fields: string[];
  /** Values worth sending in any field: enum members, literals, bounds and one past them. */
  values: unknown[];
  /** The fields some schema takes a list in. */
  listFields: string[];
  /** Per field, the values its schemas suggest. */
  valuesByField: Map<string, unknown[]>;
  /** How many exported schemas were walked, in how many modules. */
  schemas: number;
  modules: number;
};

/** The schema modules: everything under shared/ and the server's route schema files. */
function schemaModules(root: string): string[] {
  const list = (dir: string) => (readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((file) => path.join(dir, file));
  return [...list('shared').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)), ...list('server/routes').filter((file) => file.endsWith('schema.ts'))].sort();
}

/** Text a field's name asks for, where its schema checks more than a length (a refine, a pattern). */
function textFor(key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (/date|birth/.test(key)) return '2026-08-20';
  if (/_at$|datetime/.test(key)) return '2026-08-20T10:00:00.000Z';
  if (/amount|rent|payment/.test(key)) return '10.00';
  if (/email|username|send_email_from/.test(key)) return 'fuzz@example.com';
  if (/phone/.test(key)) return '(512) 555-0142';
  if (/url|facebook|twitter|instagram/.test(key)) return 'https://example.com/';
  if (/password/.test(key)) return 'Fuzz-password-2';
  if (key === 'gtm_tag_id') return 'GTM-ABC123';
  return undefined;
}

const SAMPLE_TEXT: Record<string, string> = { email: 'fuzz@example.com', date: '2026-08-20', datetime: '2026-08-20T10:00:00.000Z', url: 'https://example.com/', uuid: '00000000-0000-4000-8000-000000000000' };

/** A schema's bounds, from its checks: lengths for strings and arrays, values for numbers. */
function bounds(def: Internals['def']): { min?: number; max?: number; format?: string } {
  const out: { min?: number; max?: number; format?: string } = { format: def.format };
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    const step = c.inclusive === false ? (def.type === 'number' && c.format !== 'safeint' ? 0.5 : 1) : 0;
    if (c.check === 'min_length') out.min = c.minimum;
    else if (c.check === 'max_length') out.max = c.maximum;
    else if (c.check === 'length_equals') out.min = out.max = c.length;
    else if (c.check === 'greater_than') out.min = Number(c.value) + step;
    else if (c.check === 'less_than') out.max = Number(c.value) - step;
    else if (c.check === 'string_format' || c.check === 'number_format') out.format ??= c.format;
  }
  return out;
}

/** A few values for one schema: the first is meant to parse, the rest sit on or past its bounds. */
function samples(schema: Schema, depth = 0, seen = new Set<Schema>(), key?: string): unknown[] {
  if (depth > 6 || seen.has(schema)) return [null];
  const { def } = schema._zod;
  const bag = bounds(def);
  const inner = (s: Schema | undefined, field = key) => (s ? samples(s, depth + 1, new Set([...seen, schema]), field) : [null]);
  switch (def.type) {
    case 'string': {
      const min = bag.min ?? 0;
      const max = bag.max;
      const format = (bag.format && SAMPLE_TEXT[bag.format]) || textFor(key);
      const base = format ?? 'x'.repeat(Math.max(1, min));
      return [base, ...(max !== undefined && max < 100_000 ? ['x'.repeat(max), 'x'.repeat(max + 1)] : []), ...(min > 0 ? ['x'.repeat(min - 1)] : ['']), ' '];
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const { min, max } = bag;
      const safe = max !== undefined && Math.abs(max) < 1e15;
      return [min !== undefined && Math.abs(min) < 1e15 ? Math.max(min, 1) : 1, ...(min !== undefined && Math.abs(min) < 1e15 ? [min, min - 1] : [0, -1]), ...(safe ? [max, max + 1] : [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2]), 1.5];
    }
    case 'boolean':
      return [true, false];
    case 'enum':
      return [...Object.values(def.entries ?? {}), 'not-a-member'];
    case 'literal':
      return [...(def.values ?? []), 'not-the-literal'];
    case 'null':
      return [null];
    case 'date':
      return ['2026-08-20'];
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(([field, value]) => [field, inner(value, field)] as const);
      const first = Object.fromEntries(entries.map(([field, values]) => [field, values[0]]));
      return [first, ...entries.flatMap(([field, values]) => values.slice(1, 3).map((v) => ({ ...first, [field]: v })))].slice(0, 8);
    }
    case 'array': {
      const element = inner(def.element);
      const min = bag.min ?? 0;
      const max = bag.max;
      return [
        Array.from({ length: Math.max(1, min) }, () => element[0]),
        [],
        element.slice(1, 4),
        ...(max !== undefined && max <= 600 ? [Array.from({ length: max + 1 }, () => element[0])] : []),
      ];
    }
    case 'tuple':
      return [(def.items ?? []).map((item) => inner(item)[0])];
    case 'record': {
      const keys = inner(def.keyType).filter((k): k is string => typeof k === 'string');
      const values = inner(def.valueType);
      return [Object.fromEntries(keys.slice(0, 3).map((k, i) => [k, values[i % values.length]])), {}];
    }
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option)).slice(0, 8);
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out).slice(1)];
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'default':
    case 'prefault':
      return [...inner(def.innerType), ...(def.type === 'nullable' ? [null] : [])];
    case 'lazy':
      return def.getter ? inner(def.getter()) : [null];
    case 'transform':
    case 'any':
    case 'unknown':
    default:
      return ['x', 1, null];
  }
}

/** Every object key in the schema, with the values its field's schema suggests. */
function collectFields(schema: Schema, into: Map<string, Set<unknown>>, lists: Set<string>, seen = new Set<Schema>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const { def } = schema._zod;
  for (const [key, value] of Object.entries(def.shape ?? {})) {
    const set = into.get(key) ?? new Set();
    for (const v of samples(value, 0, new Set(), key)) if (typeof v !== 'object' || v === null) set.add(v);
    if (isList(value)) lists.add(key);
    into.set(key, set);
    collectFields(value, into, lists, seen);
  }
  const children = [def.catchall, def.element, ...(def.options ?? []), def.innerType, def.in, def.out, def.keyType, def.valueType, def.left, def.right, ...(def.items ?? []), def.rest ?? undefined];
  if (def.type === 'lazy' && def.getter) children.push(def.getter());
  for (const child of children) if (child && isSchema(child)) collectFields(child, into, lists, seen);
}

/** Whether the schema takes a list (through optionals, pipes, unions). */
function isList(schema: Schema, depth = 0): boolean {
  const { def } = schema._zod;
  if (def.type === 'array' || def.type === 'tuple') return true;
  if (depth > 6) return false;
  return [def.innerType, def.in, def.out, ...(def.options ?? [])].some((s) => s && isList(s, depth + 1));
}

/** The object at the heart of a schema (through optionals, pipes, refinements), if it has one. */
function objectOf(schema: Schema): Schema | null {
  const { def } = schema._zod;
  if (def.type === 'object') return schema;
  const next = def.innerType ?? def.in;
  return next ? objectOf(next) : null;
}

const queryString = (body: Record<string, unknown>) =>
  '?' +
  Object.entries(body)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
    .join('&');

/**
 * An object schema's bodies: the first meant to parse, then bodies on or one past each bound
 * (deduplicated); none for a schema that is not an object.
 */
export function bodySamples(schema: unknown): Record<string, unknown>[] {
  if (!isSchema(schema) || !objectOf(schema)) return [];
  const bodies = new Map<string, Record<string, unknown>>();
  for (const sample of samples(schema)) {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) continue;
    const key = JSON.stringify(sample);
    if (key.length < 200_000) bodies.set(key, sample as Record<string, unknown>);
  }
  return [...bodies.values()];
}

/** A query schema's samples as query strings, built the same way. */
export const querySamples = (schema: unknown): string[] => [...new Set(bodySamples(schema).map(queryString))].filter((q) => q.length > 1 && q.length < 4_000);

/** Reads every schema module of the app under `root` and builds the dictionary. */
export async function schemaDictionary(root = process.cwd()): Promise<SchemaDictionary> {
  const modules = schemaModules(root);
  const fieldValues = new Map<string, Set<unknown>>();
  const lists = new Set<string>();
  const values = new Set<unknown>();
  let schemas = 0;
  for (const file of modules) {
    const exports = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!isSchema(value)) continue;
      schemas++;
      collectFields(value, fieldValues, lists);
      for (const v of samples(value)) if (typeof v !== 'object' || v === null) values.add(v);
    }
  }
  for (const set of fieldValues.values()) for (const v of set) values.add(v);
  return {
    fields: [...fieldValues.keys()].sort(),
    listFields: [...lists].sort(),
    values: [...values].filter((v) => typeof v !== 'string' || v.length <= 1_000),
    valuesByField: new Map([...fieldValues].map(([key, set]) => [key, [...set]])),
    schemas,
    modules: modules.length,
  };
}
