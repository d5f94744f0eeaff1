import type { UserWithRoles } from '../queries/users';

/** The user as the API shows it: {id, email, first_name, last_name, roles}. */
export function presentUser(user: UserWithRoles) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    roles: user.roles,
  };
}
export type PresentedUser = ReturnType<typeof presentUser>;
