import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import { SELECTION_INTENT_FIELD } from '../../../../shared/selection/selection-page';
import type { RoommateGroupAnswer } from '../../../../shared/selection/selection-types';
import type { PostedState } from '../../../../shared/types/posted-form';
import { Alert, FieldError, FieldLabel, PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { disclosureLook } from '../../../ui/disclosure-look';
import { SELECT_TEXTS as T } from './select-texts';

const Section = styled.details`
  background: #fff;
  border-radius: 12px;
  box-shadow: ${theme.shadow};
  ${disclosureLook}
  > summary { padding: 18px 22px; }
  > summary h2 { margin: 0; font-size: 1.25rem; }
  > summary span { color: ${theme.color.muted}; }
  .body { display: grid; gap: 14px; padding: 0 22px 22px; }
  h3 { margin: 4px 0 0; font-size: 1.05rem; }
  p { margin: 0; }
  .muted { color: ${theme.color.muted}; }
  ol, ul { margin: 0; padding-left: 22px; display: grid; gap: 4px; }
  .tag { margin-left: 8px; padding: 1px 8px; border-radius: 999px; background: #EEF3FE; color: ${theme.color.action}; font-size: 0.82rem; font-weight: 700; }
  form { margin: 0; }
  .invite { display: flex; flex-wrap: wrap; align-items: end; gap: 10px 12px; }
  .invite label { flex: 1 1 240px; min-width: 0; }
  .invite .error { flex-basis: 100%; }
  .leave { padding: 10px 18px; border: 1px solid ${theme.color.action}; border-radius: ${theme.radius}; background: #fff; color: ${theme.color.action}; font: inherit; font-weight: 700; cursor: pointer; }
  li { overflow-wrap: anywhere; }
  @media (max-width: 640px) {
    > summary { padding: 16px 12px; }
    .body { padding: 0 12px 16px; }
  }
`;

type Props = {
  roommates: RoommateGroupAnswer;
  /** The signed-in student. */
  me: number;
  /** Where the panel's forms post (the bed map page). */
  action: string;
  /** The answer to one of the panel's forms posted (with or without JavaScript: they are plain forms). */
  posted: PostedState | null;
  open: boolean;
};

/**
 * The roommate group of the period on the bed map page: start one, its members (the leader first)
 * and the invitations not yet answered, invite by e-mail, leave; and the invitations waiting for the
 * student (accepted with the mailed link). Plain forms that post to the page: no code to download.
 */
export function RoommatePanel({ roommates, me, action, posted, open }: Props) {
  const group = roommates.group;
  const emailError = posted?.errors.email;
  const alert = posted?.alert && posted.alert !== emailError ? posted.alert : null;
  const typed = posted && !posted.done && typeof posted.values.email === 'string' ? posted.values.email : '';
  const room = group ? group.members.length + group.pending_invitations.length < group.max_size : false;
  return (
    <Section id="roommates" open={open} data-testid="roommates">
      <summary>
        <h2>{T.roommatesHeading}</h2>
        <span>{group ? T.roommatesSummary(group.members.length) : T.noGroup}</span>
      </summary>
      <div className="body">
        {posted?.done && <Alert tone="info">{posted.done}</Alert>}
        {alert && <Alert tone="error">{alert}</Alert>}
        {roommates.invitations.map((i) => (
          <Alert key={i.id} tone="info">
            {T.invitedYou(i.from)}
          </Alert>
        ))}
        {!group ? (
          <>
            <p>{T.roommatesIntro}</p>
            <form method="post" action={action}>
              <input type="hidden" name={SELECTION_INTENT_FIELD} value="create_group" />
              <PrimaryButton type="submit">{T.createGroup}</PrimaryButton>
            </form>
          </>
        ) : (
          <>
            <h3>{T.members}</h3>
            <ol data-testid="group-members">
              {group.members.map((m) => (
                <li key={m.user_id}>
                  {m.name}
                  {m.user_id === me ? T.you : ''}
                  {m.leader && <span className="tag">{T.leader}</span>}
                </li>
              ))}
            </ol>
            {group.pending_invitations.length > 0 && (
              <>
                <h3>{T.pending}</h3>
                <ul data-testid="group-invitations">
                  {group.pending_invitations.map((i) => (
                    <li key={i.id}>{T.pendingUntil(i.to, formatShortDate(i.expires_on))}</li>
                  ))}
                </ul>
              </>
            )}
            <p className="muted">{room ? T.groupSize(group.members.length, group.max_size) : T.groupFull}</p>
            {room && (
              <form method="post" action={action} className="invite">
                <input type="hidden" name={SELECTION_INTENT_FIELD} value="invite" />
                <input type="hidden" name="group_id" value={group.id} />
                <FieldLabel>
                  {T.inviteLabel}
                  <input type="email" name="email" required autoComplete="off" defaultValue={typed} aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? 'invite-email-error' : undefined} />
                </FieldLabel>
                <PrimaryButton type="submit">{T.invite}</PrimaryButton>
                {emailError && (
                  <FieldError id="invite-email-error" className="error">
                    {emailError}
                  </FieldError>
                )}
              </form>
            )}
            <form method="post" action={action}>
              <input type="hidden" name={SELECTION_INTENT_FIELD} value="leave_group" />
              <input type="hidden" name="group_id" value={group.id} />
              <button type="submit" className="leave">
                {T.leave}
              </button>
            </form>
          </>
        )}
      </div>
    </Section>
  );
}
