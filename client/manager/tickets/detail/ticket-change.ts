import { ApiError } from '../../../../shared/api-errors';

/**
 * useSubmit's `refused` for a ticket's saves: a 409 (a colleague saved the ticket since it was
 * loaded, or the move is no longer allowed) loads the ticket again, and the submit flow still says
 * why (the conflict notice, or the snackbar with the server's reason). Nothing typed is cleared.
 */
export const reloadOnConflict = (reload: () => unknown) => (err: unknown) => {
  if (err instanceof ApiError && err.status === 409) void reload();
  return false;
};
