import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { SIGNING_MESSAGES as M } from '../../../shared/leases/signing-texts';
import { SigningCeremony } from '../../signing/SigningCeremony';
import { CEREMONY_TEXTS as T } from '../../signing/signing-ui-texts';
import { Alert } from '../../ui/form';
import { Panel } from '../components/Panel';
import { Island } from '../islands/Island.server';
import type { RootData } from '../route-meta.server';

export type SignLinkPageData = { valid: boolean; token: string };

const Page = styled.div`
  padding: 32px 16px 64px;
  max-width: 760px;
  margin: 0 auto;
  min-height: 60vh;
  h1 { margin: 0; font-size: 1.6rem; }
  .company { margin: 0; color: #5B687C; }
  @media (max-width: 640px) { padding: 20px 12px 48px; h1 { font-size: 1.35rem; } }
`;

/** /new/sign/:token: the guarantor, who has no account, signs the lease packet through the mailed link. */
export function SignLinkPage() {
  const { valid, token } = useLoaderData() as SignLinkPageData;
  const root = useRouteLoaderData('root') as RootData;
  return (
    <Page>
      <Panel aria-labelledby="sign-heading">
        <h1 id="sign-heading">{T.heading}</h1>
        <p className="company">{root.organization.name}</p>
        {valid ? (
          <Island name="signing-ceremony" component={SigningCeremony} props={{ base: `/api/sign/${encodeURIComponent(token)}` }} />
        ) : (
          <Alert tone="info">{M.linkInvalid}</Alert>
        )}
      </Panel>
    </Page>
  );
}
