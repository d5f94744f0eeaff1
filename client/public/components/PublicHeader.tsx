import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PublicOrganization } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

const Bar = styled.header`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 14px 20px;
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.15rem;
  color: ${theme.color.text};
  text-decoration: none;
`;

/** Site header: the company name links home (or to the property when on one). */
export function PublicHeader({ organization, propertyId }: { organization: PublicOrganization; propertyId?: number }) {
  return (
    <Bar>
      <Inner>
        <Logo to={propertyId ? `/property/${propertyId}` : '/'}>{organization.name}</Logo>
      </Inner>
    </Bar>
  );
}
