import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import { BlockHeading, Section } from '../components/Section';

const STEPS = [
  ['Select lease period', 'Pick the semester or academic year that fits your plans.'],
  ['Pick unit, room and lease preferences', 'Choose where you live and who you live with.'],
  ['Sign and pay', 'Sign your lease and pay online, all in one place.'],
  ['Quick online approvals', 'We review your application fast and confirm by e-mail.'],
] as const;

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(4, 1fr);
  counter-reset: step;
  @media (max-width: 960px) { grid-template-columns: repeat(2, 1fr); }
  @media (max-width: 600px) { grid-template-columns: 1fr; }
  li { counter-increment: step; padding: 20px; border-radius: ${theme.radius}; background: ${theme.color.surface}; box-shadow: ${theme.shadow}; }
  li::before { content: counter(step); display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; background: ${theme.color.action}; color: #fff; font-weight: 700; margin-bottom: 10px; }
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

/** The four steps from choosing a period to approval. */
export function HowItWorks({ description }: { description: string }) {
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-heading">
      <BlockHeading id="how-it-works-heading" title="How it works" description={description} />
      <Steps>
        {STEPS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}
