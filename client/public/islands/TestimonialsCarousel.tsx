import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { testimonialLimit } from '../../../shared/people';
import type { Testimonial } from '../../../shared/types/public';
import { SliderCarousel } from '../../ui/SliderCarousel';
import { theme } from '../../ui/theme';

export type TestimonialsProps = { testimonials: Testimonial[] };

const Card = styled.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  blockquote { margin: 0; font-size: 0.95rem; line-height: 1.55; flex: 1; }
  figcaption { display: flex; align-items: center; gap: 10px; font-weight: 600; font-size: 0.9rem; }
  img { width: 40px; height: 40px; border-radius: 50%; object-fit: cover; }
`;

/** Testimonials carousel, autoplaying; capped at 6 on extra-small and 8 on small screens. */
export function TestimonialsCarousel({ testimonials }: TestimonialsProps) {
  // The server cannot know the screen: render all, then apply the cap once mounted.
  const [limit, setLimit] = useState(Infinity);
  useEffect(() => {
    const update = () => setLimit(testimonialLimit(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const shown = testimonials.slice(0, limit);
  return (
    <SliderCarousel
      label="What people say"
      items={shown}
      itemKey={(t) => t.id}
      renderItem={(t) => (
        <Card data-testid="testimonial">
          <blockquote>“{t.testimonial}”</blockquote>
          <figcaption>
            {t.image && <img src={t.image} srcSet={t.image_srcset ?? undefined} sizes="40px" alt="" width={40} height={40} loading="lazy" />}
            {t.name}
          </figcaption>
        </Card>
      )}
    />
  );
}
