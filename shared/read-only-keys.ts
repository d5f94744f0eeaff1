import { z } from './zod';

/**
 * "Loaded whole, edited, saved whole" (docs/decisions/020-read-only-keys.md): a save takes back
 * exactly what its read answered. The keys the server answers but a save cannot change (`id`,
 * `total`, `approved_at`, names of linked records...) are dropped before the strict schema parses
 * the body, so they are accepted and ignored whatever their value; every other unknown key is
 * still refused (400). The strict schema itself is unchanged, and stays what the client validates.
 *
 * A path is a key of the body (`total`), or a key of each item of one of its lists
 * (`rows[].building`, `ledger_entries[].id`).
 */
export type ReadOnlyPath = string;

/** The answer's top-level keys that the save's input does not take: each must be listed as read-only. */
type AnswerOnlyKeys<Answer, S extends z.ZodType> = Exclude<keyof Answer & string, keyof z.input<S>>;
type TopLevel<P extends string> = P extends `${infer Head}[].${string}` ? Head : P;
/** Compile-time check: a read-only key of the answer left out of the list names itself here (an answer keyed by any string is not checked). */
type Covers<Answer, S extends z.ZodType, P extends string> = string extends keyof Answer
  ? unknown
  : [Exclude<AnswerOnlyKeys<Answer, S>, TopLevel<P>>] extends [never]
  ? unknown
  : { readOnlyKeysMissing: Exclude<AnswerOnlyKeys<Answer, S>, TopLevel<P>> };

/** A copy of the body without the read-only paths; anything but a plain object is left for the schema to refuse. */
function withoutPaths(value: unknown, paths: readonly ReadOnlyPath[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const nested = new Map<string, ReadOnlyPath[]>();
  for (const path of paths) {
    const at = path.indexOf('[].');
    if (at < 0) {
      delete copy[path];
      continue;
    }
    const list = path.slice(0, at);
    nested.set(list, [...(nested.get(list) ?? []), path.slice(at + 3)]);
  }
  for (const [list, inner] of nested) {
    const items = copy[list];
    if (Array.isArray(items)) copy[list] = items.map((item) => withoutPaths(item, inner));
  }
  return copy;
}

/**
 * The save schema that also accepts (and drops) the read-only keys of `Answer`, what its `GET`
 * answers. Curried so the answer's type is named and the list is checked against it: an answer's key
 * that the schema does not take and the list does not name is a type error.
 *
 *     acceptingReadOnly<PaymentPlan>()(PaymentPlanUpdateSchema, ['id', 'total', ...])
 */
export function acceptingReadOnly<Answer extends object>() {
  return <S extends z.ZodType, const P extends readonly ((keyof Answer & string) | `${keyof Answer & string}[].${string}`)[]>(
    schema: S,
    paths: P & Covers<Answer, S, P[number]>,
  ): z.ZodType<z.output<S>, z.input<S> & { [K in TopLevel<P[number]>]?: unknown }> =>
    z.preprocess((body) => withoutPaths(body, paths), schema) as unknown as z.ZodType<z.output<S>, z.input<S> & { [K in TopLevel<P[number]>]?: unknown }>;
}
