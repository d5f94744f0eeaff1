import { styled } from 'styled-components';
import { PRODUCT_LABEL } from '../../../shared/constants';
import type { PublicOrganization } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

const Bar = styled.footer`
  background: ${theme.color.darkPrimary};
  color: #d6dae2;
  padding: 28px 20px;
  font-size: 0.9rem;
  text-align: center;
`;

/** Footer: copyright from 2014 to the given year and the platform credit. */
export function PublicFooter({ organization, year }: { organization: PublicOrganization; year: number }) {
  return (
    <Bar>
      <p>
        © 2014–{year} {organization.name}. Powered by {PRODUCT_LABEL}.
      </p>
    </Bar>
  );
}
