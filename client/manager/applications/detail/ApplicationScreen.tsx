import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { errorDetail, withDetail } from '../../../api/error-details';
import { ApiError } from '../../../../shared/api-errors';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { api } from '../../api';
import { formatDateTime } from '../../components/date-time';
import { DangerButton, DetailBar, DetailPage } from '../../components/DetailPage';
import { MessageLog } from '../../components/MessageLog';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { RecordLoading, useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import { applicationsApi, type Decision } from '../applications-api';
import { StatusChip } from '../StatusChip';
import { APPLICATION_SCREEN_TEXTS as T } from '../texts';
import { Answers, Card, PersonAnswer } from '../../components/DetailCard';
import { AnswerSections } from './AnswerSections';
import { DECISION_FADE_MS, DecisionDialog } from './DecisionDialog';
import { ApplicationLease } from './ApplicationLease';
import { useAssignBed } from '../../leases/assign/use-assign-bed';

const Note = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** One application: who, for what, its status and decision, every asked answer by section; Approve or Decline while submitted. */
export function ApplicationScreen() {
  const id = Number(useParams().id);
  const { notify, setCounts } = useManager();
  const { dialog, open, close } = useFadingDialog<Decision>(DECISION_FADE_MS);
  const load = useLoad(String(id), (signal) => applicationsApi.open(id, signal), {
    // Opening it took it out of the navigation's count.
    onLoaded: () => api.counts().then(setCounts, () => undefined),
  });
  const a = load.data;
  const assign = useAssignBed({ id, studentName: a?.student_name ?? '' });
  if (!a) return <RecordLoading load={load} notFound={T.notFound} loadFailed={T.loadFailed} />;

  const decided = (next: ApplicationDetail) => {
    load.update(() => next);
    close();
    notify({ tone: 'success', text: next.status === 'Approved' ? T.approved : T.declined });
    // An approved application's next step is a bed: offered at once (the manager may cancel).
    if (next.status === 'Approved') assign.open();
  };
  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) {
      close();
      notify({ tone: 'error', text: [errorDetail(err), T.alreadyDecided].filter(Boolean).join(' ') });
      void load.reload();
    } else notify({ tone: 'error', text: withDetail(T.decideFailed, err) });
  };

  return (
    <DetailPage>
      <DetailBar>
        <h1>{a.student_name}</h1>
        {a.can.includes('approve') && (
          <PrimaryButton type="button" onClick={() => open('Approved')}>
            Approve
          </PrimaryButton>
        )}
        {a.can.includes('decline') && (
          <DangerButton type="button" onClick={() => open('Declined')}>
            Decline
          </DangerButton>
        )}
      </DetailBar>
      <Card aria-labelledby="application-summary">
        <h2 id="application-summary">Application</h2>
        <Answers>
          <dt>Student</dt>
          <PersonAnswer name={a.student_name} email={a.student_email} />
          <dt>Property</dt>
          <dd>{a.property_name}</dd>
          <dt>Lease Period</dt>
          <dd>{a.lease_period_name ?? '—'}</dd>
          <dt>Status</dt>
          <dd>
            <StatusChip status={a.status} />
          </dd>
          <dt>Submitted at</dt>
          <dd>{a.submitted_at ? formatDateTime(a.submitted_at) : '—'}</dd>
        </Answers>
      </Card>
      {a.status !== 'Submitted' && a.decided_at && (
        <Card aria-labelledby="application-decision">
          <h2 id="application-decision">Decision</h2>
          <Answers>
            <dt>Decision</dt>
            <dd>
              <StatusChip status={a.status} />
            </dd>
            <dt>Decided by</dt>
            <dd>{a.decided_by ?? '—'}</dd>
            <dt>Decided at</dt>
            <dd>{formatDateTime(a.decided_at)}</dd>
            <dt>Note</dt>
            <dd>{a.decision_note ? <Note>{a.decision_note}</Note> : <span style={{ color: theme.color.muted, fontStyle: 'italic' }}>No note</span>}</dd>
          </Answers>
        </Card>
      )}
      {a.status === 'Approved' && <ApplicationLease applicationId={a.id} onAssign={assign.open} />}
      <AnswerSections application={a} />
      <MessageLog userId={a.user_id} refresh={a.status} />
      {dialog && (
        <DecisionDialog
          key={dialog.key}
          applicationId={a.id}
          studentName={a.student_name}
          decision={dialog.mode}
          closing={dialog.closing}
          onClose={close}
          onDecided={decided}
          onFailed={failed}
        />
      )}
      {assign.dialog}
    </DetailPage>
  );
}
