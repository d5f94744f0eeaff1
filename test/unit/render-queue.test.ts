import { describe, expect, it } from '@jest/globals';
import { boundedQueue, CallerGoneError, QueueFullError } from '../../server/render/render-queue';

/** A task that runs until its release() is called. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
      return 'done';
    },
    release,
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
/** A few turns of the event loop: enough for a freed place to be taken. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await tick();
};

describe('bounded render queue', () => {
  it('runs `concurrency` tasks at once, lets `maxWaiting` wait, and refuses the next at once', async () => {
    const queue = boundedQueue(2, 3);
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g) => queue.run(g.task));
    await expect(queue.run(async () => 'extra')).rejects.toBeInstanceOf(QueueFullError);
    await settle();
    expect(gates.map((g) => g.started)).toEqual([true, true, false, false, false]);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 3 });

    // A finished task frees a place: the first waiting one starts and there is room for one more.
    gates[0]!.release();
    await settle();
    expect(gates[2]!.started).toBe(true);
    const late = gate();
    const lateRun = queue.run(late.task);
    await expect(queue.run(async () => 'extra')).rejects.toBeInstanceOf(QueueFullError);

    for (const g of [...gates, late]) g.release();
    await expect(Promise.all([...runs, lateRun])).resolves.toEqual(Array(6).fill('done'));
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 0, waiting: 0 });
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('starts a task on a later turn of the event loop, so requests read meanwhile are counted first', async () => {
    const queue = boundedQueue(4, 1);
    const first = gate();
    const run = queue.run(first.task);
    await Promise.resolve();
    await Promise.resolve();
    expect(first.started).toBe(false);
    await tick();
    expect(first.started).toBe(true);
    first.release();
    await run;
  });

  it('with no waiting room, takes only what it can run now', async () => {
    const queue = boundedQueue(1, 0);
    const first = gate();
    const run = queue.run(first.task);
    await expect(queue.run(async () => 'second')).rejects.toBeInstanceOf(QueueFullError);
    first.release();
    await run;
    await expect(queue.run(async () => 'second')).resolves.toBe('second');
  });

  it('frees the place of a task that fails', async () => {
    const queue = boundedQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('a caller gone by its turn', () => {
  it('is refused with CallerGoneError and its task never runs, while the others run', async () => {
    const queue = boundedQueue(1, 3);
    const first = gate();
    const leaving = gate();
    const staying = gate();
    let left = false;
    const runs = [queue.run(first.task), queue.run(leaving.task, () => left), queue.run(staying.task, () => false)];
    await settle();
    left = true;
    first.release();
    staying.release();
    await expect(runs[1]).rejects.toBeInstanceOf(CallerGoneError);
    await expect(Promise.all([runs[0], runs[2]])).resolves.toEqual(['done', 'done']);
    expect(leaving.started).toBe(false);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 0, waiting: 0 });
  });
});
