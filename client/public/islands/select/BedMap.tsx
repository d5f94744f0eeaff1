import type { MouseEvent } from 'react';
import { formatUsd, parseAmount } from '../../../../shared/money';
import { bedTree, holdable } from '../../../../shared/selection/selection-page';
import type { SelectionBed, SelectionMember } from '../../../../shared/selection/selection-types';
import { SELECT_TEXTS as T } from '../../pages/select/select-texts';
import { BedRow, Floor, OutlineButton, Unit, type BadgeTone } from './select-parts';

/**
 * What a bed's button does: hold it (the student alone; it posts the hold form without JavaScript),
 * give it to the next member of the group or take it back (a leader choosing; it asks the page again
 * with the choice without JavaScript), or nothing (a hold is already taken, or the leader chooses).
 */
export type BedAction = { kind: 'hold'; form: string } | { kind: 'pick'; form: string; picks: readonly SelectionBed[]; members: readonly SelectionMember[] } | { kind: 'none' };

type Props = { beds: readonly SelectionBed[]; action: BedAction; group: boolean; busy: boolean; onBed: (bed: SelectionBed, event: MouseEvent<HTMLButtonElement>) => void };

const toneOf = (bed: SelectionBed): BadgeTone => (bed.mine ? 'mine' : bed.state === 'free' && bed.closed ? 'closed' : bed.state);

const stateText = (bed: SelectionBed, group: boolean): string => {
  const tone = toneOf(bed);
  return tone === 'mine' ? (group ? T.state.groupHold : T.state.mine) : T.state[tone];
};

const planTotal = (total: string) => {
  const cents = parseAmount(total);
  return cents === null ? total : formatUsd(cents);
};

function BedButton({ bed, action, busy, onBed }: { bed: SelectionBed; action: BedAction; busy: boolean; onBed: Props['onBed'] }) {
  if (action.kind === 'none' || !holdable(bed)) return null;
  // The visible words are short; the button's name carries the bed's whole label (a screen reader's list of buttons tells them apart).
  if (action.kind === 'hold') {
    return (
      <OutlineButton type="submit" form={action.form} name="bed_ids" value={bed.id} disabled={busy} onClick={(e) => onBed(bed, e)} aria-label={`${T.hold}: ${bed.label}`}>
        {T.hold}
      </OutlineButton>
    );
  }
  const at = action.picks.findIndex((p) => p.id === bed.id);
  const member = at >= 0 ? action.members[at] : action.members[action.picks.length];
  if (!member) return null;
  const text = at >= 0 ? T.pickedFor(member.name) : T.pickFor(member.name);
  return (
    <OutlineButton type="submit" form={action.form} name="pick" value={bed.id} aria-pressed={at >= 0} disabled={busy} onClick={(e) => onBed(bed, e)} aria-label={`${text}: ${bed.label}`}>
      {text}
    </OutlineButton>
  );
}

/** One building's beds, floor → unit → room → bed: each floor a disclosure, each bed its state in words and its plans with their totals. */
export function BedMap({ beds, action, group, busy, onBed }: Props) {
  return (
    <div>
      {bedTree(beds).map((floor) => {
        const free = floor.units.reduce((n, u) => n + u.rooms.reduce((m, r) => m + r.beds.filter(holdable).length, 0), 0);
        return (
          <Floor key={floor.floor} open>
            <summary>
              <h3>{T.floor(floor.floor)}</h3>
              <span>{T.freeCount(free)}</span>
            </summary>
            <div className="units">
              {floor.units.map((unit) => {
                const unitBeds = unit.rooms.flatMap((r) => r.beds);
                const headingId = `unit-${unitBeds[0]!.id}`;
                return (
                  <Unit key={unit.unit} aria-labelledby={headingId}>
                    <header>
                      <h4 id={headingId}>{T.unit(unit.unit)}</h4>
                      <span>
                        {unit.unit_type ? `${unit.unit_type} · ` : ''}
                        {T.freeCount(unitBeds.filter(holdable).length)}
                      </span>
                    </header>
                    {unit.rooms.map((room) => (
                      <div key={room.room}>
                        <p className="room">{T.room(room.room, room.room_type)}</p>
                        <ul>
                          {room.beds.map((bed) => (
                            <BedRow key={bed.id} $tone={toneOf(bed)} data-bed={bed.id}>
                              <div className="what">
                                <span className="name">
                                  {T.bed(bed.bed)}
                                  <span className="badge">{stateText(bed, group)}</span>
                                </span>
                                {bed.plans.length ? (
                                  <ul className="plans">
                                    {bed.plans.map((plan) => (
                                      <li key={plan.id}>{T.planLine(plan.name, planTotal(plan.total))}</li>
                                    ))}
                                  </ul>
                                ) : (
                                  <span className="plans">{T.noPlans}</span>
                                )}
                                {bed.state === 'free' && bed.closed && <span className="why">{bed.closed}</span>}
                              </div>
                              <BedButton bed={bed} action={action} busy={busy} onBed={onBed} />
                            </BedRow>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </Unit>
                );
              })}
            </div>
          </Floor>
        );
      })}
    </div>
  );
}
