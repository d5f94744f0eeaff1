import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import { dialectOf } from '../db/dialect';
import type { ApplicationFilesTable, ApplicationStatus, RentalApplicationsTable } from '../db/schema';
import { QUESTIONS } from '../../shared/rental-application/fields';
import { ENCRYPTED_PREFIX } from '../security/data-encryption';

const LIST_COLUMNS = [
  'rental_applications.id',
  'rental_applications.status',
  'rental_applications.reservation_request_id',
  'rental_applications.submitted_at',
  'rental_applications.opened_at',
  'rental_applications.decided_at',
  'rental_applications.created_at',
  'rental_applications.updated_at',
  'users.first_name',
  'users.last_name',
  'users.email',
  'properties.id as property_id',
  'properties.name as property_name',
  'lease_periods.name as lease_period_name',
] as const;

function withNames(db: Db) {
  return db
    .selectFrom('rental_applications')
    .innerJoin('users', 'users.id', 'rental_applications.user_id')
    .innerJoin('reservation_requests', 'reservation_requests.id', 'rental_applications.reservation_request_id')
    .innerJoin('properties', 'properties.id', 'reservation_requests.property_id')
    .leftJoin('lease_periods', 'lease_periods.id', 'reservation_requests.lease_period_id');
}

/** The company's applications that were submitted (drafts are the student's own business), newest first. */
export async function listSubmittedApplications(db: Db, organizationId: number) {
  return withNames(db)
    .select(LIST_COLUMNS)
    .where('rental_applications.organization_id', '=', organizationId)
    .where('rental_applications.status', '!=', 'Draft')
    .orderBy('rental_applications.submitted_at', 'desc')
    .orderBy('rental_applications.id', 'desc')
    .execute();
}

/** A student's applications, newest first. */
export async function listApplicationsOf(db: Db, userId: number) {
  return withNames(db).select(LIST_COLUMNS).where('rental_applications.user_id', '=', userId).orderBy('rental_applications.created_at', 'desc').execute();
}

/** One application with everything the detail pages show (the caller has checked access). */
export async function findApplication(db: Db, id: number) {
  return withNames(db)
    .select([
      ...LIST_COLUMNS,
      'rental_applications.organization_id',
      'rental_applications.user_id',
      'rental_applications.answers',
      'rental_applications.asked_keys',
      'rental_applications.decided_by',
      'rental_applications.decision_note',
      'rental_applications.version',
      'reservation_requests.lease_period_id',
    ])
    .where('rental_applications.id', '=', id)
    .executeTakeFirst();
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
export type ApplicationListRow = Awaited<ReturnType<typeof listSubmittedApplications>>[number];

export async function findApplicationForRequest(db: Db, reservationRequestId: number) {
  return db.selectFrom('rental_applications').select('id').where('reservation_request_id', '=', reservationRequestId).executeTakeFirst();
}

export async function insertApplication(db: Db, values: Insertable<RentalApplicationsTable>): Promise<number> {
  return insertedId(db, 'rental_applications', values);
}

/** Writes a change only while the application is in one of `expect.statuses` (and at `expect.version` when given); answers whether it was written. Only the applications kernel calls it. */
export async function updateApplicationIf(db: Db, id: number, expect: { statuses: readonly ApplicationStatus[]; version?: number }, changes: Updateable<RentalApplicationsTable>): Promise<boolean> {
  let query = db
    .updateTable('rental_applications')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .where('status', 'in', [...expect.statuses]);
  if (expect.version !== undefined) query = query.where('version', '=', expect.version);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

export async function applicationStatusAndVersion(db: Db, id: number): Promise<{ status: ApplicationStatus; version: number } | undefined> {
  return db.selectFrom('rental_applications').select(['status', 'version']).where('id', '=', id).executeTakeFirst();
}

export async function markApplicationOpened(db: Db, id: number): Promise<void> {
  await db.updateTable('rental_applications').set({ opened_at: new Date().toISOString() }).where('id', '=', id).where('opened_at', 'is', null).execute();
}

/** Submitted applications of the company that no manager has opened yet (the navigation's count). */
export async function countUnopenedApplications(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('rental_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'Submitted')
    .where('opened_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listApplicationFiles(db: Db, applicationId: number) {
  return db.selectFrom('application_files').select(['id', 'question_key', 'name', 'original_name', 'mime', 'size', 'created_at']).where('application_id', '=', applicationId).orderBy('id').execute();
}

export type ApplicationFileRow = Awaited<ReturnType<typeof listApplicationFiles>>[number];

export async function findApplicationFile(db: Db, applicationId: number, fileId: number) {
  return db.selectFrom('application_files').select(['id', 'question_key', 'name', 'original_name', 'mime', 'size']).where('application_id', '=', applicationId).where('id', '=', fileId).executeTakeFirst();
}

export async function findApplicationFileFor(db: Db, applicationId: number, questionKey: string) {
  return db.selectFrom('application_files').select(['id', 'name']).where('application_id', '=', applicationId).where('question_key', '=', questionKey).executeTakeFirst();
}

export async function insertApplicationFile(db: Db, values: Insertable<ApplicationFilesTable>): Promise<number> {
  return insertedId(db, 'application_files', values);
}

export async function deleteApplicationFile(db: Db, id: number): Promise<void> {
  await db.deleteFrom('application_files').where('id', '=', id).execute();
}

export async function recordReveal(db: Db, applicationId: number, userId: number, questionKey: string): Promise<void> {
  await db.insertInto('application_reveals').values({ application_id: applicationId, user_id: userId, question_key: questionKey }).execute();
}

const SECRET_KEYS = [...QUESTIONS.values()].filter((q) => q.control === 'secret').map((q) => q.key);

/** Some identity number stored encrypted (any application's), to test a key against; undefined when none is stored. */
export async function findEncryptedAnswer(db: Db): Promise<string | undefined> {
  // Answers are stored as JSON.stringify writes them: "key":"v1:..." with no space.
  const row = await db
    .selectFrom('rental_applications')
    .select('answers')
    .where((eb) => eb.or(SECRET_KEYS.map((k) => dialectOf(db).caseBlindLike(eb.ref('answers'), `%"${k}":"${ENCRYPTED_PREFIX}%`))))
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const answers = JSON.parse(row.answers) as Record<string, unknown>;
  return SECRET_KEYS.map((k) => answers[k]).find((v): v is string => typeof v === 'string' && v.startsWith(ENCRYPTED_PREFIX));
}

/** One of the student's own reservation requests (undefined for anyone else's). */
export async function findOwnReservationRequest(db: Db, userId: number, id: number) {
  return db.selectFrom('reservation_requests').select(['id', 'organization_id', 'user_id']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
