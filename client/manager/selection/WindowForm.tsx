import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { SelectionWindowSchema } from '../../../shared/selection/selection-schema';
import { SELECTION_LABELS as L } from '../../../shared/selection/selection-texts';
import type { SelectionWindow } from '../../../shared/selection/selection-types';
import { instantToWallTime, wallTimeToInstant } from '../../../shared/zoned-time';
import { Alert, FieldError, PrimaryButton, TextField } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { FieldPair } from '../components/FormDialog';
import { FieldHint, FormCard } from '../components/FormCard';
import { checked, useSubmit } from '../components/use-submit';
import { useManager } from '../context';
import { selectionApi } from './selection-api';
import { SELECTION_SCREEN_TEXTS as T } from './texts';

const Card = styled(FormCard)`
  gap: 18px;
  max-width: 720px;
`;

const Seed = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  dt { font-weight: 600; font-size: 0.9rem; }
  dd { margin: 0; font-size: 0.85rem; color: ${theme.color.muted}; }
  dd.seed { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; color: ${theme.color.text}; overflow-wrap: anywhere; }
`;


type Order = SelectionWindow['order'];
type Input = { opens_at: string; closes_at: string; slot_minutes: string; per_slot: string; order: Order; hold_minutes: string; applicants: boolean; transfers: boolean };

/** The form's fields from the saved window (its times as the company's wall clock), or a new window's. */
function inputOf(window: SelectionWindow | null, timeZone: string): Input {
  if (!window) return { opens_at: '', closes_at: '', slot_minutes: '', per_slot: '', order: 'approval', hold_minutes: '15', applicants: true, transfers: false };
  return {
    opens_at: instantToWallTime(window.opens_at, timeZone),
    closes_at: instantToWallTime(window.closes_at, timeZone),
    slot_minutes: String(window.slot_minutes),
    per_slot: String(window.per_slot),
    order: window.order,
    hold_minutes: String(window.hold_minutes),
    applicants: window.applicants,
    transfers: window.transfers,
  };
}

/** A number field's value as the schema reads it: nothing typed is missing, anything else a number (or NaN, which it refuses). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

const ORDERS: readonly (readonly [Order, string])[] = [
  ['approval', L.orderApproval],
  ['random', L.orderRandom],
];
const WHO: readonly (readonly ['applicants' | 'transfers', string])[] = [
  ['applicants', L.applicants],
  ['transfers', L.transfers],
];

/** The fields that show their own message; any other the server names is listed under the form. */
const SHOWN: readonly string[] = ['opens_at', 'closes_at', 'slot_minutes', 'per_slot', 'order', 'hold_minutes', 'applicants'];

type Props = { periodId: number; window: SelectionWindow | null; timeZone: string; onSaved: (window: SelectionWindow) => void };

/**
 * A period's selection window as a form, its times typed in the company's time zone (whatever the
 * browser's), saved whole with the version it loaded: a stale save shows the conflict notice and keeps
 * what was typed, the server's field errors show under their fields. The screen keys it by the
 * window's version, so a save or a refresh that brings a new version shows it afresh.
 */
export function WindowForm({ periodId, window, timeZone, onSaved }: Props) {
  const { canWrite, notify } = useManager();
  const [input, setInput] = useState<Input>(() => inputOf(window, timeZone));
  const submission = useSubmit({ failed: T.window.saveFailed });
  const { errors } = submission;
  const change = <K extends keyof Input>(key: K, value: Input[K]) => {
    setInput((i) => ({ ...i, [key]: value }));
    submission.clearError(key);
  };
  const text = (key: 'opens_at' | 'closes_at' | 'slot_minutes' | 'per_slot' | 'hold_minutes') => ({ name: key, value: input[key], error: errors[key], onValue: (v: string) => change(key, v), disabled: !canWrite, idPrefix: 'window-' });

  const body = () => ({
    // An unreadable time goes as typed, for the schema's message under its field.
    opens_at: wallTimeToInstant(input.opens_at, timeZone) ?? input.opens_at,
    closes_at: wallTimeToInstant(input.closes_at, timeZone) ?? input.closes_at,
    slot_minutes: numberOf(input.slot_minutes),
    per_slot: numberOf(input.per_slot),
    order: input.order,
    hold_minutes: numberOf(input.hold_minutes),
    applicants: input.applicants,
    transfers: input.transfers,
    ...(window && { version: window.version }),
  });
  const save = submission.submit(
    () => checked(SelectionWindowSchema, body(), (parsed) => selectionApi.saveWindow(periodId, parsed)),
    (next) => {
      submission.reset();
      notify({ tone: 'success', text: T.window.saved });
      onSaved(next);
    },
  );

  return (
    <Card onSubmit={(e: FormEvent) => void save(e)} aria-label={T.window.title} noValidate>
      {submission.conflict && (
        <Alert tone="error" onDismiss={() => submission.setConflict(null)}>
          {submission.conflict}
        </Alert>
      )}
      {!window && <FieldHint>{T.window.none}</FieldHint>}
      <FieldPair>
        <TextField label={L.opensAt} type="datetime-local" {...text('opens_at')} />
        <TextField label={L.closesAt} type="datetime-local" {...text('closes_at')} />
      </FieldPair>
      <FieldHint>{T.window.timeZone(timeZone)}</FieldHint>
      <FieldPair>
        <TextField label={L.slotMinutes} inputMode="numeric" {...text('slot_minutes')} />
        <TextField label={L.perSlot} inputMode="numeric" {...text('per_slot')} />
      </FieldPair>
      <FieldPair>
        <ChoiceGroup legend={L.order} name="order" type="radio" options={ORDERS} isChecked={(o) => input.order === o} onChange={(o) => change('order', o)} error={errors.order} hint={null} disabled={!canWrite} />
        <TextField label={L.holdMinutes} inputMode="numeric" {...text('hold_minutes')} />
      </FieldPair>
      {window?.draw_seed && (
        <Seed>
          <dt>{T.window.seed}</dt>
          <dd className="seed" data-testid="draw-seed">
            {window.draw_seed}
          </dd>
          <dd>{T.window.seedHint}</dd>
        </Seed>
      )}
      <ChoiceGroup
        legend={T.window.who}
        name="applicants"
        type="checkbox"
        options={WHO}
        isChecked={(who) => input[who]}
        onChange={(who, on) => {
          change(who, on);
          submission.clearError('applicants');
        }}
        error={errors.applicants}
        hint={null}
        disabled={!canWrite}
      />
      {Object.entries(errors)
        .filter(([key, message]) => message && !SHOWN.includes(key))
        .map(([key, message]) => (
          <FieldError key={key} role="alert">
            {message}
          </FieldError>
        ))}
      {canWrite && (
        <div>
          <PrimaryButton type="submit" disabled={submission.saving}>
            {submission.saving ? T.window.saving : T.window.save}
          </PrimaryButton>
        </div>
      )}
    </Card>
  );
}
