import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { MY_LEASE_TEXTS as T } from '../../../../shared/leases/my-lease-texts';
import type { StudentLease } from '../../../../shared/leases/student-lease';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { usePosted } from '../../posted-form.server';
import { LeaseCard } from './LeaseCard.server';

export type LeasePageData = { leases: StudentLease[] };

const Page = styled.div`
  padding: 32px 16px 64px;
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 20px;
  min-height: 60vh;
  align-content: start;
  h1 { margin: 0; font-size: 1.7rem; }
  .empty { background: #fff; border-radius: 12px; padding: 22px; }
  .empty p { margin: 0 0 10px; }
  @media (max-width: 640px) { padding: 20px 12px 48px; h1 { font-size: 1.4rem; } }
`;

/** /new/tenant/lease: the signed-in student's leases, newest first. */
export function LeasePage() {
  const { leases } = useLoaderData() as LeasePageData;
  // Without JavaScript the plan choice posts here; a refused post comes back with the choice and the message.
  const posted = usePosted('leasePlan');
  const postedLease = posted && String(posted.values.lease_id);
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.title}</h1>
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
