import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import type { PropertyDetail } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

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

const Check = styled.a`
  padding: 11px 22px;
  border-radius: ${theme.radius};
  background: ${theme.color.action};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** The fixed bar: name, a phone link and 'Check Availability' (sign-up carrying the property). */
export function AvailabilityBar({ property }: { property: PropertyDetail }) {
  const tel = property.phone_number.replace(/[^\d+]/g, '');
  return (
    <Bar aria-label="Availability">
      <Inner>
        <strong>{property.name}</strong>
        {property.phone_number && <Phone href={`tel:${tel}`}>☎ {property.phone_number}</Phone>}
        <Check href={`${BASE_PATH}/register?assigned_property=${property.id}`} data-testid="check-availability">
          Check Availability
        </Check>
      </Inner>
    </Bar>
  );
}
