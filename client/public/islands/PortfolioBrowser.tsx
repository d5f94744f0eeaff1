import { useState } from 'react';
import { styled } from 'styled-components';
import type { Portfolio, PropertySummary } from '../../../shared/types/public';
import { theme } from '../../ui/theme';
import { PropertyCard } from '../components/PropertyCard';
import { BlockHeading, Section } from '../components/Section';

export type PortfolioBrowserProps = {
  portfolios: Portfolio[];
  properties: PropertySummary[];
  showPortfolios: boolean;
  showFeatured: boolean;
  portfoliosDescription: string;
  featuredDescription: string;
};

const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 1fr);
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding: 4px 2px 12px;
  @media (max-width: 600px) { grid-auto-columns: 78%; }
`;

const Choice = styled.button<{ $active: boolean }>`
  scroll-snap-align: start;
  position: relative;
  padding: 0;
  border: 3px solid ${({ $active }) => ($active ? theme.color.primary : 'transparent')};
  border-radius: ${theme.radius};
  overflow: hidden;
  min-height: 140px;
  background: ${theme.color.darkPrimary};
  color: #fff;
  font: inherit;
  text-align: left;
  cursor: pointer;
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; opacity: 0.7; }
  span { position: relative; display: block; padding: 90px 16px 14px; font-weight: 700; font-size: 1.1rem; text-shadow: 0 1px 8px rgba(0, 0, 0, 0.6); }
`;

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

/** Portfolios to choose from and the property cards of the chosen one (all locations by default). */
export function PortfolioBrowser(props: PortfolioBrowserProps) {
  const { portfolios, properties, showPortfolios, showFeatured } = props;
  const [selected, setSelected] = useState<number | null>(null);
  const portfolio = portfolios.find((p) => p.id === selected);
  const shown = portfolio ? portfolio.properties.map((id) => properties.find((p) => p.id === id)).filter((p): p is PropertySummary => !!p) : properties;
  return (
    <>
      {showPortfolios && portfolios.length > 0 && (
        <Section id="discover" aria-labelledby="discover-heading">
          <BlockHeading id="discover-heading" title="Discover your new home" description={props.portfoliosDescription} />
          <Strip role="group" aria-label="Portfolios">
            <Choice type="button" $active={selected === null} aria-pressed={selected === null} onClick={() => setSelected(null)}>
              <span>All locations</span>
            </Choice>
            {portfolios.map((p) => (
              <Choice key={p.id} type="button" $active={selected === p.id} aria-pressed={selected === p.id} onClick={() => setSelected(p.id)}>
                {p.image && <img src={p.image} srcSet={p.image_srcset ?? undefined} sizes="(max-width: 600px) 78vw, 320px" alt="" loading="lazy" width={1200} height={800} />}
                <span>{p.name}</span>
              </Choice>
            ))}
          </Strip>
        </Section>
      )}
      {showFeatured && (
        <Section id="properties" aria-labelledby="properties-heading">
          <BlockHeading id="properties-heading" title={portfolio ? portfolio.name : 'Featured locations'} description={props.featuredDescription} />
          <Grid>
            {shown.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </Grid>
        </Section>
      )}
    </>
  );
}
