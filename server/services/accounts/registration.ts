import { API_ERRORS, CONFLICT_MESSAGES } from '../../../shared/messages';
import type { RegisterInput } from '../../../shared/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { findPublicOrganization } from '../../queries/organizations';
import { emailTaken, insertUserRows } from '../../queries/users';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { sendVerificationLink } from './email-verification';
import { requestFromCarry } from '../applications/reservation-from-carry';

/** Creates an active student of the public company and, when a choice was carried, a reservation request. */
export async function registerStudent(db: Db, input: RegisterInput): Promise<number> {
  const org = await findPublicOrganization(db);
  if (!org) throw HttpError.detail(503, API_ERRORS.serverError);
  if (await emailTaken(db, input.email)) throw HttpError.fields({ email: [CONFLICT_MESSAGES.emailTaken] });
  const passwordHash = await hashPassword(input.password);
  // Two sign-ups with one address at the same moment: the unique index decides (409, server/http/unique-conflicts.ts).
  return db.transaction().execute(async (trx) => {
    const id = await insertUserRows(trx, {
      email: input.email,
      passwordHash,
      roles: ['student'],
      organizationId: org.id,
      firstName: input.first_name,
      lastName: input.last_name,
      cellPhone: input.cell_phone,
      gender: input.gender,
    });
    await trx
      .updateTable('users')
      .set({ informational_opt_in: input.informational_opt_in ? 1 : 0, marketing_opt_in: input.marketing_opt_in ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await requestFromCarry(trx, id, org.id, input);
    return id;
  });
}

/**
 * Registration as both the API and the form without JavaScript do it: the student, then a mailed link
 * verifying the address (carrying the page the student registered from, `next`). It goes on unverified when mail fails: a new link can be asked for later.
 */
export async function signUpStudent(deps: { db: Db; mailer: Mailer; baseUrl: string; logger: Logger }, input: RegisterInput): Promise<number> {
  const id = await registerStudent(deps.db, input);
  await sendVerificationLink(deps, { id, email: input.email.trim() }, input.next ?? null).catch((err: unknown) => deps.logger.error({ err, userId: id }, 'verification link not sent'));
  return id;
}
