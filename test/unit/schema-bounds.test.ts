import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Every list a request may send has a maximum: an unbounded id list turned into one SQL query ends
 * in "too many SQL variables" (a 500), and any unbounded list costs time in proportion to what a
 * client chose to send. This walks every zod schema the server reads requests with.
 */
const BOUNDED_ELSEWHERE: RegExp[] = [
  // A document body (DocumentBodySchema, wherever a body is taken): its nodes are counted before the
  // schema runs (MAX_DOCUMENT_NODES in all, MAX_DOCUMENT_DEPTH deep), and a refine caps a node's attributes.
  /(DocumentBodySchema|\.body)\.(content|attrs)$/,
  // Keyed by the question catalog: a key that is no question of it is refused.
  /:DraftSaveSchema\.answers$/,
];

function schemaFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.ts$/.test(name) && !name.endsWith('.d.ts')) files.push(file);
    }
  };
  walk('shared');
  walk('server/routes');
  return files.filter((f) => !f.startsWith('server/routes') || /schema\.ts$/.test(f));
}

type Def = { type: string; [key: string]: unknown };
type Schema = { _zod: { def: Def & { checks?: { _zod: { def: { check: string } } }[] } } };
const isSchema = (value: unknown): value is Schema => typeof (value as Schema | null)?._zod?.def?.type === 'string';

/** Where a schema takes a list or a map of any length, by the path of its field. */
function unboundedLists(root: Schema, name: string): string[] {
  const found: string[] = [];
  const seen = new Set<Schema>();
  const visit = (schema: unknown, where: string) => {
    if (!isSchema(schema) || seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def;
    const inner = def as Record<string, unknown>;
    switch (def.type) {
      case 'array':
        if (!(def.checks ?? []).some((c) => c._zod.def.check === 'max_length')) found.push(where);
        return visit(inner.element, `${where}[]`);
      case 'record':
        // A map keyed by an enum has at most as many keys as the enum.
        if ((inner.keyType as Schema)._zod.def.type !== 'enum') found.push(where);
        return visit(inner.valueType, `${where}{}`);
      case 'object':
        for (const [key, value] of Object.entries(inner.shape as Record<string, unknown>)) visit(value, `${where}.${key}`);
        return visit(inner.catchall, `${where}.*`);
      case 'pipe':
        visit(inner.in, where);
        return visit(inner.out, where);
      case 'union':
        return (inner.options as unknown[]).forEach((option) => visit(option, where));
      case 'intersection':
        visit(inner.left, where);
        return visit(inner.right, where);
      case 'tuple':
        return (inner.items as unknown[]).forEach((item, i) => visit(item, `${where}[${i}]`));
      case 'lazy':
        return visit((inner.getter as () => unknown)(), where);
      default:
        return visit(inner.innerType, where);
    }
  };
  visit(root, name);
  return found;
}

describe('request schemas', () => {
  it('bound every list and map a client may send', async () => {
    const unbounded: string[] = [];
    let schemas = 0;
    for (const file of schemaFiles()) {
      const module = (await import(path.resolve(file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!isSchema(value)) continue;
        schemas++;
        unbounded.push(...unboundedLists(value, `${file}:${name}`).filter((where) => !BOUNDED_ELSEWHERE.some((known) => known.test(where))));
      }
    }
    expect(schemas).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});
