import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { GuarantySummary } from '../../../shared/leases/guaranty-summary';
import { GUARANTOR_PAGE_TEXTS as G, SIGNING_MESSAGES as M } from '../../../shared/leases/signing-texts';
import { SigningCeremony } from '../../signing/SigningCeremony';
import { Alert } from '../../ui/form';
import { theme } from '../../ui/theme';
import { Panel } from '../components/Panel';
import { Island } from '../islands/Island.server';
import type { RootData } from '../route-meta.server';

export type SignLinkPageData = { summary: GuarantySummary | null; token: string };

const Page = styled.div`
  padding: 32px 16px 64px;
  max-width: 760px;
  margin: 0 auto;
  min-height: 60vh;
  h1 { margin: 0; font-size: 1.6rem; }
  .company { margin: 0; color: ${theme.color.muted}; }
  @media (max-width: 640px) { padding: 20px 12px 48px; h1 { font-size: 1.35rem; } }
`;

const Summary = styled.section`
  display: grid;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #F7F9FB;
  p { margin: 0; overflow-wrap: anywhere; }
  .asks { font-size: 1.08rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .total { font-weight: 700; font-size: 1.08rem; }
  @media (max-width: 480px) { padding: 12px 10px; dl { grid-template-columns: 1fr; gap: 0; } dd + dt { margin-top: 6px; } }
`;

/** Whose lease the guarantor is asked to guarantee, what a guaranty means, and the total she guarantees. */
function GuarantyFacts({ summary }: { summary: GuarantySummary }) {
  return (
    <Summary aria-label={G.heading} data-testid="guaranty-summary">
      <p className="asks">{summary.signing ? G.asks(summary) : G.names(summary)}</p>
      <p>{G.meaning(summary.student)}</p>
      {summary.total && (
        <dl>
          <dt>{G.totalLabel}</dt>
          <dd className="total" data-testid="guaranty-total">{summary.total}</dd>
          {summary.plan && (
            <>
              <dt>{G.planLabel}</dt>
              <dd>{summary.plan}</dd>
            </>
          )}
        </dl>
      )}
    </Summary>
  );
}

/** /new/sign/:token: the guarantor, who has no account, reads what she guarantees and signs the lease packet through the mailed link. */
export function SignLinkPage() {
  const { summary, token } = useLoaderData() as SignLinkPageData;
  const root = useRouteLoaderData('root') as RootData;
  return (
    <Page>
      <Panel aria-labelledby="sign-heading">
        <h1 id="sign-heading">{G.heading}</h1>
        <p className="company">{root.organization.name}</p>
        {summary ? (
          <>
            <GuarantyFacts summary={summary} />
            <Island name="signing-ceremony" component={SigningCeremony} props={{ base: `/api/sign/${encodeURIComponent(token)}` }} />
          </>
        ) : (
          <Alert tone="info">{M.linkInvalid}</Alert>
        )}
      </Panel>
    </Page>
  );
}
