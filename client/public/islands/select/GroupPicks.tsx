import type { MouseEvent } from 'react';
import type { SelectionBed, SelectionMember } from '../../../../shared/selection/selection-types';
import { SELECT_TEXTS as T } from '../../pages/select/select-texts';
import { Card, Picks } from './select-parts';

type Props = {
  members: readonly SelectionMember[];
  me: number;
  picks: readonly SelectionBed[];
  /** The page with this member's bed taken back (a link without JavaScript). */
  without: (bed: SelectionBed) => string;
  startOver: string;
  onRemove: (bed: SelectionBed, event: MouseEvent<HTMLAnchorElement>) => void;
  onStartOver: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A leader choosing for the group: each member in order with the bed chosen for them so far, or not yet. */
export function GroupPicks({ members, me, picks, without, startOver, onRemove, onStartOver }: Props) {
  return (
    <Card aria-labelledby="picks-heading" data-testid="group-picks">
      <h2 id="picks-heading">{T.picksHeading}</h2>
      <p className="muted">{T.picksIntro(members.length)}</p>
      <Picks>
        {members.map((member, i) => {
          const bed = picks[i];
          return (
            <li key={member.user_id} data-testid="group-pick">
              <span className="member">
                {member.name}
                {member.user_id === me ? T.you : ''}
              </span>
              <span className={bed ? 'bed chosen' : 'bed'}>{bed ? bed.label : T.notChosen}</span>
              {bed && (
                <a href={without(bed)} onClick={(e) => onRemove(bed, e)} aria-label={T.removeFor(member.name)}>
                  {T.remove}
                </a>
              )}
            </li>
          );
        })}
      </Picks>
      {picks.length > 0 && (
        <p>
          <a href={startOver} onClick={onStartOver}>{T.startOver}</a>
        </p>
      )}
    </Card>
  );
}
