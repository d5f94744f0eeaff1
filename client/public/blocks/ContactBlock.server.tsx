import { BlockHeading, Section } from '../components/Section';
import { ContactForm } from '../islands/ContactForm';
import { Island } from '../islands/Island.server';

/** The contact form block. */
export function ContactBlock({ id, title, description, endpoint }: { id: string; title: string; description: string; endpoint: string }) {
  return (
    <Section id={id} $tint aria-labelledby={`${id}-heading`}>
      <BlockHeading id={`${id}-heading`} title={title} description={description} />
      <Island name="contact-form" component={ContactForm} props={{ endpoint, title }} hydrate="visible" />
    </Section>
  );
}
