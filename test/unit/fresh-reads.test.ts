import { describe, expect, it } from '@jest/globals';
import { freshReads } from '../../server/ground/fresh-reads';

/** A read whose answers the test releases one at a time; `value` is what the store holds when a read starts. */
function store() {
  let value = 0;
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started++;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return { read, set: (v: number) => (value = v), release: () => pending.shift()!(), started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshReads', () => {
  it('shares one read among callers that arrive while another runs, and never answers with a read older than the call', async () => {
    const s = store();
    const get = freshReads(s.read);
    const first = get();
    s.set(1); // a write committed after the first read started
    const second = get();
    const third = get();
    expect(s.started()).toBe(1);
    s.release();
    expect(await first).toBe(0);
    await tick();
    expect(s.started()).toBe(2); // the second and third share the next read, which sees the write
    s.release();
    expect([await second, await third]).toEqual([1, 1]);
    const fourth = get();
    expect(s.started()).toBe(3);
    s.release();
    expect(await fourth).toBe(1);
  });

  it('goes on after a failed read', async () => {
    let fail = true;
    const get = freshReads(async () => {
      if (fail) throw new Error('down');
      return 7;
    });
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe(7);
  });
});
