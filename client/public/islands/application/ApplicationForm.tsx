import { useEffect, useMemo, useRef, useState } from 'react';
import { BASE_PATH } from '../../../../shared/constants';
import { styled } from 'styled-components';
import { APPLICATION_MESSAGES } from '../../../../shared/messages';
import { ANSWER_MESSAGES, askedQuestions, missingAnswers } from '../../../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { QUESTIONS, type Question } from '../../../../shared/rental-application/fields';
import { NO, SHOWN_FIELD, YES } from '../../../../shared/rental-application/form-post';
import { applicationSteps, stepIndex, stepProgress } from '../../../../shared/rental-application/steps';
import type { PostedState } from '../../../../shared/types/posted-form';
import { verificationNoticeText, type VerificationNotice } from '../../../../shared/verification-notice';
import { Alert, PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { patchValue, shownValue } from './draft-values';
import { FileAnswer } from './FileAnswer';
import { fieldId, QuestionControl } from './QuestionControl';
import { SubmittedAnswers } from './SubmittedAnswers';
import { useApplicationDraft } from './use-application-draft';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { Panel } from '../../components/Panel';
import { useRequestAction } from '../../../ui/use-request-action';

/** The query parameter that keeps the student's step across a reload. */
const STEP_PARAM = 'step';

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: 8px;
  button { width: 100%; text-align: left; padding: 8px 10px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: #fff; font: inherit; cursor: pointer; }
  button[aria-current='step'] { border-color: ${theme.color.action}; background: #EEF3FE; }
  strong { display: block; font-size: 0.92rem; }
  span { color: ${theme.color.muted}; font-size: 0.8rem; }
`;

const Card = styled(Panel).attrs({ as: 'div' })`
  h2 { margin: 0; font-size: 1.3rem; }
  h2:focus { outline: none; }
  h3 { margin: 8px 0 12px; font-size: 1.05rem; }
  @media (max-width: ${theme.breakpoint.sm}) { padding: 16px; }
`;

const Questions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 16px;
  > .wide { grid-column: 1 / -1; }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  button.back { padding: 12px 20px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; background: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  [role='status'] { color: ${theme.color.muted}; font-size: 0.9rem; }
`;

/** The button Enter presses in a field (the form's first submit button): saves and stays, without JavaScript; nothing with it. */
const DefaultButton = styled.button`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  border: 0;
  padding: 0;
`;

const Missing = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  button { padding: 0; border: 0; background: none; color: ${theme.color.action}; text-decoration: underline; font: inherit; cursor: pointer; }
`;

type MissingItem = { key: string; label: string; message: string };

const SAVE_TEXT = { idle: '', saving: 'Saving…', saved: 'Draft saved', failed: '' } as const;

type Props = {
  application: ApplicationDetail;
  step: string | null;
  posted?: PostedState | null;
  /** The student's address: an unverified one cannot submit (the form says so, with a button mailing a new link). */
  email: { address: string; verified: boolean };
  /** What the verification link button did, when the page came back from it. */
  verification: VerificationNotice | null;
};

/** A refused submit, posted without JavaScript, shown by the Submit button: missing answers, or an address to verify first. */
const missingFrom = (posted: PostedState | null | undefined) => {
  if (posted?.alert === APPLICATION_MESSAGES.verifyEmailFirst) return { detail: posted.alert, items: [] };
  return posted?.alert && Object.keys(posted.errors).length ? { detail: posted.alert, items: Object.entries(posted.errors).map(([key, message]) => ({ key, label: QUESTIONS.get(key)?.label ?? key, message })) } : null;
};

/**
 * The student's application: one step at a time, saved as a draft as they go, then submitted.
 * Without JavaScript the same markup is a form posting the step to the page (server/routes/pages/forms/application-form.ts),
 * its buttons named submit buttons; a refused post comes back as `posted` (typed values, messages).
 */
export function ApplicationForm({ application, step: initialStep, posted, email, verification }: Props) {
  const draft = useApplicationDraft(application, posted?.values, posted?.errors);
  const { detail, answers, fileKeys, errors } = draft;
  const steps = useMemo(() => applicationSteps(detail.flags, answers), [detail.flags, answers]);
  const [stepId, setStepId] = useState(() => steps[stepIndex(steps, initialStep)]?.id ?? null);
  const [missing, setMissing] = useState<{ detail: string | null; items: MissingItem[] } | null>(() => missingFrom(posted));
  const [notice] = useState(() => (posted?.alert && !Object.keys(posted.errors).length && posted.alert !== APPLICATION_MESSAGES.verifyEmailFirst ? posted.alert : null));
  const [verified, setVerified] = useState(email.verified);
  const form = useRef<HTMLFormElement>(null);
  // Submit's busy state and double-press guard; the draft's own calls never throw (they answer what went wrong).
  const { busy: submitting, run } = useRequestAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef<string | null>(null);
  const index = stepIndex(steps, stepId);
  const step = steps[index];

  useEffect(() => {
    if (moved.current === null) return;
    const target = moved.current ? document.getElementById(fieldId(moved.current)) : heading.current;
    moved.current = null;
    (target ?? heading.current)?.focus();
  }, [index]);

  // What was typed (or chosen) in the server's form before it hydrated is taken in, and saved like any edit.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements || !step) return;
    for (const q of step.questions) {
      const field = elements.namedItem(q.key);
      let typed: string | boolean | undefined;
      if (q.control === 'yesno' && field instanceof RadioNodeList) typed = field.value === YES ? true : field.value === NO ? false : undefined;
      else if (field instanceof HTMLInputElement && field.type !== 'file') typed = field.value;
      else if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typed = field.value;
      if (typed !== undefined && typed !== shownValue(q, detail.answers, draft.edits)) draft.edit(q.key, typed);
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (detail.status !== 'Draft') return <SubmittedAnswers application={detail} />;
  if (!step) return <Alert tone="info">Your application has no questions to answer.</Alert>;

  const goTo = async (next: number, focusKey = '') => {
    await draft.saveNow();
    const target = steps[next]!;
    moved.current = focusKey;
    setStepId(target.id);
    const url = new URL(window.location.href);
    url.searchParams.set(STEP_PARAM, target.id);
    window.history.replaceState(null, '', url);
    // The same index would not re-run the focus effect: focus now.
    if (next === index) document.getElementById(fieldId(focusKey))?.focus();
    else window.scrollTo({ top: 0 });
  };

  const check = (q: Question) => {
    const raw = shownValue(q, detail.answers, draft.edits);
    if (!(q.key in draft.edits) || raw === '') return draft.setError(q.key, null);
    const checked = patchValue(q, raw);
    draft.setError(q.key, 'error' in checked ? checked.error : null);
  };

  const listMissing = (keys: Record<string, string>, detailText: string | null) =>
    setMissing({ detail: detailText, items: Object.entries(keys).map(([key, message]) => ({ key, label: QUESTIONS.get(key)?.label ?? key, message })) });

  const submit = () =>
    run(async () => {
      const gaps = missingAnswers(askedQuestions(detail.flags, answers), answers, fileKeys);
      const invalid = Object.keys(errors).filter((k) => QUESTIONS.has(k));
      if (gaps.length || invalid.length) {
        listMissing(
          { ...Object.fromEntries(gaps.map((q) => [q.key, ANSWER_MESSAGES.required(q.label)])), ...Object.fromEntries(invalid.map((k) => [k, errors[k]!])) },
          gaps.length ? APPLICATION_MESSAGES.missing(gaps.length) : null,
        );
        return;
      }
      const result = await draft.submit();
      if (result.ok) {
        setMissing(null);
        window.scrollTo({ top: 0 });
      } else {
        if (result.detail === APPLICATION_MESSAGES.verifyEmailFirst) setVerified(false);
        listMissing(result.fields, result.detail);
      }
    });

  const last = index === steps.length - 1;
  // Outside the application's form: its button posts a form of its own.
  const emailNotice = verified ? (
    verification === 'verified' && <Alert tone="info">{verificationNoticeText(verification, email.address)}</Alert>
  ) : (
    <VerifyEmailNotice email={email.address} backPath={`${BASE_PATH}/tenant/applications/${detail.id}`} notice={verification} />
  );
  return (
    <>
      {emailNotice}
      <form
        ref={form}
        method="post"
        action={`${BASE_PATH}/tenant/applications/${detail.id}?step=${step.id}`}
        encType="multipart/form-data"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        aria-labelledby="step-heading"
      >
        <DefaultButton type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true">
          Save
        </DefaultButton>
        <input type="hidden" name="version" value={detail.version} />
        <input type="hidden" name={SHOWN_FIELD} value={step.questions.map((q) => q.key).join(' ')} />
        <nav aria-label="Application steps">
          <Steps>
            {steps.map((s, i) => {
              const { answered, asked } = stepProgress(s, answers, fileKeys);
              return (
                <li key={s.id}>
                  <button type="submit" name="goto" value={s.id} aria-current={i === index ? 'step' : undefined} onClick={() => void goTo(i)}>
                    <strong>{s.title}</strong>
                    <span data-testid={`progress-${s.id}`}>
                      {answered} of {asked} answered
                    </span>
                  </button>
                </li>
              );
            })}
          </Steps>
        </nav>
        <Card>
          <div>
            <p style={{ margin: '0 0 4px', color: theme.color.muted }} data-testid="step-count">
              Step {index + 1} of {steps.length}
            </p>
            <h2 id="step-heading" ref={heading} tabIndex={-1}>
              {step.title}
            </h2>
          </div>
          {step.sections.map(({ section, questions }) => (
            <section key={section.id} aria-labelledby={`section-${section.id}`}>
              <h3 id={`section-${section.id}`}>{section.title}</h3>
              <Questions>
                {questions.map((q) => (
                  <div key={q.key} className={q.control === 'textarea' || q.control === 'file' ? 'wide' : undefined}>
                    {q.control === 'file' ? (
                      <FileAnswer
                        question={q}
                        file={detail.files.find((f) => f.question_key === q.key)}
                        error={errors[q.key]}
                        onUpload={(file, onProgress) => draft.upload(q.key, file, onProgress)}
                        onRemove={(fileId) => draft.removeFile(q.key, fileId)}
                      />
                    ) : (
                      <QuestionControl
                        question={q}
                        value={shownValue(q, detail.answers, draft.edits)}
                        savedMask={q.control === 'secret' && typeof detail.answers[q.key] === 'string' ? (detail.answers[q.key] as string) : undefined}
                        error={errors[q.key]}
                        onValue={(v) => draft.edit(q.key, v)}
                        onBlur={() => check(q)}
                      />
                    )}
                  </div>
                ))}
              </Questions>
            </section>
          ))}
          {draft.problem && <Alert tone="error">Your answers could not be saved: {draft.problem}</Alert>}
          {notice && !draft.problem && <Alert tone="error">Your answers could not be saved: {notice}</Alert>}
          {last && missing && (
            <Alert tone="error">
              {missing.detail ?? 'Some answers need attention before submitting.'}
              {missing.items.length > 0 && (
                <Missing aria-label="Answers to complete">
                  {missing.items.map((item) => (
                    <li key={item.key}>
                      <button type="submit" name="goto" value={steps[stepIndex(steps, null, item.key)]?.id} onClick={() => void goTo(stepIndex(steps, null, item.key), item.key)}>
                        {item.label}
                      </button>
                      {item.message !== ANSWER_MESSAGES.required(item.label) ? `: ${item.message}` : ''}
                    </li>
                  ))}
                </Missing>
              )}
            </Alert>
          )}
          <Nav>
            {index > 0 ? (
              <button type="submit" name="intent" value="back" className="back" onClick={() => void goTo(index - 1)}>
                Back
              </button>
            ) : (
              <span />
            )}
            <span role="status">{SAVE_TEXT[draft.saveState]}</span>
            {last ? (
              <PrimaryButton type="submit" name="intent" value="submit" disabled={submitting} onClick={() => void submit()}>
                Submit application
              </PrimaryButton>
            ) : (
              <PrimaryButton type="submit" name="intent" value="next" onClick={() => void goTo(index + 1)}>
                Save and continue
              </PrimaryButton>
            )}
          </Nav>
        </Card>
      </form>
    </>
  );
}
