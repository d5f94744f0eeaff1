import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import type { PropertyDetail, PublicOrganization } from '../../../shared/types/public';
import { theme } from '../../ui/theme';
import { HeaderActions, type Viewer } from '../islands/HeaderActions';
import { Island } from '../islands/Island.server';

const Bar = styled.header`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 20px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const Logo = styled.a`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 1.1rem;
  color: ${theme.color.text};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 9px;
  background: ${theme.color.action};
  color: #fff;
  font-size: 0.95rem;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus { left: 12px; top: 12px; z-index: 100; background: #fff; padding: 8px 12px; border-radius: 6px; }
`;

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

/** Logo to home (or to the property page when on one) and the account actions. */
export function PublicHeader({ organization, property, viewer, bare = false }: { organization: PublicOrganization; property: PropertyDetail | null; viewer: Viewer | null; /** Only the company's name (a guarantor's signing page). */ bare?: boolean }) {
  const name = property?.name ?? organization.name;
  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        <Logo href={property ? `${BASE_PATH}/property/${property.id}` : `${BASE_PATH}/`}>
          <Mark aria-hidden="true">{initials(name)}</Mark>
          {name}
        </Logo>
        {!bare && <Island name="site-header-actions" component={HeaderActions} props={{ viewer }} />}
      </Inner>
    </Bar>
  );
}
