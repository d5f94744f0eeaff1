import { styled } from 'styled-components';
import { FAIR_HOUSING_URL, PRODUCT_LABEL } from '../../../shared/constants';
import { copyrightYears } from '../../../shared/people';
import type { PublicOrganization } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

type Social = { facebook: string; twitter: string; instagram: string };

const Bar = styled.footer<{ $barBelow: boolean }>`
  background: ${theme.color.darkPrimary};
  color: #d6dae2;
  /* Room for the fixed availability bar on property pages. */
  padding: 32px 20px ${({ $barBelow }) => ($barBelow ? '96px' : '32px')};
  font-size: 0.9rem;
  a { color: #fff; }
`;

const Inner = styled.div`
  max-width: 1160px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  justify-content: space-between;
  align-items: center;
  p { margin: 0; }
  ul { display: flex; gap: 16px; list-style: none; margin: 0; padding: 0; }
`;

/** Credit, fair housing link, social links that are set, and the copyright from 2014. */
export function PublicFooter({ organization, social, year, barBelow }: { organization: PublicOrganization; social: Social; year: number; barBelow: boolean }) {
  const links = (
    [
      ['Facebook', social.facebook],
      ['Twitter', social.twitter],
      ['Instagram', social.instagram],
    ] as const
  ).filter(([, url]) => !!url);
  return (
    <Bar $barBelow={barBelow}>
      <Inner>
        <p>
          © {copyrightYears(year)} {organization.name}. Powered by {PRODUCT_LABEL}.
        </p>
        <ul aria-label="Links">
          <li>
            <a href={FAIR_HOUSING_URL} rel="noopener noreferrer" target="_blank">
              Fair housing
            </a>
          </li>
          {links.map(([label, url]) => (
            <li key={label}>
              <a href={url} rel="noopener noreferrer" target="_blank">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </Inner>
    </Bar>
  );
}
