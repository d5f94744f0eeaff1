import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { roommateInvitationPath, selectionPath, type RoommateInvitationPage as Invitation } from '../../../../shared/selection/selection-page';
import { Alert, PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Panel } from '../../components/Panel';
import { StudentPage as Page } from '../../components/StudentPage';
import { usePosted } from '../../posted-form.server';
import { SELECT_TEXTS as T } from './select-texts';

export type RoommateInvitationPageData = { invitation: Invitation };

const Card = styled(Panel)`
  p { margin: 0; }
  .line { font-size: 1.15rem; font-weight: 700; }
  .muted { color: ${theme.color.muted}; }
  form { margin: 0; }
  @media (max-width: 640px) { padding: 16px 12px; }
`;

/**
 * /new/tenant/roommates/:token: the page a roommate invitation's mail links to. Who invites, to which
 * period, and Accept (a plain form: it works without JavaScript), or why it cannot be accepted; the
 * refusal of a post (not eligible, already in a group) is said here too. Accepting goes on to the
 * period's bed map.
 */
export function RoommateInvitationPage() {
  const { invitation } = useLoaderData() as RoommateInvitationPageData;
  const posted = usePosted('roommateInvitation');
  const refusal = posted?.alert ?? invitation.refusal;
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.invitationTitle}</h1>
      <Card aria-label={T.invitationTitle} data-testid="invitation">
        <p className="line">{T.invitationLine(invitation.from, invitation.lease_period_name, invitation.property_name)}</p>
        {refusal ? (
          <>
            <Alert tone="error">{refusal}</Alert>
            <a href={selectionPath(invitation.lease_period_id)}>{T.toMap}</a>
          </>
        ) : (
          <>
            <p>{T.invitationHint}</p>
            <p className="muted">{T.invitationUntil(formatShortDate(invitation.expires_on))}</p>
            <form method="post" action={roommateInvitationPath(invitation.token)}>
              <PrimaryButton type="submit">{T.accept}</PrimaryButton>
            </form>
          </>
        )}
      </Card>
    </Page>
  );
}
