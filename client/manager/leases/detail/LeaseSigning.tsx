import { useCallback, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { Lease } from '../../../../shared/leases/lease-types';
import type { SigningState } from '../../../../shared/leases/signing-types';
import { errorMessage } from '../../../../shared/api-errors';
import { SignerProgress, signerOnTurn } from '../../../signing/SignerProgress';
import { SigningCeremony } from '../../../signing/SigningCeremony';
import { CEREMONY_TEXTS } from '../../../signing/signing-ui-texts';
import { Card } from '../../components/DetailCard';
import { SecondaryButton } from '../../components/Dialog';
import { useManager } from '../../context';
import { leasesApi } from '../leases-api';
import { LEASE_SCREEN_TEXTS as T } from '../texts';

const Body = styled.div`
  display: grid;
  gap: 16px;
  .link { justify-self: start; }
  hr { width: 100%; border: 0; border-top: 1px solid #E8ECEF; margin: 0; }
`;

const phaseOf = (status: string, failure: unknown) => (failure ? `${status}, not finalized` : status);

/**
 * The lease's signing: each signer's progress, a new link for the guarantor while it is their turn,
 * and the landlord's own ceremony (countersigning, then the signed files) for a manager.
 */
export function LeaseSigning({ lease, onChanged }: { lease: Lease; onChanged: () => void }) {
  const { notify } = useManager();
  const [state, setState] = useState<SigningState | null>(null);
  const [sending, setSending] = useState(false);
  const phase = useRef(phaseOf(lease.status, lease.execution_failure));
  const shown = useCallback(
    (next: SigningState) => {
      setState(next);
      // The lease's status on the page follows the signing (Signing, Executed, Declined, could not be finalized).
      const now = phaseOf(next.lease_status, next.execution_failure);
      if (phase.current !== now) {
        phase.current = now;
        onChanged();
      }
    },
    [onChanged],
  );
  const guarantorsTurn = state && state.lease_status !== 'Declined' && signerOnTurn(state.signers)?.role === 'guarantor';
  const sendLink = async () => {
    setSending(true);
    try {
      await leasesApi.guarantorLink(lease.id);
      notify({ tone: 'success', text: T.guarantorLinkSent });
    } catch (err) {
      notify({ tone: 'error', text: errorMessage(err) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Card aria-labelledby="lease-signing" data-testid="lease-signing">
      <h2 id="lease-signing">{T.signingTitle}</h2>
      <Body>
        {state && <SignerProgress signers={state.signers} declined={state.lease_status === 'Declined'} />}
        {guarantorsTurn && (
          <SecondaryButton type="button" className="link" onClick={() => void sendLink()} disabled={sending}>
            {sending ? CEREMONY_TEXTS.applying : T.guarantorLink}
          </SecondaryButton>
        )}
        {state && <hr />}
        <SigningCeremony base={leasesApi.signingBase(lease.id)} onState={shown} showProgress={false} />
      </Body>
    </Card>
  );
}
