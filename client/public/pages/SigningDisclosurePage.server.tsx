import { styled } from 'styled-components';
import { SIGNING_TEXTS as S } from '../../../shared/leases/signing-texts';
import { Panel } from '../components/Panel';

export const DISCLOSURE_TITLE = 'Electronic records and signatures disclosure';

const Page = styled.div`
  padding: 32px 16px 64px;
  max-width: 760px;
  margin: 0 auto;
  h1 { margin: 0; font-size: 1.6rem; }
  h2 { margin: 0 0 6px; font-size: 1.15rem; }
  p, ul { margin: 0; line-height: 1.55; }
  section { display: grid; gap: 6px; }
  @media (max-width: 640px) { padding: 20px 12px 48px; h1 { font-size: 1.35rem; } }
`;

/** /new/signing-disclosure: what a signer agrees to when they agree to sign electronically (static, public). */
export function SigningDisclosurePage() {
  return (
    <Page>
      <Panel aria-labelledby="disclosure-heading">
        <h1 id="disclosure-heading">{DISCLOSURE_TITLE}</h1>
        <p>{S.consentStatement}</p>
        <section>
          <h2>Paper copies</h2>
          <p>You may ask the leasing office for a paper copy of any document you sign here, at any time. Paper copies are free.</p>
        </section>
        <section>
          <h2>Withdrawing your consent</h2>
          <p>Until you select {S.completeButton}, you can withdraw your consent by selecting {S.declineButton} and saying why, or by writing to the leasing office. You then sign nothing electronically, and the office will tell you how to go on.</p>
        </section>
        <section>
          <h2>What you need</h2>
          <ul>
            <li>A current web browser (a recent Chrome, Edge, Firefox or Safari, on a computer or a phone).</li>
            <li>A PDF reader, to open and keep the documents.</li>
            <li>An e-mail address, where we tell you when everyone has signed.</li>
          </ul>
        </section>
        <section>
          <h2>How the records are kept</h2>
          <p>When everyone has signed, the signed PDF documents and a certificate of completion are made. They stay downloadable from the student area (My lease) and the e-mail we send you links to them. The company keeps them with your lease.</p>
        </section>
      </Panel>
    </Page>
  );
}
