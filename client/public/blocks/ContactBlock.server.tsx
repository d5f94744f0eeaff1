import { BlockHeading, Section } from '../components/Section';
import { ContactForm } from '../islands/ContactForm';
import { Island } from '../islands/Island.server';
import { usePosted } from '../posted-form.server';

/** The contact form block; without JavaScript the form posts to `page` (and the answer scrolls to the block). */
export function ContactBlock({ id, title, description, endpoint, page }: { id: string; title: string; description: string; endpoint: string; page: string }) {
  const posted = usePosted('contact');
  return (
    <Section id={id} $tint aria-labelledby={`${id}-heading`}>
      <BlockHeading id={`${id}-heading`} title={title} description={description} />
      <Island name="contact-form" component={ContactForm} props={{ endpoint, action: `${page}#${id}`, title, posted }} hydrate="visible" />
    </Section>
  );
}
