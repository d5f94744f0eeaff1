import { useState } from 'react';
import { styled } from 'styled-components';
import type { SigningSlot, SigningState } from '../../shared/leases/signing-types';
import { FieldError } from '../ui/form';
import { theme } from '../ui/theme';
import { useRequestAction } from '../ui/use-request-action';
import type { Adopted } from './adopted';
import { OutlineButton, Step, TextButton } from './ceremony-styles';
import type { SigningApi } from './signing-api';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const Group = styled.div`
  display: grid;
  gap: 8px;
  h4 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  li { display: grid; gap: 6px; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  li[data-filled] { border-color: #9CCFAE; background: #F5FBF7; }
  .caption { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2px 10px; font-weight: 600; }
  .page { color: ${theme.color.muted}; font-weight: 400; font-size: 0.85rem; }
  .value { display: flex; align-items: center; gap: 10px; min-height: 44px; }
  .value img { max-height: 56px; max-width: 70%; background: #fff; }
  .applied { color: #236B3B; font-weight: 700; font-size: 0.85rem; }
  .date { font-size: 1.05rem; }
`;

const applyLabel = { sig: T.applySignature, initial: T.applyInitials, date: T.applyDate };

/** Step 4: the signer's places by document; a tap applies the adopted image (saved at once) or the date. */
export function ApplyStep({ state, adopted, api, onState, onChangeSignature }: { state: SigningState; adopted: Adopted; api: SigningApi; onState: (next: SigningState) => void; onChangeSignature: () => void }) {
  const { busy, error, run } = useRequestAction();
  // The place last tapped: its button says it is applying, and a failure shows under it.
  const [tapped, setTapped] = useState<number | null>(null);
  const apply = (slot: SigningSlot) => {
    setTapped(slot.id);
    return run(async (signal) => onState(await api.apply(slot.id, slot.kind === 'date' ? null : adopted[slot.kind], signal)));
  };
  const groups = [...new Set(state.slots.map((s) => s.document_id))].map((id) => state.slots.filter((s) => s.document_id === id));
  return (
    <Step aria-labelledby="signing-apply">
      <h3 id="signing-apply">{T.applyTitle}</h3>
      <p className="muted">{T.applyIntro}</p>
      {groups.map((slots) => (
        <Group key={slots[0]!.document_id} data-testid="signing-slots">
          <h4>{slots[0]!.document_name}</h4>
          <ul>
            {slots.map((slot) => (
              <li key={slot.id} data-filled={slot.filled || undefined} data-testid="signing-slot">
                <span className="caption">
                  {slot.caption} <span className="page">{T.page(slot.page)}</span>
                </span>
                <div className="value">
                  {slot.filled ? (
                    <>
                      {slot.kind === 'date' ? <span className="date">{slot.value}</span> : <img src={slot.value ?? ''} alt={`${slot.caption}: ${T.applied}`} />}
                      <span className="applied">✓ {T.applied}</span>
                    </>
                  ) : (
                    <>
                      {slot.kind === 'date' && <span className="date">{T.dateWillBe(state.today)}</span>}
                      <OutlineButton type="button" disabled={busy} onClick={() => void apply(slot)} aria-label={`${applyLabel[slot.kind]}: ${slot.caption} (${slot.document_name})`}>
                        {busy && tapped === slot.id ? T.applying : applyLabel[slot.kind]}
                      </OutlineButton>
                    </>
                  )}
                </div>
                {error && tapped === slot.id && <FieldError role="alert">{error}</FieldError>}
              </li>
            ))}
          </ul>
        </Group>
      ))}
      <div className="actions">
        <TextButton type="button" onClick={onChangeSignature}>
          {T.changeSignature}
        </TextButton>
      </div>
    </Step>
  );
}
