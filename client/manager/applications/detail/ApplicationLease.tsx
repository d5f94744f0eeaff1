import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { withDetail } from '../../../api/error-details';
import { PrimaryButton } from '../../../ui/form';
import { Answers, Card } from '../../components/DetailCard';
import { Loading, useLoad } from '../../components/use-load';
import { isLive } from '../../leases/lease-text';
import { premisesLabel } from '../../../../shared/leases/premises';
import { LeaseStatusShown } from '../../leases/LeaseStatusChip';
import { leasesApi } from '../../leases/leases-api';
import { leasePaths } from '../../leases/paths';
import { LEASE_SCREEN_TEXTS as T } from '../../leases/texts';

const Body = styled.div`
  display: grid;
  gap: 14px;
  justify-items: start;
  > dl { justify-self: stretch; }
  p { margin: 0; }
`;

/** An approved application's lease (the live one, else the latest voided), and 'Assign bed' while it has no live one. */
export function ApplicationLease({ applicationId, onAssign }: { applicationId: number; onAssign: () => void }) {
  const load = useLoad(`application-leases-${applicationId}`, (signal) => leasesApi.ofApplication(applicationId, signal));
  return (
    <Card aria-labelledby="application-lease">
      <h2 id="application-lease">Lease</h2>
      <Loading load={load} failed={(err) => withDetail(T.leaseLoadFailed, err)}>
        {(leases) => {
          // Newest change first: the live lease if there is one, else the latest.
          const lease = leases.find(isLive) ?? leases[0];
          return (
            <Body>
              {lease ? (
                <Answers>
                  <dt>Bed</dt>
                  <dd>{premisesLabel(lease.bed)}</dd>
                  <dt>Status</dt>
                  <dd>
                    <LeaseStatusShown lease={lease} /> <Link to={leasePaths.detail(lease.id)}>{T.viewLease}</Link>
                  </dd>
                </Answers>
              ) : (
                <p>{T.noLease}</p>
              )}
              {!(lease && isLive(lease)) && (
                <PrimaryButton type="button" onClick={onAssign}>
                  {T.assignBed}
                </PrimaryButton>
              )}
            </Body>
          );
        }}
      </Loading>
    </Card>
  );
}
