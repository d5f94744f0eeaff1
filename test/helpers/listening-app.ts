import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from './test-app';

/**
 * The test app listening on a loopback port, for tests whose requests must overlap or be cut short
 * (supertest sends one request at a time, whole). `base` is its URL; close() stops it.
 */
export async function listeningApp(ctx: TestContext) {
  const server: Server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    port,
    base,
    /** An API token for the user (as `Authorization: Token …`). */
    async tokenOf(user: { email: string; password: string }): Promise<string> {
      const res = await fetch(`${base}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: user.email, password: user.password }) });
      return ((await res.json()) as { token: string }).token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
