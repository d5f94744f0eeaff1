import { SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { Step } from './ceremony-styles';
import { SignedFiles } from './SignedFiles';
import { signerOnTurn, SignerProgress } from './SignerProgress';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

/** What a signer sees when there is nothing for them to do now; null when it is their turn to sign. */
export function SigningOutcome({ state, showProgress }: { state: SigningState; showProgress: boolean }) {
  const progress = showProgress && <SignerProgress signers={state.signers} declined={state.lease_status === 'Declined'} />;
  if (state.lease_status === 'Executed') {
    return (
      <Step aria-labelledby="signing-outcome" data-testid="signing-executed">
        <h3 id="signing-outcome">{T.executedTitle}</h3>
        <p>{T.executedIntro}</p>
        <SignedFiles state={state} />
        {progress}
      </Step>
    );
  }
  if (state.declined || state.lease_status === 'Declined') {
    return (
      <Step aria-labelledby="signing-outcome" data-testid="signing-declined">
        <h3 id="signing-outcome">{T.declinedTitle}</h3>
        <p>{T.declinedIntro}</p>
        {progress}
      </Step>
    );
  }
  if (state.completed) {
    return (
      <Step aria-labelledby="signing-outcome" data-testid="signing-completed">
        <h3 id="signing-outcome">{T.signedTitle}</h3>
        <p>{T.signedIntro}</p>
        {progress}
      </Step>
    );
  }
  if (state.lease_status !== 'Ready to sign' && state.lease_status !== 'Signing') {
    return (
      <Step aria-labelledby="signing-outcome">
        <h3 id="signing-outcome">{T.notSigningTitle}</h3>
        <p>{M.notSigning}</p>
      </Step>
    );
  }
  if (!state.my_turn) {
    const turn = signerOnTurn(state.signers);
    return (
      <Step aria-labelledby="signing-outcome" data-testid="signing-waiting">
        <h3 id="signing-outcome">{T.waitingTitle}</h3>
        <p>{turn ? T.waitingFor(turn.name || T.roles[turn.role]) : M.notYourTurn}</p>
        {progress}
      </Step>
    );
  }
  return null;
}
