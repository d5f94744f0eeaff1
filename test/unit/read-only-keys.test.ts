import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { acceptingReadOnly } from '../../shared/read-only-keys';

type Answer = { id: number; name: string; total: string; rows: { id: number; label: string; note: string }[] };

const Save = z.strictObject({ name: z.string(), rows: z.array(z.strictObject({ id: z.number(), note: z.string() })) }).refine((s) => s.name !== 'forbidden', { path: ['name'], error: 'No' });
const SaveAsLoaded = acceptingReadOnly<Answer>()(Save, ['id', 'total', 'rows[].label']);

describe('acceptingReadOnly', () => {
  it('takes the answer back whole and drops its read-only keys, at the top and in each item of a list', () => {
    const answer: Answer = { id: 7, name: 'Plan', total: '10.00', rows: [{ id: 1, label: 'Bed 1', note: 'a' }] };
    expect(SaveAsLoaded.parse(answer)).toEqual({ name: 'Plan', rows: [{ id: 1, note: 'a' }] });
    // The body itself is left as it came.
    expect(answer).toEqual({ id: 7, name: 'Plan', total: '10.00', rows: [{ id: 1, label: 'Bed 1', note: 'a' }] });
  });

  it('ignores a read-only key whatever its value', () => {
    expect(SaveAsLoaded.parse({ id: 'x', total: { a: 1 }, name: 'Plan', rows: [] })).toEqual({ name: 'Plan', rows: [] });
  });

  it('still refuses an unknown key, at the top and in a list, and keeps the schema’s own checks', () => {
    expect(SaveAsLoaded.safeParse({ name: 'Plan', rows: [], colour: 'red' }).success).toBe(false);
    expect(SaveAsLoaded.safeParse({ name: 'Plan', rows: [{ id: 1, note: 'a', colour: 'red' }] }).success).toBe(false);
    expect(SaveAsLoaded.safeParse({ name: 'forbidden', rows: [] }).error?.issues[0]?.path).toEqual(['name']);
    // A read-only key of a list's items is not read-only at the top.
    expect(SaveAsLoaded.safeParse({ name: 'Plan', rows: [], label: 'x' }).success).toBe(false);
  });

  it('leaves anything but an object for the schema to refuse', () => {
    for (const body of [null, [], 'x', 1, { name: 'Plan', rows: 'x' }]) expect(SaveAsLoaded.safeParse(body).success).toBe(false);
  });
});
