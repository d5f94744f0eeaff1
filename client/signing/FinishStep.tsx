import { useState } from 'react';
import { SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { useRequestAction } from '../ui/use-request-action';
import { Alert, PrimaryButton } from '../ui/form';
import { Step } from './ceremony-styles';
import type { SigningApi } from './signing-api';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

/** Step 5: the statement of intent and Sign and complete; the server names any place left empty. */
export function FinishStep({ state, api, onState }: { state: SigningState; api: SigningApi; onState: (next: SigningState) => void }) {
  const { busy, error, run } = useRequestAction();
  const left = state.slots.filter((s) => s.required && !s.filled).length;
  // How many places were empty when the signer last tried: a refusal naming empty places is no longer true once every one is filled.
  const [leftAtTry, setLeftAtTry] = useState(0);
  const complete = () => {
    setLeftAtTry(left);
    return run(async (signal) => onState(await api.complete(signal)), { stayBusy: true });
  };
  const stale = leftAtTry > 0 && left === 0;
  return (
    <Step aria-labelledby="signing-finish">
      <h3 id="signing-finish">{S.completeButton}</h3>
      <p className="muted" role="status">{left ? T.remaining(left) : T.allFilled}</p>
      <p>{S.intentStatement}</p>
      {error && !stale && <Alert tone="error">{error}</Alert>}
      <div className="actions">
        <PrimaryButton type="button" onClick={() => void complete()} disabled={busy}>
          {busy ? T.completing : S.completeButton}
        </PrimaryButton>
      </div>
    </Step>
  );
}
