import { askedQuestions } from '../../../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { SECTIONS } from '../../../../shared/rental-application/fields';
import { Answers, Card } from '../../components/DetailCard';
import { answerText, NO_ANSWER } from './answer-text';
import { FileAnswer } from './FileAnswer';
import { SecretAnswer } from './SecretAnswer';

/** Every question asked in this application, by catalog section, with its answer or file. */
export function AnswerSections({ application }: { application: ApplicationDetail }) {
  const asked = new Set(askedQuestions(application.flags, application.answers).map((q) => q.key));
  const filesOf = (key: string) => application.files.filter((f) => f.question_key === key);
  return (
    <>
      {SECTIONS.map((section) => {
        const questions = section.questions.filter((q) => asked.has(q.key));
        if (!questions.length) return null;
        const headingId = `section-${section.id}`;
        return (
          <Card key={section.id} aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            <Answers>
              {questions.map((q) => {
                const value = application.answers[q.key];
                const files = filesOf(q.key);
                let shown;
                if (q.control === 'file') shown = files.length ? files.map((f) => <FileAnswer key={f.id} file={f} label={q.label} />) : NO_ANSWER;
                else if (q.control === 'secret' && typeof value === 'string' && value) shown = <SecretAnswer applicationId={application.id} questionKey={q.key} label={q.label} masked={value} />;
                else shown = answerText(q, value);
                return [
                  <dt key={`${q.key}-q`}>{q.label}</dt>,
                  <dd key={`${q.key}-a`} className={shown === NO_ANSWER ? 'none' : undefined}>
                    {shown}
                  </dd>,
                ];
              })}
            </Answers>
          </Card>
        );
      })}
    </>
  );
}
