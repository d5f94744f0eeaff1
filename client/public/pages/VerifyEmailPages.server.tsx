import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import { VERIFY_EMAIL_MESSAGES } from '../../../shared/messages';
import { withReturnPath } from '../../../shared/return-path';
import { PrimaryButton } from '../../ui/form';
import { AuthCard as Card } from '../components/AuthCard';
import type { LinkPageData } from './AccountPages.server';

const Page = styled.div`
  padding: 48px 16px 64px;
  min-height: 60vh;
`;

/** A mailed verification link: one button verifies (a click, so mail scanners do not verify for the owner). */
export function VerifyEmailPage() {
  const { valid, token, next } = useLoaderData() as LinkPageData;
  return (
    <Page>
      <Card>
        {valid ? (
          <form method="post" action={withReturnPath(`${BASE_PATH}/verify-email/${encodeURIComponent(token)}`, next)}>
            <h1>Verify your e-mail address</h1>
            <p>Confirm that this address is yours, so managers know your reservation requests come from you.</p>
            <PrimaryButton type="submit">Verify my e-mail address</PrimaryButton>
          </form>
        ) : (
          <>
            <h1>This link cannot be used</h1>
            <p>{VERIFY_EMAIL_MESSAGES.linkInvalid}</p>
            <a href={`${BASE_PATH}/tenant/reservations`}>Go to My reservations</a>
          </>
        )}
      </Card>
    </Page>
  );
}

/** Where a used verification link lands: on to where the student was (their application, the property), else browsing. */
export function EmailVerifiedPage() {
  const { next } = useLoaderData() as { next: string | null };
  return (
    <Page>
      <Card>
        <h1>{VERIFY_EMAIL_MESSAGES.verified}</h1>
        <p>Managers now see that your reservation requests come from this address.</p>
        {next ? (
          <a href={next} data-testid="continue">
            {next.startsWith(`${BASE_PATH}/tenant/applications/`) ? 'Continue your application' : next.startsWith(`${BASE_PATH}/property/`) ? 'Back to the property' : 'Continue'}
          </a>
        ) : (
          <a href={`${BASE_PATH}/`}>Browse properties</a>
        )}
      </Card>
    </Page>
  );
}
