import { BASE_PATH } from './constants';

/** The public auth forms (1-public-site.md §2); each also has a page of its own, which it posts to. */
export type AuthFormName = 'login' | 'signup' | 'register' | 'resetPassword';

/** The page of each auth form: the form posts there, and the links that switch forms lead there without JavaScript. */
export const AUTH_PAGE_PATHS: Record<AuthFormName, string> = {
  login: `${BASE_PATH}/login`,
  register: `${BASE_PATH}/register`,
  signup: `${BASE_PATH}/sign-in-link`,
  resetPassword: `${BASE_PATH}/forgot-password`,
};

/** A form's page with what the visitor chose (lease period, property) and where to go after signing in. */
export function authPageHref(form: AuthFormName, query: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${AUTH_PAGE_PATHS[form]}?${search}` : AUTH_PAGE_PATHS[form];
}

