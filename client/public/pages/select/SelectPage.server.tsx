import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { ROOMMATE_INTENTS, selectionUrl, type SelectionIntent, type StudentSelectionPage } from '../../../../shared/selection/selection-page';
import { ROOMMATE_MESSAGES } from '../../../../shared/selection/selection-texts';
import { Alert } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Panel } from '../../components/Panel';
import { StudentPage as Page } from '../../components/StudentPage';
import { Island } from '../../islands/Island.server';
import { SelectionMap } from '../../islands/select/SelectionMap';
import { SlotCountdown } from '../../islands/select/SlotCountdown';
import { usePosted } from '../../posted-form.server';
import { RoommatePanel } from './RoommatePanel.server';
import { SELECT_TEXTS as T } from './select-texts';

/** `me`: the signed-in student; `joined`: they come from accepting a roommate invitation. */
export type SelectPageData = { page: StudentSelectionPage; periodId: number; me: number; joined: boolean };

const Period = styled.p`
  margin: -12px 0 0;
  color: ${theme.color.muted};
  font-size: 1.05rem;
`;

const Waiting = styled(Panel)`
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  .slot { font-size: 1.15rem; font-weight: 700; }
  .countdown { display: grid; gap: 6px; }
  .countdown [role='timer'] { font-size: 1.1rem; }
  .countdown strong { font-size: 2.2rem; font-variant-numeric: tabular-nums; color: ${theme.color.action}; margin-left: 6px; }
  .muted { color: ${theme.color.muted}; }
  @media (max-width: 640px) { padding: 16px 12px; }
`;

const Closed = styled.div`
  display: grid;
  gap: 10px;
  justify-items: start;
`;

/**
 * /new/tenant/select/:id: the student's room selection in a lease period. Before their slot, a
 * waiting screen counting down to it (the map opens by itself); at it, the bed map (an island);
 * otherwise why not, in the API's words. Their roommate group below, in plain forms.
 */
export function SelectPage() {
  const { page, periodId, me, joined } = useLoaderData() as SelectPageData;
  const { selection, block, map, roommates } = page;
  // A form posted without JavaScript and refused comes back with its message: the group's beside the group, the rest above the map.
  const posted = usePosted('selection');
  const intent = posted?.values.intent as SelectionIntent | undefined;
  // A post the schema refused has field messages only: the first is the page's message (the e-mail's stays under its field).
  const said = posted && { ...posted, alert: posted.alert ?? Object.entries(posted.errors).find(([field]) => field !== 'email')?.[1] ?? null };
  const groupPosted = said && intent && ROOMMATE_INTENTS.includes(intent) ? said : null;
  const mapPosted = said && !groupPosted ? said : null;
  const here = selectionUrl(periodId, { building: map?.building, filters: page.filters });
  // Above the map (folded unless it has something to do), below the waiting screen.
  const roommatePanel = roommates && <RoommatePanel roommates={roommates} me={me} action={`${here}#roommates`} posted={groupPosted} open={!map || groupPosted !== null || joined || roommatesToDo(roommates)} />;
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.title}</h1>
      <Period>{T.period(selection.lease_period.property_name, selection.lease_period.name)}</Period>
      {joined && selection.my_group && <Alert tone="info">{ROOMMATE_MESSAGES.joined(selection.lease_period.name)}</Alert>}
      {block && mapPosted?.alert && <Alert tone="error">{mapPosted.alert}</Alert>}
      {map && roommatePanel}
      {block?.kind === 'waiting' && selection.my_slot ? (
        <Waiting aria-labelledby="waiting-heading" data-testid="waiting">
          <h2 id="waiting-heading">{T.waitingHeading}</h2>
          <p className="slot" data-testid="my-slot">{selection.my_slot.label}</p>
          <Island name="slot-countdown" component={SlotCountdown} props={{ periodId, startsAt: selection.my_slot.starts_at, now: selection.now }} />
          <p className="muted">{T.waitingHint}</p>
        </Waiting>
      ) : block ? (
        <Closed data-testid="selection-closed">
          <Alert tone="info">{block.text}</Alert>
          {block.kind === 'has_lease' ? <a href={MY_LEASE_PATH}>{T.myLease}</a> : <a href={STUDENT_HOME}>{T.toReservations}</a>}
        </Closed>
      ) : (
        map && <Island name="selection-map" component={SelectionMap} props={{ periodId, selection, map, filters: page.filters, posted: mapPosted }} />
      )}
      {!map && roommatePanel}
    </Page>
  );
}

/** Whether the group panel has something to do or say even beside the map: no one joined yet, invitations out, or invitations to the student. */
const roommatesToDo = (r: NonNullable<StudentSelectionPage['roommates']>): boolean =>
  r.invitations.length > 0 || (r.group !== null && (r.group.members.length === 1 || r.group.pending_invitations.length > 0));
