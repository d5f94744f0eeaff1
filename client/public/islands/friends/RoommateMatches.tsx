import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { RoommateMatch } from '../../../../shared/roommates/roommate-profile';
import { ROOMMATE_TEXTS as T } from '../../../../shared/roommates/roommate-texts';
import { getJson } from '../../../api/http';
import { outlineButtonLook } from '../../../ui/ActionLink';
import { SliderCarousel } from '../../../ui/SliderCarousel';
import { theme } from '../../../ui/theme';
import { useRequestAction } from '../../../ui/use-request-action';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { FriendCard, FriendsNote as Note } from './FriendCard';

const MatchCard = styled(FriendCard)`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 4px;
  height: 100%;
  box-sizing: border-box;
  img { margin-bottom: 6px; }
  .facts { font-size: 0.85rem; min-height: 1.3em; }
  button { ${outlineButtonLook} position: relative; margin-top: 8px; padding: 6px 12px; background: none; font: inherit; font-weight: 700; font-size: 0.9rem; white-space: normal; }
  button:disabled { opacity: 0.65; cursor: default; }
  p { margin: 4px 0 0; font-size: 0.85rem; }
  p[role='alert'] { color: #a3154f; }
  p.done { color: ${theme.color.muted}; }
`;

/** A few of the match's lifestyle answers under the name (bedtime, tidiness): what a student looks at first. */
function facts(answers: RoommateMatch['answers']): string {
  return [answers.rm_usual_sleep_time && `Bedtime ${String(answers.rm_usual_sleep_time)}`, answers.rm_cleanliness, answers.rm_class_level].filter(Boolean).join(' · ');
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; matches: RoommateMatch[] };

/** The signed-in student's matches at the property (`GET /api/property-friends/?property=`), best first, each with its percentage and an invitation to the student's group. */
export function RoommateMatches({ propertyId, groupId }: { propertyId: number; groupId: number | null }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getJson<RoommateMatch[]>(`/api/property-friends/?property=${propertyId}`, controller.signal).then(
      (matches) => setLoad({ kind: 'loaded', matches }),
      () => !controller.signal.aborted && setLoad({ kind: 'failed' }),
    );
    return () => controller.abort();
  }, [propertyId]);

  if (load.kind === 'loading') return <Note role="status">{T.finding}</Note>;
  if (load.kind === 'failed') return <Note role="alert">{T.loadFailed}</Note>;
  if (!load.matches.length) return <Note data-testid="roommate-note">{T.noMatches}</Note>;
  return <SliderCarousel label="Your roommate matches" items={load.matches} itemKey={(m) => m.profile_id} renderItem={(m) => <Match match={m} groupId={groupId} />} />;
}

/** One match: photo, "First L.", the percentage, a few answers, and Invite to my group (the groups API's refusal is shown as it says it). */
function Match({ match, groupId }: { match: RoommateMatch; groupId: number | null }) {
  const { busy, error, setError, send } = useRequestAction();
  const [invited, setInvited] = useState(false);
  const invite = async () => {
    if (groupId === null) return setError(T.noGroup);
    const sent = await send<unknown>('POST', `/api/roommate-groups/${groupId}/invitations/`, { profile_id: match.profile_id });
    if (sent !== undefined) setInvited(true);
  };
  return (
    <MatchCard data-testid="friend" data-profile={match.profile_id}>
      {match.user.image && <img src={match.user.image} srcSet={match.user.image_srcset ?? undefined} sizes="72px" alt="" width={72} height={72} loading="lazy" />}
      <strong>{match.name}</strong>
      <span>{T.match(match.match_percentage)}</span>
      <span className="facts">{facts(match.answers)}</span>
      <button type="button" disabled={busy || invited} onClick={() => void invite()}>
        {busy ? T.inviting : T.invite}
        <VisuallyHidden> ({match.name})</VisuallyHidden>
      </button>
      {invited && <p className="done" role="status">{T.invited}</p>}
      {error && <p role="alert">{error}</p>}
    </MatchCard>
  );
}
