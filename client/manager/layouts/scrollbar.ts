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

const observers = new WeakMap<Element, ResizeObserver>();

/** Keeps the box's height in state (whether the rows overflow it decides the columns' room). */
export function observeHeight(el: HTMLDivElement | null, set: (height: number) => void) {
  if (!el || observers.has(el)) return;
  const observer = new ResizeObserver(([entry]) => set(Math.floor(entry!.contentRect.height) - 2));
  observer.observe(el);
  observers.set(el, observer);
}
