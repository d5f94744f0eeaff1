import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from './theme';

export type PerView = { base: number; breakpoints: Record<number, number> };

export type CarouselProps<T> = {
  label: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  perView: PerView;
  spaceBetween: number;
  loop: boolean;
  /** Milliseconds between slides; off when absent. */
  autoplay?: number;
  showCounter?: boolean;
};

const slideWidth = (n: number, gap: number) => `calc((100% - ${(n - 1) * gap}px) / ${n})`;

/**
 * A native scroll-snap track. Slide widths come from CSS media queries, so the server-rendered
 * carousel has its final layout before any script runs. The 2 px side padding keeps card borders
 * unclipped; scroll-padding makes slide i snap at scrollLeft = i × step.
 */
const Track = styled.ul<{ $perView: PerView; $gap: number }>`
  display: flex;
  gap: ${({ $gap }) => $gap}px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 2px;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  list-style: none;
  padding: 4px 2px 8px;
  margin: 0 -2px;
  > li { flex: 0 0 ${({ $perView, $gap }) => slideWidth($perView.base, $gap)}; scroll-snap-align: start; }
  ${({ $perView, $gap }) =>
    Object.entries($perView.breakpoints)
      .map(([min, n]) => `@media (min-width: ${min}px) { > li { flex-basis: ${slideWidth(n, $gap)}; } }`)
      .join('\n')}
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
`;

const Arrow = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: 1.1rem;
  cursor: pointer;
  &:hover { border-color: ${theme.color.primary}; color: ${theme.color.primary}; }
  &[aria-disabled='true'] { opacity: 0.45; cursor: default; border-color: ${theme.color.border}; color: ${theme.color.text}; }
`;

const Counter = styled.span`
  color: ${theme.color.muted};
  font-variant-numeric: tabular-nums;
  min-width: 3.5em;
  text-align: center;
`;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Distance between two neighbouring slides' starts (slide width + gap); 0 with fewer than two. */
function slideStep(track: HTMLElement): number {
  const [first, second] = track.children;
  return first && second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : 0;
}

/** A scroll-snap carousel with previous/next buttons and an optional "n / total" counter. */
export function Carousel<T>({ label, items, itemKey, renderItem, perView, spaceBetween, loop, autoplay, showCounter }: CarouselProps<T>) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // The last scroll position (in slides); an upper bound until measured.
  const [last, setLast] = useState(items.length - 1);
  // Without script the track must be reachable by keyboard; once mounted it stays a tab stop only if no slide has a control.
  const [trackFocusable, setTrackFocusable] = useState(true);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    const track = trackRef.current!;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const step = slideStep(track);
      setTrackFocusable(!track.querySelector(FOCUSABLE));
      if (!step) return;
      setIndex(Math.round(track.scrollLeft / step));
      setLast(Math.round((track.scrollWidth - track.clientWidth) / step));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    track.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(track);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
  }, [items.length]);

  /** Scrolls one slide forwards or backwards; `wrap` goes round from either end. */
  const go = useCallback((delta: 1 | -1, wrap: boolean) => {
    const track = trackRef.current!;
    const step = slideStep(track);
    if (!step) return;
    const end = Math.round((track.scrollWidth - track.clientWidth) / step);
    const at = Math.round(track.scrollLeft / step);
    const to = at + delta > end ? (wrap ? 0 : end) : at + delta < 0 ? (wrap ? end : 0) : at + delta;
    track.scrollTo({ left: to * step, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  // Autoplay wraps at the end even without loop (as swiper's did), so it never gets stuck there.
  const playing = !!autoplay && !stopped && !paused.hover && !paused.focus;
  useEffect(() => {
    if (!playing || reducedMotion()) return;
    const timer = setInterval(() => go(1, true), autoplay);
    return () => clearInterval(timer);
  }, [playing, autoplay, go]);

  const arrow = (delta: 1 | -1) => {
    const atEnd = delta === 1 ? index >= last : index <= 0;
    return {
      type: 'button' as const,
      'aria-disabled': !loop && atEnd ? true : undefined,
      onClick: () => {
        setStopped(true);
        go(delta, loop);
      },
    };
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused((p) => ({ ...p, focus: false }))}
    >
      <Track
        ref={trackRef}
        $perView={perView}
        $gap={spaceBetween}
        tabIndex={trackFocusable ? 0 : undefined}
        onPointerDown={() => setStopped(true)}
        onKeyDown={() => setStopped(true)}
      >
        {items.map((item, i) => (
          <li key={itemKey(item)}>{renderItem(item, i)}</li>
        ))}
      </Track>
      {items.length > 1 && (
        <Controls>
          {showCounter && (
            <Counter aria-live="polite" data-testid="carousel-counter">
              {Math.min(index, items.length - 1) + 1} / {items.length}
            </Counter>
          )}
          <Arrow {...arrow(-1)} aria-label="Previous">
            ‹
          </Arrow>
          <Arrow {...arrow(1)} aria-label="Next">
            ›
          </Arrow>
        </Controls>
      )}
    </div>
  );
}
