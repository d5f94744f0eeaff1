import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import type { PropertySummary } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

const Card = styled.a`
  display: block;
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  transition: transform 0.15s ease;
  &:hover { transform: translateY(-2px); }
`;

const Photo = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${theme.color.border};
`;

const Body = styled.div`
  padding: 16px 18px 20px;
`;

const Name = styled.h3`
  margin: 0 0 4px;
  font-size: 1.15rem;
`;

const Place = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

/** A property in a list: photo, name and city, linking to its page. */
export function PropertyCard({ property }: { property: PropertySummary }) {
  return (
    <Card href={`${BASE_PATH}/property/${property.id}`} data-testid="property-card">
      {property.background_image && (
        <Photo
          src={property.background_image}
          srcSet={property.background_image_srcset ?? undefined}
          sizes="(max-width: 700px) 100vw, 400px"
          alt={`${property.name} building`}
          width={property.background_image_size?.width ?? 1200}
          height={property.background_image_size?.height ?? 800}
          loading="lazy"
        />
      )}
      <Body>
        <Name>{property.name}</Name>
        <Place>
          {property.city}, {property.state}
        </Place>
      </Body>
    </Card>
  );
}
