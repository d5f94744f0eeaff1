import type { Db } from '../../server/db/database';
import type { ApplicationStatus } from '../../shared/rental-application/application-types';
import { insertUser } from '../../server/queries/users';
import { hashOnce } from './password-hash';
import { TEST_PASSWORD } from './factories';

let counter = 0;

export { TIDY_ANSWERS } from './roommate-answers';
import { TIDY_ANSWERS } from './roommate-answers';

/** What a roommate student's application says besides the roommate answers: none of it is public. */
export const PRIVATE_ANSWERS = { pi_name: 'Private Name', pi_date_of_birth: '2006-03-14', lg_name: 'Zoë Ñúñez', lg_email: 'zoe@example.com', fi_income_source: 'Secret Corp' };

/**
 * An application of the student (a reservation request of the lease period) with these answers, in
 * the status (Submitted by default, submitted `submittedAt`, now when not given).
 */
export async function addApplication(db: Db, opts: { userId: number; orgId: number; propertyId: number; periodId: number | null; answers?: Record<string, unknown>; status?: ApplicationStatus; submittedAt?: string }) {
  const request = await db.insertInto('reservation_requests').values({ user_id: opts.userId, organization_id: opts.orgId, property_id: opts.propertyId, lease_period_id: opts.periodId }).returning('id').executeTakeFirstOrThrow();
  const status = opts.status ?? 'Submitted';
  const submitted = status === 'Draft' ? null : (opts.submittedAt ?? new Date().toISOString());
  return (
    await db
      .insertInto('rental_applications')
      .values({ organization_id: opts.orgId, user_id: opts.userId, reservation_request_id: request.id, status, submitted_at: submitted, answers: JSON.stringify({ ...PRIVATE_ANSWERS, ...(opts.answers ?? TIDY_ANSWERS) }) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * A student with a submitted application of the lease period (these roommate answers), their profile
 * published `publishedAt` (now when not given) unless `published` is false. Answers the account (the
 * test password) and the profile's id (null when not published).
 */
export async function addRoommate(
  db: Db,
  opts: { orgId: number; propertyId: number; periodId: number; first: string; last: string; answers?: Record<string, unknown>; published?: boolean; publishedAt?: string; active?: boolean; email?: string },
) {
  const email = opts.email ?? `roommate${++counter}.${opts.first.toLowerCase()}@example.com`;
  const id = await insertUser(db, { email, passwordHash: await hashOnce(TEST_PASSWORD), roles: ['student'], organizationId: null, firstName: opts.first, lastName: opts.last });
  if (opts.active === false) await db.updateTable('users').set({ is_active: 0 }).where('id', '=', id).execute();
  await addApplication(db, { userId: id, orgId: opts.orgId, propertyId: opts.propertyId, periodId: opts.periodId, answers: opts.answers });
  let profileId: number | null = null;
  if (opts.published !== false) {
    const at = opts.publishedAt ?? new Date().toISOString();
    profileId = (await db.insertInto('roommate_profiles').values({ user_id: id, published: 1, published_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  }
  return { user: { id, email, password: TEST_PASSWORD }, profileId };
}
