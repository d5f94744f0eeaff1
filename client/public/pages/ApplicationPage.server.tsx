import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import { MY_LEASE_TEXTS } from '../../../shared/leases/my-lease-texts';
import { MY_LEASE_PATH } from '../../../shared/leases/student-lease';
import type { ApplicationDetail } from '../../../shared/rental-application/application-types';
import { STUDENT_HOME } from '../../../shared/role-home';
import type { VerificationNotice } from '../../../shared/verification-notice';
import { ApplicationForm } from '../islands/application/ApplicationForm';
import { Island } from '../islands/Island.server';
import { usePosted } from '../posted-form.server';

/** The query parameter naming the step a student is on (kept across reloads). */
export const APPLICATION_STEP_PARAM = 'step';

export type ApplicationPageData = { application: ApplicationDetail; step: string | null; email: { address: string; verified: boolean }; verification: VerificationNotice | null; hasLease: boolean };

const Page = styled.div`
  padding: 32px 16px 64px;
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 16px;
  h1 { margin: 0; font-size: 1.7rem; }
  @media (max-width: 600px) { padding: 20px 12px 48px; h1 { font-size: 1.4rem; } }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
`;

/** /new/tenant/applications/:id: the heading is plain HTML; the form is an island. */
export function ApplicationPage() {
  const { application, step, email, verification, hasLease } = useLoaderData() as ApplicationPageData;
  // Without JavaScript the form posts to this page; a refused post comes back with the typed values and messages.
  const posted = usePosted('application');
  return (
    <Page>
      <Links>
        <a href={STUDENT_HOME}>← My reservations</a>
        {hasLease && <a href={MY_LEASE_PATH}>{MY_LEASE_TEXTS.link}</a>}
      </Links>
      <h1>
        Rental application: {application.property_name}
        {application.lease_period_name ? ` · ${application.lease_period_name}` : ''}
      </h1>
      <Island name="application-form" component={ApplicationForm} props={{ application, step, posted, email, verification }} />
    </Page>
  );
}

/** Where a student's application lives. */
export const applicationPath = (id: number) => `${BASE_PATH}/tenant/applications/${id}`;
