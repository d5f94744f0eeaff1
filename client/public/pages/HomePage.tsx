import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { HomePageData } from '../../../shared/types/public';
import { theme } from '../../ui/theme';
import { PropertyCard } from '../components/PropertyCard';
import type { RootData } from '../route-meta';

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.color.darkPrimary} 0%, #3a4b7a 60%, ${theme.color.primary} 100%);
  color: #fff;
  padding: 72px 20px 80px;
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 6vw, 3.25rem);
  margin: 0 0 12px;
`;

const Tagline = styled.p`
  font-size: 1.15rem;
  margin: 0 auto;
  max-width: 640px;
  opacity: 0.92;
`;

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 20px;
`;

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

/** Company landing page. */
export function HomePage() {
  const { organization } = useRouteLoaderData('root') as RootData;
  const { properties } = useLoaderData() as HomePageData;
  return (
    <>
      <Hero>
        <Title>{organization.name}</Title>
        {organization.tagline && <Tagline>{organization.tagline}</Tagline>}
      </Hero>
      <Section id="properties" aria-labelledby="properties-heading">
        <h2 id="properties-heading">Featured locations</h2>
        <Grid>
          {properties.map((property, index) => (
            <PropertyCard key={property.id} property={property} eager={index < 3} />
          ))}
        </Grid>
      </Section>
    </>
  );
}
