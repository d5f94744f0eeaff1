import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS, APPLICATION_MESSAGES as M, CONFLICT_MESSAGES } from '../../shared/messages';
import { ANSWER_MESSAGES as A } from '../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { encryptText } from '../../server/security/data-encryption';
import { getStudentApplication } from '../../server/page-data/student-application-pages';
import { buildOrganization, buildProperty, verifyEmailOf } from '../helpers/factories';
import { pngBuffer } from '../helpers/files';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

const SSN = '123-45-6789';
const ASKED = ['pi_name', 'pi_email', 'pi_is_us_citizen', 'pi_social_security_number', 'pi_social_security_card_copy', 'th_ever_evicted', 'th_eviction_explanation', 'lg_name', 'lg_email'];

let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let manager: Agent;
let maintenance: Agent;
let stranger: Agent;
let student: Agent;
let otherStudent: Agent;
let requestId: number;
let otherRequestId: number;
let png: Buffer;

const flags = (on: string[]) => Object.fromEntries(FLAG_KEYS.map((k) => [k, on.includes(k)]));

beforeEach(async () => {
  ctx = await createTestContext();
  const orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  const propertyId = (await buildProperty(ctx.db, orgId)).id;
  manager = await signedInAgent(ctx, 'manager', orgId);
  maintenance = await signedInAgent(ctx, 'maintenance', orgId);
  stranger = await signedInAgent(ctx, 'manager', otherOrgId);
  student = await signedInAgent(ctx, 'student', null);
  otherStudent = await signedInAgent(ctx, 'student', null);
  // Both have proved their address (an application is submitted only from a verified one).
  await verifyEmailOf(ctx.db, student.userId);
  await verifyEmailOf(ctx.db, otherStudent.userId);
  const request = async (userId: number) =>
    (await ctx.db.insertInto('reservation_requests').values({ user_id: userId, organization_id: orgId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow()).id;
  requestId = await request(student.userId);
  otherRequestId = await request(otherStudent.userId);
  expect((await manager.put('/api/rental-application/').send(flags(ASKED))).status).toBe(200);
  png = await pngBuffer();
});
afterEach(() => ctx.close());

const start = async (agent: Agent = student, id = requestId) => (await agent.post('/api/applications/').send({ reservation_request_id: id })).body as ApplicationDetail;
const save = (id: number, answers: object, agent: Agent = student) => agent.patch(`/api/applications/${id}/`).send({ answers });
const attach = (id: number, questionKey: string, file: Buffer = png, agent: Agent = student) => agent.post(`/api/applications/${id}/files/`).field('question_key', questionKey).attach('file', file, 'card.png');
const complete = { pi_name: 'Ana Flores', pi_email: 'ana@example.com', pi_is_us_citizen: true, pi_social_security_number: SSN, th_ever_evicted: false, lg_name: 'Rosa Flores', lg_email: 'rosa@example.com' };
const submitted = async () => {
  const app = await start();
  await save(app.id, complete);
  await attach(app.id, 'pi_social_security_card_copy');
  expect((await student.post(`/api/applications/${app.id}/submit/`)).status).toBe(200);
  return app;
};

describe('starting and saving an application', () => {
  it('starts a draft for the student’s own reservation request once, with the company’s questions', async () => {
    const first = await student.post('/api/applications/').send({ reservation_request_id: requestId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'Draft', reservation_request_id: requestId, answers: {}, files: [], version: 1 });
    expect(Object.entries(first.body.flags).filter(([, on]) => on).map(([k]) => k)).toEqual(ASKED);
    const again = await student.post('/api/applications/').send({ reservation_request_id: requestId });
    expect({ status: again.status, id: again.body.id }).toEqual({ status: 200, id: first.body.id });
    expect((await student.post('/api/applications/').send({ reservation_request_id: otherRequestId })).body).toEqual({ reservation_request_id: [M.notYourRequest] });
    expect(((await student.get('/api/applications/')).body as { id: number }[]).map((a) => a.id)).toEqual([first.body.id]);
  });

  it('saves answers as a draft, merges later saves, clears with null, and refuses stale versions', async () => {
    const app = await start();
    const res = await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_name: ' Ana ', th_ever_evicted: true }, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ answers: { pi_name: 'Ana', th_ever_evicted: true }, version: 2 });
    const merged = await student.patch(`/api/applications/${app.id}/`).send({ answers: { th_eviction_explanation: 'A misunderstanding.', pi_name: null }, version: 2 });
    // The e-mail the account prefilled stays.
    expect(merged.body.answers).toEqual({ pi_email: app.answers.pi_email, th_ever_evicted: true, th_eviction_explanation: 'A misunderstanding.' });
    const stale = await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_name: 'Old tab' }, version: 2 });
    expect({ status: stale.status, body: stale.body }).toEqual({ status: 409, body: { detail: CONFLICT_MESSAGES.staleVersion } });
  });

  it('refuses wrong answers and questions the company does not ask, changing nothing', async () => {
    const app = await start();
    const res = await save(app.id, { pi_email: 'not-an-email', th_ever_evicted: 'yes', pi_phone: '512 555 0142', pi_name: 'Ana' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ pi_email: [A.email], th_ever_evicted: [A.yesno], pi_phone: [A.notAsked] });
    expect((await save(app.id, { nope: 1 })).status).toBe(400);
    expect((await save(app.id, { pi_social_security_card_copy: 'x.png' })).body).toEqual({ pi_social_security_card_copy: [A.file] });
    expect((await student.get(`/api/applications/${app.id}/`)).body.answers).toEqual(app.answers);
  });

  it('keeps an application to its student: 404 to another student, 403 to staff, 401 signed out', async () => {
    const app = await start();
    expect((await otherStudent.get(`/api/applications/${app.id}/`)).status).toBe(404);
    expect((await save(app.id, { pi_name: 'Eve' }, otherStudent)).status).toBe(404);
    expect((await otherStudent.post(`/api/applications/${app.id}/submit/`)).status).toBe(404);
    for (const agent of [manager, maintenance]) {
      expect((await agent.get(`/api/applications/${app.id}/`)).status).toBe(403);
      expect((await agent.post('/api/applications/').send({ reservation_request_id: requestId })).status).toBe(403);
    }
    expect((await request(ctx.app).get(`/api/applications/${app.id}/`)).status).toBe(401);
  });
});

describe('identity numbers', () => {
  it('are stored encrypted (the database files never hold the number) and shown masked', async () => {
    const app = await start();
    const res = await save(app.id, { pi_social_security_number: SSN });
    expect(res.body.answers.pi_social_security_number).toBe('•••• 6789');
    const stored = await ctx.db.selectFrom('rental_applications').select('answers').where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.answers).pi_social_security_number).toMatch(/^v1:/);
    await ctx.db.destroy().catch(() => undefined);
    const dbDir = path.dirname(ctx.config.databasePath);
    for (const file of readdirSync(dbDir).filter((f) => f.startsWith(path.basename(ctx.config.databasePath)))) {
      const bytes = readFileSync(path.join(dbDir, file));
      expect(bytes.includes(Buffer.from(SSN))).toBe(false);
      expect(bytes.includes(Buffer.from('123456789'))).toBe(false);
    }
  });
});

describe('private files', () => {
  it('keeps a file outside the public uploads, replaces it on a second upload, and refuses wrong questions and types', async () => {
    const app = await start();
    const res = await attach(app.id, 'pi_social_security_card_copy');
    expect(res.status).toBe(201);
    expect(res.body.files).toEqual([{ id: expect.any(Number), question_key: 'pi_social_security_card_copy', original_name: 'card.png', mime: 'image/png', size: png.length, url: expect.stringMatching(/^\/api\/applications\/\d+\/files\/\d+\/$/) }]);
    const uploads = readdirSync(ctx.config.uploadsDir, { recursive: true }).map(String);
    expect(uploads.filter((f) => !f.startsWith('.tmp'))).toEqual([]);
    expect(readdirSync(ctx.config.privateFilesDir)).toHaveLength(1);
    const replaced = await attach(app.id, 'pi_social_security_card_copy');
    expect(replaced.body.files).toHaveLength(1);
    expect(readdirSync(ctx.config.privateFilesDir)).toHaveLength(1);
    expect((await attach(app.id, 'pi_name')).body).toEqual({ question_key: [M.notAFileQuestion] });
    expect((await attach(app.id, 'bio_profile_photo')).body).toEqual({ question_key: [A.notAsked] });
    const text = await attach(app.id, 'pi_social_security_card_copy', Buffer.from('plain text, not an image'));
    expect({ status: text.status, body: text.body }).toEqual({ status: 415, body: { detail: API_ERRORS.unsupportedProofType } });
    expect(readdirSync(ctx.config.privateFilesDir)).toHaveLength(1);
  });

  it('serves a file to its student and, once submitted, to the company’s managers only; never cached', async () => {
    const app = await submitted();
    const { url } = ((await student.get(`/api/applications/${app.id}/`)).body as ApplicationDetail).files[0]!;
    const own = await student.get(url);
    expect({ status: own.status, cache: own.headers['cache-control'], type: own.headers['content-type'] }).toEqual({ status: 200, cache: 'private, no-store', type: 'image/png' });
    expect(Buffer.compare(own.body as Buffer, png)).toBe(0);
    expect((await manager.get(url)).status).toBe(200);
    expect((await otherStudent.get(url)).status).toBe(403);
    expect((await stranger.get(url)).status).toBe(403);
    expect((await maintenance.get(url)).status).toBe(403);
    expect((await request(ctx.app).get(url)).status).toBe(401);
    expect((await request(ctx.app).get(`/uploads/${readdirSync(ctx.config.privateFilesDir)[0]}`)).status).toBe(404);
  });

  it('is not served to managers while the application is a draft', async () => {
    const app = await start();
    const { files } = (await attach(app.id, 'pi_social_security_card_copy')).body as ApplicationDetail;
    expect((await manager.get(files[0]!.url)).status).toBe(403);
  });
});

describe('submitting', () => {
  it('names every missing answer and changes nothing', async () => {
    const app = await start();
    await save(app.id, { pi_name: 'Ana', th_ever_evicted: true });
    const res = await student.post(`/api/applications/${app.id}/submit/`);
    expect(res.status).toBe(400);
    // The social security questions wait for the citizenship answer: not asked yet, so not missing;
    // the e-mail came from the account.
    expect(res.body).toEqual({
      detail: M.missing(4),
      pi_is_us_citizen: [A.required('Are you a US citizen?')],
      th_eviction_explanation: [A.required('Please explain the eviction')],
      lg_name: [A.required('Guarantor’s name')],
      lg_email: [A.required('Guarantor’s e-mail')],
    });
    expect((await student.get(`/api/applications/${app.id}/`)).body.status).toBe('Draft');
  });

  it('submits a complete application, mails the student and the guarantor, and locks it', async () => {
    const app = await submitted();
    const after = (await student.get(`/api/applications/${app.id}/`)).body as ApplicationDetail;
    expect(after).toMatchObject({ status: 'Submitted', submitted_at: expect.any(String) });
    const mail = await ctx.db.selectFrom('outbox').select(['to', 'subject', 'text']).orderBy('id').execute();
    expect(mail.map((m) => m.to)).toEqual([expect.any(String), 'rosa@example.com']);
    expect(mail[0]!.subject).toBe('Campus Edge Living: your rental application was submitted');
    expect(mail[1]!.subject).toBe('Campus Edge Living: you are named as a guarantor');
    expect(mail[1]!.text).toContain('Hello Rosa Flores,');
    expect((await save(app.id, { pi_name: 'Changed' })).body).toEqual({ detail: M.notDraft });
    expect((await attach(app.id, 'pi_social_security_card_copy')).status).toBe(409);
    expect((await student.post(`/api/applications/${app.id}/submit/`)).status).toBe(409);
  });

  it('refuses a student whose e-mail address is not verified: 403 with the reason, still a draft, nothing mailed', async () => {
    const app = await start();
    await save(app.id, complete);
    await attach(app.id, 'pi_social_security_card_copy');
    await ctx.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', student.userId).execute();
    const res = await student.post(`/api/applications/${app.id}/submit/`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { detail: M.verifyEmailFirst } });
    expect(await ctx.db.selectFrom('rental_applications').select(['status', 'submitted_at', 'asked_keys']).where('id', '=', app.id).executeTakeFirst()).toEqual({ status: 'Draft', submitted_at: null, asked_keys: null });
    expect(await ctx.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('guarantor_invitations').selectAll().execute()).toEqual([]);
    // Once the address is verified, the same application goes in.
    await verifyEmailOf(ctx.db, student.userId);
    expect((await student.post(`/api/applications/${app.id}/submit/`)).status).toBe(200);
  });

  it('keeps a submitted application to the questions it was asked when the settings change later', async () => {
    const app = await submitted();
    const draft = await start(otherStudent, otherRequestId);
    expect((await save(draft.id, { pi_name: 'Bo', th_ever_evicted: false }, otherStudent)).status).toBe(200);
    // The company now also asks for a phone number, and no longer about evictions.
    expect((await manager.put('/api/rental-application/').send({ ...flags([...ASKED, 'pi_phone'].filter((k) => !k.startsWith('th_'))), version: 2 })).status).toBe(200);
    const done = (await student.get(`/api/applications/${app.id}/`)).body as ApplicationDetail;
    expect(done.flags.pi_phone).toBe(false);
    expect(done.flags.th_ever_evicted).toBe(true);
    const open = (await otherStudent.get(`/api/applications/${draft.id}/`)).body as ApplicationDetail;
    expect(open.flags.pi_phone).toBe(true);
    expect(open.flags.th_ever_evicted).toBe(false);
    // The answer to a question no longer asked is kept, but not asked for.
    expect(open.answers.th_ever_evicted).toBe(false);
    const missing = await otherStudent.post(`/api/applications/${draft.id}/submit/`);
    expect(Object.keys(missing.body)).toContain('pi_phone');
    expect(Object.keys(missing.body)).not.toContain('th_ever_evicted');
  });
});

describe('managers', () => {
  it('list submitted applications only, open one (marked opened) with the identity number masked, and reveal it on purpose, recorded', async () => {
    await start(otherStudent, otherRequestId);
    const app = await submitted();
    const list = await manager.get('/api/manager/applications/');
    expect(list.body).toEqual([expect.objectContaining({ id: app.id, status: 'Submitted', opened_at: null, student_email: expect.any(String) })]);
    const detail = await manager.get(`/api/manager/applications/${app.id}/`);
    expect(detail.body.answers.pi_social_security_number).toBe('•••• 6789');
    expect((await manager.get('/api/manager/applications/')).body[0].opened_at).toEqual(expect.any(String));
    const reveal = await manager.post(`/api/manager/applications/${app.id}/reveal/`).send({ question_key: 'pi_social_security_number' });
    expect({ status: reveal.status, body: reveal.body, cache: reveal.headers['cache-control'] }).toEqual({ status: 200, body: { question_key: 'pi_social_security_number', value: SSN }, cache: 'private, no-store' });
    expect(await ctx.db.selectFrom('application_reveals').select(['application_id', 'user_id', 'question_key']).execute()).toEqual([{ application_id: app.id, user_id: manager.userId, question_key: 'pi_social_security_number' }]);
    expect(ctx.logLines.some((l) => l.msg === 'identity number revealed')).toBe(true);
    expect((await manager.post(`/api/manager/applications/${app.id}/reveal/`).send({ question_key: 'pi_name' })).body).toEqual({ question_key: [M.notASecret] });
  });

  it('record a reveal only once the number was decrypted: one that cannot be read is answered 500 and not recorded', async () => {
    const app = await submitted();
    const row = await ctx.db.selectFrom('rental_applications').select('answers').where('id', '=', app.id).executeTakeFirstOrThrow();
    // A value no key of this server opens (written under another key, or damaged).
    const answers = { ...JSON.parse(row.answers), pi_social_security_number: encryptText(randomBytes(32), SSN) };
    await ctx.db.updateTable('rental_applications').set({ answers: JSON.stringify(answers) }).where('id', '=', app.id).execute();
    const reveal = await manager.post(`/api/manager/applications/${app.id}/reveal/`).send({ question_key: 'pi_social_security_number' });
    expect({ status: reveal.status, body: reveal.body }).toEqual({ status: 500, body: { detail: API_ERRORS.serverError } });
    expect(await ctx.db.selectFrom('application_reveals').selectAll().execute()).toEqual([]);
    expect(ctx.logLines.some((l) => l.msg === 'identity number revealed')).toBe(false);
  });

  it('approve or decline once with a note, and the student sees it', async () => {
    const app = await submitted();
    expect((await manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Maybe' })).body).toEqual({ status: [M.statusRequired] });
    const res = await manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Approved', note: ' Welcome! ' });
    expect(res.body).toMatchObject({ status: 'Approved', decision_note: 'Welcome!', decided_by: expect.any(String), decided_at: expect.any(String) });
    expect((await student.get(`/api/applications/${app.id}/`)).body).toMatchObject({ status: 'Approved', decision_note: 'Welcome!' });
    expect((await manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Declined' })).body).toEqual({ detail: M.notSubmitted });
  });

  it('records each decision in the audit chain with the manager, address, browser, status and note', async () => {
    const app = await submitted();
    const res = await manager.post(`/api/manager/applications/${app.id}/decision/`).set('X-Forwarded-For', '192.0.2.9').set('User-Agent', 'DecisionAudit/3.0').send({ status: 'Declined', note: 'No guarantor' });
    expect(res.status).toBe(200);
    await manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Approved' });
    const events = await ctx.db.selectFrom('audit_events').selectAll().execute();
    expect(events).toEqual([
      expect.objectContaining({ action: 'rental_application.decline', subject_table: 'rental_applications', subject_id: app.id, actor_user_id: manager.userId, ip: '192.0.2.9', user_agent: 'DecisionAudit/3.0', details: '{"note":"No guarantor","status":"Declined"}' }),
    ]);
    const { organization_id } = await ctx.db.selectFrom('rental_applications').select('organization_id').where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(events[0]!.organization_id).toBe(organization_id);
  });

  it('never reach drafts, another company’s applications, or maintenance staff', async () => {
    const draft = await start(otherStudent, otherRequestId);
    const app = await submitted();
    expect((await manager.get(`/api/manager/applications/${draft.id}/`)).status).toBe(404);
    expect((await manager.post(`/api/manager/applications/${draft.id}/decision/`).send({ status: 'Approved' })).status).toBe(404);
    for (const path of [`/api/manager/applications/${app.id}/`, '/api/manager/applications/']) {
      expect((await maintenance.get(path)).status).toBe(403);
      expect((await student.get(path)).status).toBe(403);
      expect((await request(ctx.app).get(path)).status).toBe(401);
    }
    expect((await stranger.get(`/api/manager/applications/${app.id}/`)).status).toBe(404);
    expect((await stranger.get('/api/manager/applications/')).body).toEqual([]);
    expect((await stranger.post(`/api/manager/applications/${app.id}/reveal/`).send({ question_key: 'pi_social_security_number' })).status).toBe(404);
    expect((await maintenance.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Approved' })).status).toBe(403);
    expect(await ctx.db.selectFrom('application_reveals').selectAll().execute()).toEqual([]);
  });
});

describe('what a caller may do now (can, from the lifecycle table)', () => {
  it('lets the student save and submit a draft, on the API and the application page, and nothing once submitted', async () => {
    const app = await start();
    expect(app.can).toEqual(['save', 'submit']);
    expect((await save(app.id, { pi_name: 'Ana' })).body.can).toEqual(['save', 'submit']);
    expect((await getStudentApplication(ctx.db, ctx.config.dataEncryptionKey, student.userId, app.id))?.can).toEqual(['save', 'submit']);
    await save(app.id, complete);
    await attach(app.id, 'pi_social_security_card_copy');
    expect((await student.post(`/api/applications/${app.id}/submit/`)).body.can).toEqual([]);
    expect((await student.get(`/api/applications/${app.id}/`)).body.can).toEqual([]);
    expect((await getStudentApplication(ctx.db, ctx.config.dataEncryptionKey, student.userId, app.id))?.can).toEqual([]);
  });

  it('lets a manager approve or decline a submitted application, and nothing once decided (the student neither)', async () => {
    const app = await submitted();
    expect((await manager.get(`/api/manager/applications/${app.id}/`)).body.can).toEqual(['approve', 'decline']);
    expect((await student.get(`/api/applications/${app.id}/`)).body.can).toEqual([]);
    const decided = await manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Declined', note: 'Full' });
    expect(decided.body.can).toEqual([]);
    expect((await manager.get(`/api/manager/applications/${app.id}/`)).body.can).toEqual([]);
  });

  it('gives two decisions at once one winner: the other is refused in the table’s words, and one event is recorded', async () => {
    const app = await submitted();
    const answers = await Promise.all([
      manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Approved', note: 'Yes' }),
      manager.post(`/api/manager/applications/${app.id}/decision/`).send({ status: 'Declined', note: 'No' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body).toEqual({ detail: M.notSubmitted });
    const winner = answers.find((r) => r.status === 200)!.body as ApplicationDetail;
    const row = await ctx.db.selectFrom('rental_applications').select(['status', 'decision_note']).where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: winner.status, decision_note: winner.decision_note });
    expect(await ctx.db.selectFrom('audit_events').select('action').execute()).toEqual([{ action: winner.status === 'Approved' ? 'rental_application.approve' : 'rental_application.decline' }]);
  });
});
