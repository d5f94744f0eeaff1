import { APPLICATION_MESSAGES as M } from '../../../shared/messages';
import { askedQuestions, checkAnswer, checkAnswers, missingAnswers, ANSWER_MESSAGES, type Answers } from '../../../shared/rental-application/answers';
import { QUESTIONS, type ApplicationFlags } from '../../../shared/rental-application/fields';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { applicationDecisionMail, applicationSubmittedMail } from '../../mail/application-mail';
import { applicationValues } from '../messaging/values';
import { notify, type NotifyDeps } from '../messaging/notify';
import {
  deleteApplicationFile,
  findApplicationFileFor,
  findApplicationForRequest,
  insertApplication,
  insertApplicationFile,
  listApplicationFiles,
  recordReveal,
  type ApplicationRow,
} from '../../queries/rental-applications';
import { presentRentalApplication } from '../../presenters/rental-application';
import { findAccountFacts, findEmailVerification } from '../../queries/users';
import { findRentalApplicationSettings } from '../../queries/rental-application-settings';
import { decryptText, encryptText } from '../../security/data-encryption';
import { removePrivateFile, storePrivateFile } from '../../uploads/private-files';
import { inviteGuarantor } from './guarantor-invitations';
import { assertApplicationCan, transitionApplication } from './transition';
import type { CheckedUpload } from '../../uploads/upload';
import { fullName } from '../../../shared/people';
import { newApplicationRefusal } from '../../../shared/leases/renewal-rules';
import { isRenewalsOnly, periodOfRequest } from '../../queries/lease-periods';


/** A student's own reservation request: its application, started now as a draft if it has none. */
export async function startApplication(db: Db, request: { id: number; organization_id: number; user_id: number }): Promise<{ id: number; created: boolean }> {
  const existing = await findApplicationForRequest(db, request.id);
  if (existing) return { id: existing.id, created: false };
  await refuseRenewalsOnly(db, request.id);
  const answers = accountAnswers(await companyQuestionFlags(db, request.organization_id), await findAccountFacts(db, request.user_id));
  const id = await insertApplication(db, { organization_id: request.organization_id, user_id: request.user_id, reservation_request_id: request.id, answers: JSON.stringify(answers) });
  return { id, created: true };
}

/**
 * What the account already says, as the new draft's answers (issue 45): the name, phone and e-mail,
 * each only when the company asks it and it passes the question's own check. Saved with the draft, so
 * the server-rendered form shows them (without JavaScript too) and the student may change them.
 */
function accountAnswers(flags: ApplicationFlags, user: { first_name: string; last_name: string; cell_phone: string; email: string } | null): Answers {
  if (!user) return {};
  const known: Record<string, string> = { pi_name: fullName(user.first_name, user.last_name), pi_phone: user.cell_phone, pi_email: user.email };
  const answers: Answers = {};
  for (const [key, raw] of Object.entries(known)) {
    const q = QUESTIONS.get(key);
    if (!raw || !q || !flags[key]) continue;
    const checked = checkAnswer(q, raw);
    if ('value' in checked) answers[key] = checked.value;
  }
  return answers;
}

const parseAnswers = (text: string): Answers => JSON.parse(text) as Answers;

/** A period open to residents renewing only takes no new application (issue 47): they renew instead. */
async function refuseRenewalsOnly(db: Db, requestId: number): Promise<void> {
  const refusal = newApplicationRefusal({ open_to_renewals: await isRenewalsOnly(db, await periodOfRequest(db, requestId)) });
  if (refusal) throw HttpError.detail(400, refusal);
}

/**
 * A draft save: the given answers are checked against the company's switched-on questions and
 * merged into those saved (null clears one); identity numbers are stored encrypted. Saves carry
 * the version they loaded, so a second tab's older save does not undo a newer one. It is the
 * lifecycle's `save` row, not a plain update: only a draft takes it, which its guard checks.
 */
export async function saveDraft(db: Db, key: Buffer, app: ApplicationRow, flags: ApplicationFlags, input: { answers: Record<string, unknown>; version?: number }): Promise<void> {
  assertApplicationCan(app, 'save');
  const { values, errors } = checkAnswers(flags, input.answers);
  if (Object.keys(errors).length) throw HttpError.fields(errors);
  const answers = parseAnswers(app.answers);
  for (const [k, value] of Object.entries(values)) {
    if (value === null) delete answers[k];
    else answers[k] = QUESTIONS.get(k)!.control === 'secret' ? encryptText(key, String(value)) : value;
  }
  await transitionApplication(db, app, 'save', { version: input.version, changes: { answers: JSON.stringify(answers) } });
}

/** A file answering a file question of a draft; a second one replaces the first (its file removed after the change). */
export async function attachFile(db: Db, dir: string, app: ApplicationRow, flags: ApplicationFlags, questionKey: string, upload: CheckedUpload): Promise<number> {
  assertApplicationCan(app, 'save');
  const q = QUESTIONS.get(questionKey);
  if (!q || !flags[questionKey]) throw HttpError.fields({ question_key: [ANSWER_MESSAGES.notAsked] });
  if (q.control !== 'file') throw HttpError.fields({ question_key: [M.notAFileQuestion] });
  const name = await storePrivateFile(dir, upload);
  let replaced: string | undefined;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const old = await findApplicationFileFor(trx, app.id, questionKey);
      if (old) await deleteApplicationFile(trx, old.id);
      replaced = old?.name;
      return insertApplicationFile(trx, { application_id: app.id, question_key: questionKey, name, original_name: upload.originalName, mime: upload.mime, size: upload.size });
    });
    if (replaced) await removePrivateFile(dir, replaced);
    return id;
  } catch (err) {
    await removePrivateFile(dir, name);
    throw err;
  }
}

export async function detachFile(db: Db, dir: string, app: ApplicationRow, file: { id: number; name: string }): Promise<void> {
  assertApplicationCan(app, 'save');
  await deleteApplicationFile(db, file.id);
  await removePrivateFile(dir, file.name);
}

type SubmitContext = { db: Db; mailer: Mailer; logger: Logger; companyName: string; studentEmail: string; studentName: string; link: string };

/**
 * Submit: only from a verified e-mail address (403 otherwise); every question asked (under the
 * company's settings and the answers given) must be answered, else a field error per missing question. The questions asked are recorded, so later
 * settings changes never add a requirement to a submitted application. The student gets a
 * confirmation and the guarantor (when asked for) an invitation, within the application's limit
 * of invitations; a mail failure is logged, not undone.
 */
export async function submitApplication({ db, mailer, logger, companyName, studentEmail, studentName, link }: SubmitContext, app: ApplicationRow, flags: ApplicationFlags): Promise<void> {
  assertApplicationCan(app, 'submit');
  await refuseRenewalsOnly(db, app.reservation_request_id);
  // Submitting mails the guarantor, whoever the applicant names: only from a proven address (ADR 006, 016).
  if (!(await findEmailVerification(db, app.user_id))?.email_verified_at) throw HttpError.detail(403, M.verifyEmailFirst);
  const answers = parseAnswers(app.answers);
  const files = new Set((await listApplicationFiles(db, app.id)).map((f) => f.question_key));
  const asked = askedQuestions(flags, answers);
  const missing = missingAnswers(asked, answers, files);
  if (missing.length) {
    throw new HttpError(400, { detail: M.missing(missing.length), ...Object.fromEntries(missing.map((q) => [q.key, [ANSWER_MESSAGES.required(q.label)]])) });
  }
  // As the answers were read: a save in between (another tab) is stale, so nothing unchecked is submitted.
  await transitionApplication(db, app, 'submit', { version: app.version, changes: { submitted_at: new Date().toISOString(), asked_keys: JSON.stringify(asked.map((q) => q.key)) } });
  const values = (await applicationValues(db, [app.id])).get(app.id)?.values ?? {};
  await notify(
    { db, mailer, logger },
    { event: 'application_received', organizationId: app.organization_id, to: studentEmail, userId: app.user_id, values, link: { url: link, kind: 'plain', label: 'Follow your application' }, builtIn: applicationSubmittedMail(studentEmail, companyName, link), about: { application_id: app.id } },
  ).catch((err: unknown) => logger.error({ err, applicationId: app.id, to: studentEmail }, 'application mail failed'));
  const guarantor = asked.some((q) => q.key === 'lg_email') ? answers.lg_email : undefined;
  if (typeof guarantor === 'string') {
    const note = typeof answers.lg_personalize_invitation === 'string' ? answers.lg_personalize_invitation : '';
    await inviteGuarantor({ db, mailer, logger, companyName }, app.id, { to: guarantor, guarantorName: String(answers.lg_name ?? ''), studentName, note });
  }
}

/**
 * A manager's Approved or Declined, with a note; only once, on a submitted application. The decision
 * and its audit event (who, from where, the status and note) commit together.
 */
export async function decideApplication(db: Db, app: ApplicationRow, decision: { status: 'Approved' | 'Declined'; note: string }, actor: AuditActor): Promise<void> {
  const changes = { decision_note: decision.note, decided_by: actor.name, decided_at: new Date().toISOString() };
  if (decision.status === 'Approved') await transitionApplication(db, app, 'approve', { actor, changes, details: { status: 'Approved', note: decision.note } });
  else await transitionApplication(db, app, 'decline', { actor, changes, details: { status: 'Declined', note: decision.note } });
}

/** Tells the applicant the decision (after it committed): a mail failure is logged, the decision stands. */
export async function tellApplicantDecision(deps: NotifyDeps & { logger: Logger; link: string }, applicationId: number): Promise<void> {
  const found = (await applicationValues(deps.db, [applicationId])).get(applicationId);
  if (!found || (found.facts.status !== 'Approved' && found.facts.status !== 'Declined')) return;
  const { facts, values } = found;
  const approved = facts.status === 'Approved';
  await notify(deps, {
    event: approved ? 'application_approved' : 'application_declined',
    organizationId: facts.organization_id,
    to: facts.email,
    userId: facts.user_id,
    values,
    link: { url: deps.link, kind: 'plain', label: 'See your application' },
    builtIn: applicationDecisionMail(facts.email, facts.company_name, { approved, note: facts.decision_note ?? '', link: deps.link }),
    about: { application_id: applicationId },
  }).catch((err: unknown) => deps.logger.error({ err, applicationId }, 'decision mail failed'));
}

/**
 * An identity number in full, for a manager who asked: recorded with who and when, and logged,
 * once it was decrypted (a value that cannot be read reveals nothing, so nothing is recorded).
 */
export async function revealSecret(db: Db, key: Buffer, logger: Logger, app: ApplicationRow, questionKey: string, managerId: number): Promise<string> {
  if (QUESTIONS.get(questionKey)?.control !== 'secret') throw HttpError.fields({ question_key: [M.notASecret] });
  const stored = parseAnswers(app.answers)[questionKey];
  if (typeof stored !== 'string') throw HttpError.fields({ question_key: [M.noAnswer] });
  const value = decryptText(key, stored);
  await recordReveal(db, app.id, managerId, questionKey);
  logger.info({ applicationId: app.id, questionKey, managerId }, 'identity number revealed');
  return value;
}

/** The questions a company asks now (its settings, or the defaults when it never saved any). */
export async function companyQuestionFlags(db: Db, organizationId: number): Promise<ApplicationFlags> {
  const { organization_id: _org, version: _version, ...flags } = presentRentalApplication(organizationId, await findRentalApplicationSettings(db, organizationId));
  return flags as ApplicationFlags;
}
