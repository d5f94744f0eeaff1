import { describe, expect, it } from '@jest/globals';
import { ConnectionMutex } from '../../server/db/sqlite-driver';

describe('the SQLite connection mutex', () => {
  it('gives the connection to one holder at a time, in the order asked', async () => {
    const mutex = new ConnectionMutex();
    const order: number[] = [];
    let holders = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        await mutex.lock();
        holders++;
        most = Math.max(most, holders);
        order.push(i);
        await new Promise((resolve) => setImmediate(resolve));
        holders--;
        mutex.unlock();
      }),
    );
    expect(most).toBe(1);
    expect(order).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('is free again once the last holder lets go', async () => {
    const mutex = new ConnectionMutex();
    await mutex.lock();
    mutex.unlock();
    let taken = false;
    void mutex.lock().then(() => (taken = true));
    await Promise.resolve();
    expect(taken).toBe(true);
  });
});
