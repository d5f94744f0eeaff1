import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SmsPost = { authorization: string | undefined; fields: Record<string, string> };

/**
 * An SMS provider on loopback that takes messages the Twilio way (a form POST of To, From and Body
 * with basic auth) and keeps each; `status` is what it answers (201, or an error to test failures).
 */
export async function startFakeSmsProvider() {
  const posts: SmsPost[] = [];
  const state = { status: 201 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      posts.push({ authorization: req.headers.authorization, fields: Object.fromEntries(new URLSearchParams(body)) });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${posts.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC1/Messages.json`,
    posts,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
