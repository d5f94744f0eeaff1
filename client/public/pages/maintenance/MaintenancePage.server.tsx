import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { MY_MAINTENANCE_TEXTS as T, type StudentMaintenance } from '../../../../shared/tickets/my-maintenance';
import { Alert } from '../../../ui/form';
import { Panel } from '../../components/Panel';
import { StudentPage as Page, StudentPageList as List } from '../../components/StudentPage';
import { Island } from '../../islands/Island.server';
import { ReportProblem } from '../../islands/maintenance/ReportProblem';
import { usePosted } from '../../posted-form.server';
import { TicketCard } from './TicketCard.server';

export type MaintenancePageData = StudentMaintenance & { sent: number | null };

const FormPanel = styled(Panel)`
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  @media (max-width: 640px) { padding: 16px 12px; }
`;

/**
 * /new/tenant/maintenance: a student with a lease reports a problem (the form is an island that
 * also posts without JavaScript) and follows their requests: status, photos and the messages meant
 * for them. Newest first; the one just sent is named at the top.
 */
export function MaintenancePage() {
  const { place, tickets, sent } = useLoaderData() as MaintenancePageData;
  const posted = usePosted('maintenance');
  const reply = usePosted('maintenanceReply');
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.title}</h1>
      {sent !== null && <Alert tone="info">{T.sent(sent)}</Alert>}
      {/* A report posted without JavaScript after the lease ended: the form is gone, its answer is not. */}
      {!place && posted?.alert && <Alert tone="error">{posted.alert}</Alert>}
      {place ? (
        <FormPanel aria-labelledby="report-heading">
          <h2 id="report-heading">{T.formHeading}</h2>
          <p>{T.formIntro(place.property_name)}</p>
          <Island name="report-problem" component={ReportProblem} props={{ location: place.location, posted }} />
        </FormPanel>
      ) : (
        tickets.length === 0 && (
          <div className="empty" data-testid="no-lease">
            <p>{T.noLease}</p>
            <a href={MY_LEASE_PATH}>{T.noLeaseLink}</a>
          </div>
        )
      )}
      {(place || tickets.length > 0) && (
        <List aria-labelledby="requests-heading">
          <h2 id="requests-heading">{T.listHeading}</h2>
          {tickets.length === 0 ? <p>{T.noTickets}</p> : tickets.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} posted={reply} />)}
        </List>
      )}
    </Page>
  );
}
