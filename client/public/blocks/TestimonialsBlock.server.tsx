import { LOAD_FAILURES } from '../../../shared/messages';
import type { Loaded, Testimonial } from '../../../shared/types/public';
import { BlockHeading, ErrorNote, Section } from '../components/Section';
import { Island } from '../islands/Island.server';
import { TestimonialsCarousel } from '../islands/TestimonialsCarousel';

/** Testimonials block: the carousel, or 'Couldn't load testimonials'; nothing when there are none. */
export function TestimonialsBlock({ id, title, description, testimonials }: { id: string; title: string; description: string; testimonials: Loaded<Testimonial[]> }) {
  if (testimonials.ok && testimonials.data.length === 0) return null;
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <BlockHeading id={`${id}-heading`} title={title} description={description} />
      {testimonials.ok ? (
        <Island name="testimonials" component={TestimonialsCarousel} props={{ testimonials: testimonials.data }} hydrate="visible" />
      ) : (
        <ErrorNote role="alert">{LOAD_FAILURES.testimonials}</ErrorNote>
      )}
    </Section>
  );
}
