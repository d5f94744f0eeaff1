/** One sign-in of the signed-in user, as GET /api/sessions/ lists it. */
export type ApiSession = {
  /** The id of the sign-in's API token; DELETE /api/sessions/{id}/ revokes it and its browser session. */
  id: number;
  /** The browser or client that signed in ('' when it sent none). */
  user_agent: string;
  created_at: string;
  last_used_at: string;
  /** Whether a browser session (cookie) still goes with it, or only the API token is left. */
  browser: boolean;
  /** The sign-in this request is made with. */
  current: boolean;
};
