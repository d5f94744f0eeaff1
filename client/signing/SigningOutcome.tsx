import { EXECUTION_TEXTS } from '../../shared/leases/execution-texts';
import { SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { Step } from './ceremony-styles';
import { PayAtSigning } from './PayAtSigning';
import { SignedFiles } from './SignedFiles';
import { signerOnTurn, SignerProgress } from './SignerProgress';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

type Outcome = { testId?: string; title: string; text: string; reason?: string; files?: boolean; progress?: boolean };

/** Which outcome the state is, or null when it is the signer's turn to sign. */
function outcomeOf(state: SigningState): Outcome | null {
  if (state.lease_status === 'Executed') return { testId: 'signing-executed', title: T.executedTitle, text: T.executedIntro, files: true, progress: true };
  if (state.declined || state.lease_status === 'Declined') return { testId: 'signing-declined', title: T.declinedTitle, text: T.declinedIntro, progress: true };
  // Everyone signed, but the execution failed: the signature stands, the lease is not done.
  if (state.completed && state.execution_failure) {
    const text = state.role === 'landlord' ? T.notFinalizedLandlord : T.notFinalizedIntro;
    return { testId: 'signing-not-finalized', title: T.notFinalizedTitle, text, reason: EXECUTION_TEXTS.notFinalized(state.execution_failure.reason), progress: true };
  }
  // Everyone signed; the signed files are being made (a job): the screen polls until it is Executed.
  if (state.completed && state.finishing) return { testId: 'signing-finishing', title: T.signedTitle, text: EXECUTION_TEXTS.finishing, progress: true };
  if (state.completed) return { testId: 'signing-completed', title: T.signedTitle, text: T.signedIntro, progress: true };
  if (state.lease_status !== 'Ready to sign' && state.lease_status !== 'Signing') return { title: T.notSigningTitle, text: M.notSigning };
  if (state.my_turn) return null;
  const turn = signerOnTurn(state.signers);
  return { testId: 'signing-waiting', title: T.waitingTitle, text: turn ? T.waitingFor(turn.name || T.roles[turn.role]) : M.notYourTurn, progress: true };
}

/** What a signer sees when there is nothing for them to do now; null when it is their turn to sign. */
export function SigningOutcome({ state, showProgress }: { state: SigningState; showProgress: boolean }) {
  const outcome = outcomeOf(state);
  if (!outcome) return null;
  return (
    <Step aria-labelledby="signing-outcome" data-testid={outcome.testId}>
      <h3 id="signing-outcome">{outcome.title}</h3>
      <p>{outcome.text}</p>
      {outcome.reason && <p className="reason">{outcome.reason}</p>}
      {outcome.files && <SignedFiles state={state} />}
      {state.pay_now && <PayAtSigning leaseId={state.lease_id} offer={state.pay_now} />}
      {showProgress && outcome.progress && <SignerProgress signers={state.signers} declined={state.lease_status === 'Declined'} />}
    </Step>
  );
}
