import { describe, expect, it } from '@jest/globals';
import { loadAll } from '../../client/manager/components/load-all';

describe('loadAll', () => {
  it('fetches every part at once with the one signal and answers them by name', async () => {
    const signal = new AbortController().signal;
    const seen: AbortSignal[] = [];
    const started: string[] = [];
    let finishLease!: (value: { id: number }) => void;
    const lease = (s: AbortSignal) => {
      seen.push(s);
      started.push('lease');
      return new Promise<{ id: number }>((resolve) => (finishLease = resolve));
    };
    const ledger = (s: AbortSignal) => {
      seen.push(s);
      started.push('ledger');
      return Promise.resolve([1, 2]);
    };
    const answer = loadAll({ lease, ledger }, signal);
    // Both asked before the first has answered.
    expect(started).toEqual(['lease', 'ledger']);
    finishLease({ id: 7 });
    await expect(answer).resolves.toEqual({ lease: { id: 7 }, ledger: [1, 2] });
    expect(seen).toEqual([signal, signal]);
  });

  it('fails with the first failure', async () => {
    const failure = new Error('no ledger');
    await expect(loadAll({ lease: () => Promise.resolve(1), ledger: () => Promise.reject(failure) }, new AbortController().signal)).rejects.toBe(failure);
  });
});
