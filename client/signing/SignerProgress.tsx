import { styled } from 'styled-components';
import type { SignerProgress as Signer } from '../../shared/leases/signing-types';
import { theme } from '../ui/theme';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 10px; padding: 8px 0; border-top: 1px solid ${theme.color.border}; }
  li:first-child { border-top: 0; }
  .who { flex: 1 1 160px; min-width: 0; overflow-wrap: anywhere; }
  .role { color: ${theme.color.muted}; font-size: 0.88rem; }
  .state { font-weight: 700; font-size: 0.88rem; }
  .state[data-state='completed'] { color: #236B3B; }
  .state[data-state='declined'] { color: #A3124B; }
  .state[data-state='turn'] { color: ${theme.color.action}; }
  .state[data-state='waiting'] { color: ${theme.color.muted}; }
  .state[data-state='unopened'] { color: ${theme.color.muted}; }
`;

/** The signer whose turn it is: the first, in order, who has neither signed nor declined. */
export const signerOnTurn = (signers: Signer[]) => [...signers].sort((a, b) => a.order - b.order).find((s) => !s.completed && !s.declined) ?? null;

/** Signing now only once the signer on turn has opened the packet: until then the list waits for them by name. */
const stateOf = (s: Signer, turn: Signer | null) => (s.completed ? 'completed' : s.declined ? 'declined' : s !== turn ? 'waiting' : s.opened ? 'turn' : 'unopened');

/** Each signer in order with where they are: signed, declined, signing now, waiting for them to open it, or waiting. */
export function SignerProgress({ signers, declined }: { signers: Signer[]; declined?: boolean }) {
  const turn = declined ? null : signerOnTurn(signers);
  return (
    <List aria-label={T.progressTitle} data-testid="signer-progress">
      {[...signers]
        .sort((a, b) => a.order - b.order)
        .map((s) => {
          const state = stateOf(s, turn);
          return (
            <li key={s.role}>
              <span className="who">
                {s.name || T.roles[s.role]} <span className="role">{T.roles[s.role]}</span>
              </span>
              <span className="state" data-state={state}>
                {state === 'unopened' ? T.waitingForSigner(s.name || T.roles[s.role]) : T.signerStatus[state]}
              </span>
            </li>
          );
        })}
    </List>
  );
}
