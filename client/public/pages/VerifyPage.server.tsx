import { styled } from 'styled-components';
import { VERIFY_TEXTS as T } from '../../../shared/leases/signing-texts';
import { AuthCard as Card } from '../components/AuthCard';
import { Island } from '../islands/Island.server';
import { VerifyForm } from '../islands/verify/VerifyForm';
import { usePosted } from '../posted-form.server';
import { verifyPosted } from '../verify-posted';

const Page = styled.div`
  padding: 48px 16px 64px;
  min-height: 60vh;
`;

/** /new/verify: anyone checks whether a lease PDF or certificate was issued here; nothing personal is shown. */
export function VerifyPage() {
  const posted = verifyPosted(usePosted('verify'));
  return (
    <Page>
      <Card>
        <h1>{T.title}</h1>
        <p>{T.intro}</p>
        <Island name="verify-form" component={VerifyForm} props={{ posted }} />
      </Card>
    </Page>
  );
}
