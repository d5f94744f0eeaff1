import { useLoaderData } from 'react-router-dom';
import { MY_LEASE_TEXTS as T } from '../../../../shared/leases/my-lease-texts';
import type { StudentLease } from '../../../../shared/leases/student-lease';
import type { TenantRenewal } from '../../../../shared/leases/lease-types';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { usePosted } from '../../posted-form.server';
import { StudentPage as Page } from '../../components/StudentPage';
import { LeaseCard } from './LeaseCard.server';
import { RenewalOffers } from './RenewalOffers.server';

/** `renewals`: the periods the student may renew into now (renewalsToOffer). */
export type LeasePageData = { leases: StudentLease[]; renewals: TenantRenewal[] };

/** /new/tenant/lease: the signed-in student's leases, newest first. */
export function LeasePage() {
  const { leases, renewals } = useLoaderData() as LeasePageData;
  // Without JavaScript the plan choice posts here; a refused post comes back with the choice and the message.
  const posted = usePosted('leasePlan');
  const postedLease = posted && String(posted.values.lease_id);
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.title}</h1>
      <RenewalOffers renewals={renewals} />
      {leases.length === 0 ? (
        <div className="empty">
          <p>{T.empty}</p>
          <a href={STUDENT_HOME}>{T.emptyLink}</a>
        </div>
      ) : (
        leases.map((lease) => <LeaseCard key={lease.id} lease={lease} posted={postedLease === String(lease.id) ? posted : null} />)
      )}
    </Page>
  );
}
