import type { ApiSession } from '../../shared/types/sessions';
import type { listUserApiTokens } from '../queries/api-tokens';

type Row = Awaited<ReturnType<typeof listUserApiTokens>>[number];

/** A sign-in as the sessions list shows it; `currentId` is the token of the request. */
export function presentSession(row: Row, currentId: number | null): ApiSession {
  return {
    id: row.id,
    user_agent: row.user_agent,
    created_at: row.created_at,
    last_used_at: row.last_used_at ?? row.created_at,
    browser: !!row.has_session,
    current: row.id === currentId,
  };
}
