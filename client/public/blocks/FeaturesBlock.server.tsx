import { styled } from 'styled-components';
import type { Amenity } from '../../../shared/types/public';
import { theme } from '../../ui/theme';
import { BlockHeading, Section } from '../components/Section';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  li { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 18px 10px; border-radius: ${theme.radius}; background: ${theme.color.background}; text-align: center; font-weight: 600; }
  img { width: 64px; height: 64px; border-radius: 14px; }
`;

/** Amenities with their icons (shown only when there are some). */
export function FeaturesBlock({ amenities, description }: { amenities: Amenity[]; description: string }) {
  return (
    <Section id="features" $tint aria-labelledby="features-heading">
      <BlockHeading id="features-heading" title="Features" description={description} />
      <Grid>
        {amenities.map((a) => (
          <li key={a.id} data-testid="amenity">
            {a.image && <img src={a.image} srcSet={a.image_srcset ?? undefined} sizes="64px" alt="" width={64} height={64} loading="lazy" />}
            {a.name}
          </li>
        ))}
      </Grid>
    </Section>
  );
}
