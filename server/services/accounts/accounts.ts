import type { Role } from '../../../shared/constants';
import { EMAIL_PATTERN } from '../../../shared/schemas/common';
import { passwordProblem } from '../../../shared/password-rules';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { listOrganizations } from '../../queries/organizations';
import { emailTaken, insertUser, markEmailVerified } from '../../queries/users';

export class AccountError extends Error {}

export type AccountInput = {
  email: string;
  password: string;
  role: Role;
  organizationId?: number;
  firstName?: string;
  lastName?: string;
};

/**
 * Creates an account for the CLI. Staff accounts need an organization: the given one, or the only
 * one when there is exactly one. The address counts as verified: the operator who runs the command
 * vouches for it (no one signs themselves up here). Throws AccountError with a message meant for a person.
 */
export async function createAccount(db: Db, input: AccountInput): Promise<{ id: number; organizationId: number | null }> {
  const email = input.email.trim();
  if (!EMAIL_PATTERN.test(email)) throw new AccountError(`"${email}" is not an e-mail address.`);
  const weak = passwordProblem(input.password);
  if (weak) throw new AccountError(`Password too weak: ${weak}.`);
  if (await emailTaken(db, email)) throw new AccountError(`An account with the e-mail ${email} already exists.`);

  const orgs = await listOrganizations(db);
  let organizationId: number | null = input.organizationId ?? null;
  if (organizationId !== null && !orgs.some((o) => o.id === organizationId)) {
    throw new AccountError(`There is no organization with id ${organizationId}. Known: ${orgs.map((o) => `${o.id} (${o.name})`).join(', ') || 'none'}.`);
  }
  if (organizationId === null && input.role !== 'student') {
    if (orgs.length !== 1) {
      throw new AccountError(`Pass --organization ID for a ${input.role}. Known: ${orgs.map((o) => `${o.id} (${o.name})`).join(', ') || 'none'}.`);
    }
    organizationId = orgs[0]!.id;
  }
  const id = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    roles: [input.role],
    organizationId,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  await markEmailVerified(db, id, email);
  return { id, organizationId };
}
