import { useRef, useState } from 'react';
import { formatCountdown } from '../../../../shared/selection/selection-page';
import type { StudentSelection } from '../../../../shared/selection/selection-types';
import { getJson } from '../../../api/http';
import { SELECT_TEXTS as T } from '../../pages/select/select-texts';
import { useCountdown } from './use-countdown';

type Props = { periodId: number; startsAt: string; now: string };

/**
 * The waiting screen's countdown to the student's selection time; when it runs out the page asks
 * the server whether the map is open to them (its clock decides) and reloads into the map, asking
 * again each second until it is.
 */
export function SlotCountdown({ periodId, startsAt, now }: Props) {
  const [opening, setOpening] = useState(false);
  const asking = useRef(false);
  const ask = async () => {
    if (asking.current) return;
    asking.current = true;
    setOpening(true);
    try {
      const selection = await getJson<StudentSelection>(`/api/selection/${periodId}/`);
      if (selection.may_select || (selection.state !== 'before' && selection.state !== 'open')) return window.location.reload();
    } catch {
      // Asked again in a second: a lost answer only delays the map.
    }
    asking.current = false;
    window.setTimeout(() => void ask(), 1000);
  };
  const left = useCountdown(startsAt, now, null, () => void ask());
  return (
    <div className="countdown">
      <p role="timer" aria-atomic="true">
        {T.startsIn} <strong data-testid="slot-countdown">{formatCountdown(left)}</strong>
      </p>
      <p role="status">{opening ? T.opening : ''}</p>
    </div>
  );
}
