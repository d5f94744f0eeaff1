import { API_ERRORS } from '../../../shared/messages';
import { DUMMY_HASH, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { findUserForLogin, type UserWithRoles } from '../../queries/users';

/** Checks e-mail and password; the same error for an unknown e-mail, a wrong password or a disabled account. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserWithRoles> {
  const found = await findUserForLogin(db, email);
  const ok = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
  if (!found || !ok || !found.user.is_active) {
    throw HttpError.fields({ non_field_errors: [API_ERRORS.invalidCredentials] });
  }
  return found.user;
}
