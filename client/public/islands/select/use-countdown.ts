import { useEffect, useRef, useState } from 'react';

/**
 * How far the server's clock is ahead of this browser's, from a `now` the server answered: for the
 * page's own data, the moment its answer began to arrive (the server read `now` just before
 * sending it); for an API answer, the moment it arrived. A phone whose clock is minutes off still
 * counts down to the server's times.
 */
export function clockOffset(serverNow: string, answered: 'page' | 'now'): number {
  let at = Date.now();
  if (answered === 'page') {
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation && navigation.responseStart > 0) at = performance.timeOrigin + navigation.responseStart;
  }
  return Date.parse(serverNow) - at;
}

/**
 * The time left until `target` (ISO), by the server's clock: first as the server rendered it (so
 * the page hydrates with the same text), then each second. `onZero` runs once when it runs out.
 */
export function useCountdown(target: string, serverNow: string, offset: number | null, onZero?: () => void): number {
  const [left, setLeft] = useState(() => Date.parse(target) - Date.parse(serverNow));
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    const skew = offset ?? clockOffset(serverNow, 'page');
    const end = Date.parse(target);
    let done = false;
    const tick = () => {
      const remaining = end - (Date.now() + skew);
      setLeft(remaining);
      if (remaining <= 0 && !done) {
        done = true;
        zero.current?.();
      }
    };
    tick();
    // Ticks on the second's edge of the time left, so the display never skips or repeats a second.
    let timer = 0;
    const schedule = () => {
      const remaining = end - (Date.now() + skew);
      timer = window.setTimeout(() => {
        tick();
        if (!done) schedule();
      }, Math.max(50, (((remaining % 1000) + 1000) % 1000) || 1000));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [target, serverNow, offset]);
  return left;
}
