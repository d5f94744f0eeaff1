import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import type { StudentRenewalPage } from '../../../../shared/leases/student-renewal';
import { Alert } from '../../../ui/form';
import { Panel } from '../../components/Panel';
import { StudentPage as Page } from '../../components/StudentPage';
import { Island } from '../../islands/Island.server';
import { RenewalForm } from '../../islands/renew/RenewalForm';
import { RENEW_TEXTS as T } from './renew-texts';
import { usePosted } from '../../posted-form.server';

export type RenewPageData = { page: StudentRenewalPage };

const Facts = styled.div`
  display: grid;
  gap: 4px;
  p { margin: 0; }
  .deadline { font-weight: 700; }
`;

const Card = styled(Panel)`
  min-width: 0;
  @media (max-width: 640px) { padding: 16px 12px; }
`;

/** /new/tenant/renew/:id: renew into a lease period, keeping one's bed or choosing another, or why one cannot. */
export function RenewPage() {
  const { page } = useLoaderData() as RenewPageData;
  const renewal = page.renewal;
  // Without JavaScript the confirm step posts here; a refused post comes back with what was typed and the message.
  const posted = usePosted('renewal');
  const why = !renewal ? T.noLeaseToRenew : renewal.renewal_lease_id !== null ? T.renewed : renewal.reason_if_not;
  return (
    <Page>
      <a href={MY_LEASE_PATH}>{T.back}</a>
      <h1>{renewal ? T.heading(renewal.lease_period.name) : T.title}</h1>
      {renewal && (
        <Facts>
          <p data-testid="renew-dates">{T.dates(renewal.lease_period.start_date, renewal.lease_period.end_date)}</p>
          {renewal.deadline && renewal.same_bed && <p className="deadline">{T.deadline(renewal.deadline)}</p>}
        </Facts>
      )}
      <Card aria-label={T.title}>
        {why || !renewal ? (
          <>
            <Alert tone="info">{why}</Alert>
            <a href={MY_LEASE_PATH}>{T.myLease}</a>
          </>
        ) : (
          <Island name="renewal-form" component={RenewalForm} props={{ renewal, contact: page.contact, start: page.start, posted }} />
        )}
      </Card>
    </Page>
  );
}
