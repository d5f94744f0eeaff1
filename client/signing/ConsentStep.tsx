import { BASE_PATH } from '../../shared/constants';
import { SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { useRequestAction } from '../ui/use-request-action';
import { Alert, PrimaryButton } from '../ui/form';
import { Step } from './ceremony-styles';
import type { SigningApi } from './signing-api';

export const DISCLOSURE_PATH = `${BASE_PATH}/signing-disclosure`;

/** Step 1: the signer agrees to electronic records and signatures (the full disclosure a link away). */
export function ConsentStep({ api, onState }: { api: SigningApi; onState: (next: SigningState) => void }) {
  const { busy, error, run } = useRequestAction();
  const agree = () => run(async (signal) => onState(await api.consent(signal)));
  return (
    <Step aria-labelledby="signing-consent">
      <h3 id="signing-consent">{S.consentTitle}</h3>
      <p>{S.consentStatement}</p>
      <p>
        <a href={DISCLOSURE_PATH} target="_blank" rel="noopener">
          {S.disclosureLink}
        </a>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="actions">
        <PrimaryButton type="button" onClick={() => void agree()} disabled={busy}>
          {S.consentButton}
        </PrimaryButton>
      </div>
    </Step>
  );
}
