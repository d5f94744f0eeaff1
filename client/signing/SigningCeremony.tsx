import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { errorMessage } from '../../shared/api-errors';
import { Alert } from '../ui/form';
import { theme } from '../ui/theme';
import type { Adopted, AdoptKind } from './adopted';
import { AdoptStep } from './AdoptStep';
import { ApplyStep } from './ApplyStep';
import { TextButton } from './ceremony-styles';
import { ConsentStep } from './ConsentStep';
import { DeclineDialog } from './DeclineDialog';
import { FinishStep } from './FinishStep';
import { ReviewStep } from './ReviewStep';
import { signingApi } from './signing-api';
import { announceSigningState } from './signing-events';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';
import { SigningOutcome } from './SigningOutcome';
import { StepCounter } from './StepCounter';

export type SigningCeremonyProps = {
  /** `/api/leases/{id}/signing` for the tenant and the landlord, `/api/sign/{token}` for the guarantor. */
  base: string;
  /** Told of each new state (the manager's lease page refreshes its status). */
  onState?: (state: SigningState) => void;
  /** False where the page shows the signers' progress itself (the manager's Signing card). */
  showProgress?: boolean;
};

const Box = styled.div`
  display: grid;
  gap: 18px;
  min-width: 0;
  .decline { justify-self: start; color: #A3124B; }
  hr { width: 100%; border: 0; border-top: 1px solid ${theme.color.border}; margin: 0; }
`;

const FINISHING_POLL_MS = 1000;

type Stage = 'review' | 'adopt' | 'apply';
const STAGE_INDEX: Record<Stage, number> = { review: 1, adopt: 2, apply: 3 };

/**
 * The signing ceremony of one signer, the same for the tenant (My lease), the guarantor (the mailed
 * link) and the landlord (the manager's lease page): agree, review, adopt, apply, sign and complete,
 * or decline. The server holds the state; what the signer drew or typed stays here between steps.
 */
export function SigningCeremony({ base, onState, showProgress = true }: SigningCeremonyProps) {
  const api = useMemo(() => signingApi(base), [base]);
  const [state, setState] = useState<SigningState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('review');
  const [adopted, setAdopted] = useState<Adopted>({ sig: null, initial: null });
  const [declining, setDeclining] = useState(false);

  // The latest listener, read when a state arrives: a new one on each parent render reloads nothing.
  const listener = useRef(onState);
  useEffect(() => {
    listener.current = onState;
  }, [onState]);
  const show = useCallback((next: SigningState) => {
    setState(next);
    listener.current?.(next);
    announceSigningState(next);
  }, []);
  const load = useCallback(
    (signal?: AbortSignal) => {
      api.state(signal).then(show, (err: unknown) => {
        if (!signal?.aborted) setLoadError(errorMessage(err));
      });
    },
    [api, show],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  // While the execution job runs ("Finishing…"), the state is read again each second until it is done.
  const finishing = !!state?.finishing;
  useEffect(() => {
    if (!finishing) return;
    const controller = new AbortController();
    const timer = setInterval(() => load(controller.signal), FINISHING_POLL_MS);
    return () => (clearInterval(timer), controller.abort());
  }, [finishing, load]);

  if (!state) {
    return loadError ? (
      <Box>
        <Alert tone="error">{`${T.loadFailed} ${loadError}`}</Alert>
        <TextButton type="button" onClick={() => {
            setLoadError(null);
            load();
          }}>
          {T.retry}
        </TextButton>
      </Box>
    ) : (
      <Box aria-busy="true">
        <p>{T.loading}</p>
        <noscript>
          <p>{T.needsJavaScript}</p>
        </noscript>
      </Box>
    );
  }

  const outcome = <SigningOutcome state={state} showProgress={showProgress} />;
  if (!state.my_turn || state.completed || state.declined) return <Box data-testid="signing-ceremony">{outcome}</Box>;

  const needs = (['sig', 'initial'] as AdoptKind[]).filter((kind) => state.slots.some((s) => s.kind === kind && !s.filled));
  const allFilled = state.slots.every((s) => !s.required || s.filled);
  // Once every place is filled, what is left is step 5: signing.
  const current = !state.consented ? 0 : stage === 'apply' && allFilled ? 4 : STAGE_INDEX[stage];
  return (
    <Box data-testid="signing-ceremony">
      <StepCounter current={current} />
      {!state.consented ? (
        <ConsentStep api={api} onState={show} />
      ) : stage === 'review' ? (
        <ReviewStep documents={state.documents} onNext={() => setStage(needs.length ? 'adopt' : 'apply')} />
      ) : stage === 'adopt' ? (
        <AdoptStep
          signerName={state.signer_name}
          needs={needs}
          adopted={adopted}
          onBack={() => setStage('review')}
          onAdopt={(next) => {
            setAdopted(next);
            setStage('apply');
          }}
        />
      ) : (
        <>
          <ApplyStep state={state} adopted={adopted} api={api} onState={show} onChangeSignature={() => setStage('adopt')} />
          <hr />
          <FinishStep state={state} api={api} onState={show} />
        </>
      )}
      <TextButton type="button" className="decline" onClick={() => setDeclining(true)}>
        {S.declineButton}
      </TextButton>
      {declining && <DeclineDialog api={api} onState={show} onClose={() => setDeclining(false)} />}
    </Box>
  );
}
