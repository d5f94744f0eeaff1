import { styled } from 'styled-components';
import type { Resource } from '../../../shared/types/public';
import { theme } from '../../ui/theme';
import { BlockHeading, Section } from '../components/Section';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 10px;
  a { display: flex; align-items: center; gap: 10px; padding: 14px 16px; border-radius: ${theme.radius}; background: ${theme.color.surface}; box-shadow: ${theme.shadow}; font-weight: 600; text-decoration: none; }
`;

/** Downloadable documents (shown only when there are some). */
export function ResourcesBlock({ resources, description }: { resources: Resource[]; description: string }) {
  return (
    <Section id="additional-resources" aria-labelledby="resources-heading">
      <BlockHeading id="resources-heading" title="Additional resources" description={description} />
      <List>
        {resources.map((r) => (
          <li key={r.id}>
            <a href={r.resource_file} target="_blank" rel="noopener noreferrer">
              📄 {r.name}
            </a>
          </li>
        ))}
      </List>
    </Section>
  );
}
