import { useCallback, useState } from 'react';

let measured: number | undefined;

/** The width a vertical scrollbar takes from its box here (0 with overlay scrollbars), measured once. */
export function scrollbarWidth(): number {
  if (measured === undefined) {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-999px;width:100px;height:100px;overflow:scroll';
    document.body.append(probe);
    measured = probe.offsetWidth - probe.clientWidth;
    probe.remove();
  }
  return measured;
}

/** A ref for a box and its inner size in state (less its 1 px borders), kept as it resizes: grid columns are fitted to it. */
export function useBoxSize() {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ref = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry!.contentRect.width) - 2;
      const height = Math.floor(entry!.contentRect.height) - 2;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
