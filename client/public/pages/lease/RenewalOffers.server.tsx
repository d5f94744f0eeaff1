import { styled } from 'styled-components';
import type { TenantRenewal } from '../../../../shared/leases/lease-types';
import { renewalPath } from '../../../../shared/leases/renewal-rules';
import { ActionLink } from '../../../ui/ActionLink';
import { theme } from '../../../ui/theme';
import { Panel } from '../../components/Panel';
import { RENEW_TEXTS as T } from '../renew/renew-texts';

const Offer = styled(Panel)`
  gap: 8px;
  border-left: 6px solid ${theme.color.action};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  .deadline { font-weight: 700; }
  a { justify-self: start; margin-top: 8px; }
  @media (max-width: 640px) { padding: 16px 12px; }
`;

/** My lease's renewal cards: each period the student may renew into now, its deadline, and the way to the renewal page. */
export function RenewalOffers({ renewals }: { renewals: TenantRenewal[] }) {
  return renewals.map((r) => {
    const heading = `renewal-${r.lease_id}-${r.lease_period.id}-heading`;
    return (
      <Offer key={`${r.lease_id}-${r.lease_period.id}`} aria-labelledby={heading} data-testid="renewal-offer">
        <h2 id={heading}>{T.heading(r.lease_period.name)}</h2>
        <p>{T.dates(r.lease_period.start_date, r.lease_period.end_date)}</p>
        {r.deadline && r.same_bed && <p className="deadline">{T.deadline(r.deadline)}</p>}
        <ActionLink href={renewalPath(r.lease_period.id)}>{T.cardLink}</ActionLink>
      </Offer>
    );
  });
}
