import type { FormEvent, Ref } from 'react';
import { formatCountdown, SELECTION_INTENT_FIELD } from '../../../../shared/selection/selection-page';
import { formatUsd, parseAmount } from '../../../../shared/money';
import type { SelectionPlan, StudentSelection } from '../../../../shared/selection/selection-types';
import { PrimaryButton } from '../../../ui/form';
import { SELECT_TEXTS as T } from '../../pages/select/select-texts';
import { HoldCard, OutlineButton } from './select-parts';
import { useCountdown } from './use-countdown';

type Props = {
  selection: StudentSelection;
  offset: number | null;
  /** Whether the student confirms and releases (alone, or their group's leader); a member sees the hold only. */
  acts: boolean;
  busy: string | null;
  /** Where the Confirm and Release forms post without JavaScript. */
  action: string;
  onConfirm: () => void;
  onRelease: () => void;
  onExpired: () => void;
  /** The plans offered on a held bed, when the map shown has it. */
  plansOf: (bedId: number) => readonly SelectionPlan[] | undefined;
  ref?: Ref<HTMLElement>;
};

/** A moment as a clock in the company's time zone ("10:35 AM"), written the same by the server and the browser. */
function clockTime(timestamp: string, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(new Date(timestamp)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/**
 * The student's hold (a leader's, every member's bed): the bed, the time left until it runs out,
 * Confirm and Release. Each button is a form of its own without JavaScript.
 */
export function HoldPanel({ selection, offset, acts, busy, action, onConfirm, onRelease, onExpired, plansOf, ref }: Props) {
  const holds = selection.holds;
  const expiresAt = holds.reduce((first, h) => (h.expires_at < first ? h.expires_at : first), holds[0]!.expires_at);
  const left = useCountdown(expiresAt, selection.now, offset, onExpired);
  const members = new Map((selection.my_group?.members ?? []).map((m) => [m.user_id, m.name]));
  const leader = selection.my_group?.members.find((m) => m.leader)?.name ?? '';
  const submit = (run: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run();
  };
  return (
    <HoldCard ref={ref} tabIndex={-1} aria-labelledby="hold-heading" data-testid="hold-panel">
      <h2 id="hold-heading">{holds.length > 1 ? T.groupHoldHeading : T.holdHeading}</h2>
      <ul>
        {holds.map((h) => (
          <li key={h.bed_id}>
            <div>
              {h.bed}
              {members.size > 1 && <span> {T.heldForMember(members.get(h.user_id) ?? '')}</span>}
            </div>
            {!!plansOf(h.bed_id)?.length && (
              <ul className="plans">
                {plansOf(h.bed_id)!.map((plan) => (
                  <li key={plan.id}>{T.planLine(plan.name, formatUsd(parseAmount(plan.total) ?? 0))}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="timer" role="timer" aria-atomic="true">
        {holds.length > 1 ? T.heldForGroup : T.heldFor} <strong data-testid="hold-countdown">{formatCountdown(left)}</strong>
        <span className="muted">{T.heldUntil(clockTime(expiresAt, selection.time_zone))}</span>
      </p>
      {acts ? (
        <>
          <p className="muted">{holds.length > 1 ? T.confirmGroupHint : T.confirmHint}</p>
          <div className="buttons">
            <form method="post" action={action} onSubmit={submit(onConfirm)}>
              <input type="hidden" name={SELECTION_INTENT_FIELD} value="confirm" />
              <PrimaryButton type="submit" disabled={busy !== null}>{busy === 'confirm' ? T.confirming : holds.length > 1 ? T.confirmGroup(holds.length) : T.confirm}</PrimaryButton>
            </form>
            <form method="post" action={action} onSubmit={submit(onRelease)}>
              <input type="hidden" name={SELECTION_INTENT_FIELD} value="release" />
              <OutlineButton type="submit" disabled={busy !== null}>{busy === 'release' ? T.releasing : T.release}</OutlineButton>
            </form>
          </div>
        </>
      ) : (
        <p>{T.leaderConfirms(leader)}</p>
      )}
    </HoldCard>
  );
}
