import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import type { Answer } from '../../../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import type { Question } from '../../../../shared/rental-application/fields';
import { applicationSteps } from '../../../../shared/rental-application/steps';
import { Alert } from '../../../ui/form';
import { theme } from '../../../ui/theme';

const Answers = styled.div`
  background: #fff;
  border-radius: 12px;
  padding: 22px;
  margin-top: 16px;
  box-shadow: ${theme.shadow};
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
  @media (max-width: ${theme.breakpoint.sm}) { padding: 16px; }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 8px 16px;
  margin: 0 0 20px;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
  @media (max-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
    dd { margin-bottom: 8px; }
  }
`;

/** What happens after each status, for the student. */
const NEXT: Record<Exclude<ApplicationDetail['status'], 'Draft'>, string> = {
  Submitted: 'The leasing team will review your application and let you know their decision by e-mail. You can no longer change it.',
  Approved: 'Your application was approved. Your lease offer appears under My lease once the leasing team gives you a bed.',
  Declined: 'Your application was declined.',
};

function shown(q: Question, value: Answer | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (q.control === 'money') return `$${value}`;
  // A date reads as the product writes dates in sentences ('Mar 14, 2006'); the API keeps it ISO.
  if (q.control === 'date') return formatShortDate(String(value));
  return String(value);
}

/** A submitted (or decided) application: its status, what happens next, and every answer, read-only. */
export function SubmittedAnswers({ application }: { application: ApplicationDetail }) {
  const status = application.status as keyof typeof NEXT;
  const files = new Map(application.files.map((f) => [f.question_key, f]));
  return (
    <>
      <Alert tone="info">
        <strong data-testid="application-status">{status}</strong>. {NEXT[status]}
        {status === 'Declined' && application.decision_note ? ` Note from the leasing team: ${application.decision_note}` : ''}
      </Alert>
      <Answers>
      {applicationSteps(application.flags, application.answers).map((step) =>
        step.sections.map(({ section, questions }) => (
          <section key={section.id} aria-labelledby={`answers-${section.id}`}>
            <h2 id={`answers-${section.id}`}>{section.title}</h2>
            <List>
              {questions.map((q) => {
                const file = files.get(q.key);
                return [
                  <dt key={`${q.key}-t`}>{q.label}</dt>,
                  <dd key={`${q.key}-d`}>{q.control === 'file' ? file ? <a href={file.url}>{file.original_name}</a> : '—' : shown(q, application.answers[q.key])}</dd>,
                ];
              })}
            </List>
          </section>
        )),
      )}
      </Answers>
    </>
  );
}
