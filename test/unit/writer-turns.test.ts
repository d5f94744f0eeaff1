import { describe, expect, it } from '@jest/globals';
import { DatabaseBusyError } from '../../server/db/database-busy';
import { writerTurns } from '../../server/db/writer-turns';

const turnOf = () => new Promise((resolve) => setImmediate(resolve));

describe('writer turns', () => {
  it('gives one turn at a time, in the order they were asked for', async () => {
    const take = writerTurns();
    const order: number[] = [];
    const ends: (() => void)[] = [];
    const turns = [0, 1, 2, 3].map((i) => take(5_000).then((end) => (order.push(i), ends.push(end))));
    await turnOf();
    expect(order).toEqual([0]);
    ends[0]!();
    await turnOf();
    expect(order).toEqual([0, 1]);
    ends[1]!();
    ends[1]!(); // Ending a turn twice gives no one else a turn.
    await turnOf();
    expect(order).toEqual([0, 1, 2]);
    ends[2]!();
    await Promise.all(turns);
    expect(order).toEqual([0, 1, 2, 3]);
    ends[3]!();
  });

  it('refuses a turn not given within its wait with DatabaseBusyError, and the line goes on without it', async () => {
    const take = writerTurns();
    const endFirst = await take(5_000);
    const late = take(20);
    const next = take(5_000);
    await expect(late).rejects.toBeInstanceOf(DatabaseBusyError);
    endFirst();
    const endNext = await next;
    endNext();
    // Free again: the refused writer's place did not keep the turn.
    (await take(20))();
  });
});
