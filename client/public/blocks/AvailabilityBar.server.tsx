import { styled } from 'styled-components';
import type { PropertyDetail } from '../../../shared/types/public';
import { theme } from '../../ui/theme';
import { CheckAvailability } from '../islands/CheckAvailability';
import { Island } from '../islands/Island.server';

const Bar = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  background: rgba(255, 255, 255, 0.97);
  border-top: 1px solid ${theme.color.border};
  box-shadow: 0 -4px 20px rgba(37, 38, 49, 0.08);
`;

const Inner = styled.div`
  max-width: 1160px;
  margin: 0 auto;
  padding: 10px 20px;
  display: flex;
  align-items: center;
  gap: 16px;
  strong { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 600px) { strong { display: none; } justify-content: space-between; }
`;

const Phone = styled.a`
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
`;

/** The fixed bar: name, a phone link and 'Check Availability'. */
export function AvailabilityBar({ property, viewerIsStudent }: { property: PropertyDetail; viewerIsStudent: boolean }) {
  const tel = property.phone_number.replace(/[^\d+]/g, '');
  return (
    <Bar aria-label="Availability">
      <Inner>
        <strong>{property.name}</strong>
        {property.phone_number && <Phone href={`tel:${tel}`}>☎ {property.phone_number}</Phone>}
        <Island name="check-availability" component={CheckAvailability} props={{ propertyId: property.id, propertyName: property.name, viewerIsStudent }} />
      </Inner>
    </Bar>
  );
}
