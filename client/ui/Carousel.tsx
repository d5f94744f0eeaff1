import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { theme } from './theme';

export type PerView = { base: number; breakpoints: Record<number, number> };

type Props<T> = {
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
 * The few swiper rules we need, plus slide widths that match what swiper computes, so the
 * server-rendered carousel has its final layout before any script runs (no shift on hydration).
 */
const Frame = styled.div<{ $perView: PerView; $gap: number }>`
  position: relative;
  .swiper { overflow: hidden; position: relative; list-style: none; padding: 4px 2px 8px; margin: 0 -2px; }
  .swiper-wrapper { display: flex; position: relative; width: 100%; box-sizing: content-box; transition-property: transform; }
  .swiper-slide { flex-shrink: 0; position: relative; height: auto; }
  .swiper:not(.swiper-initialized) .swiper-slide {
    width: ${({ $perView, $gap }) => slideWidth($perView.base, $gap)};
    margin-right: ${({ $gap }) => $gap}px;
  }
  ${({ $perView, $gap }) =>
    Object.entries($perView.breakpoints)
      .map(([min, n]) => `@media (min-width: ${min}px) { .swiper:not(.swiper-initialized) .swiper-slide { width: ${slideWidth(n, $gap)}; } }`)
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
`;

const Counter = styled.span`
  color: ${theme.color.muted};
  font-variant-numeric: tabular-nums;
  min-width: 3.5em;
  text-align: center;
`;

/** A swiper carousel with previous/next buttons and an optional "n / total" counter. */
export function Carousel<T>({ label, items, itemKey, renderItem, perView, spaceBetween, loop, autoplay, showCounter }: Props<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  return (
    <Frame $perView={perView} $gap={spaceBetween} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={autoplay ? [Autoplay] : []}
        slidesPerView={perView.base}
        breakpoints={Object.fromEntries(Object.entries(perView.breakpoints).map(([w, n]) => [w, { slidesPerView: n }]))}
        spaceBetween={spaceBetween}
        loop={loop}
        autoplay={autoplay ? { delay: autoplay, disableOnInteraction: true, pauseOnMouseEnter: true } : false}
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item)}>{renderItem(item, i)}</SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && (
        <Controls>
          {showCounter && (
            <Counter aria-live="polite" data-testid="carousel-counter">
              {index + 1} / {items.length}
            </Counter>
          )}
          <Arrow type="button" aria-label="Previous" onClick={() => swiper?.slidePrev()}>
            ‹
          </Arrow>
          <Arrow type="button" aria-label="Next" onClick={() => swiper?.slideNext()}>
            ›
          </Arrow>
        </Controls>
      )}
    </Frame>
  );
}
