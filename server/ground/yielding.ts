import { setImmediate as nextTurn } from 'node:timers/promises';

/** Longest stretch of work one request does before letting other requests run. */
export const SLICE_MS = 8;

/**
 * Runs `each` over the items in slices of at most about SLICE_MS, giving the event loop a turn
 * between slices, so one request's long check never holds up other visitors. Stops early when
 * `each` answers false.
 */
export async function forEachYielding<T>(items: Iterable<T>, each: (item: T) => boolean | void): Promise<void> {
  let sliceStart = performance.now();
  let count = 0;
  for (const item of items) {
    if (each(item) === false) return;
    // Reading the clock is cheap, but not free: look every 64 items.
    if ((++count & 63) === 0 && performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
