import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers: its posts, the one token it accepts, and a way to break its next answers. */
export type FakeInstagramState = {
  token: string;
  username: string;
  posts: { id: string; media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'; caption: string; image: Buffer | null }[];
  /** 'truncated': the media list is cut off mid-JSON; 'badImage': the fourth image is not a picture. */
  fault: null | 'truncated' | 'badImage';
};

/**
 * A loopback server speaking the Instagram Graph API's two reads the refresh uses (`/me` and
 * `/me/media`, token in `access_token`, OAuthException code 190 for a bad one) and serving the
 * posts' image files at their media_url.
 */
export async function startFakeInstagram(state: FakeInstagramState): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(url.pathname);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const image = /^\/media\/(\w+)\.jpg$/.exec(url.pathname);
    if (image) {
      const post = state.posts.find((p) => p.id === image[1]);
      const index = state.posts.filter((p) => p.image).indexOf(post!);
      if (!post?.image) return json(404, { error: { message: 'Not found', code: 100 } });
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return void res.end(state.fault === 'badImage' && index === 3 ? Buffer.from('<html>not a picture</html>') : post.image);
    }
    if (url.searchParams.get('access_token') !== state.token) {
      return json(400, { error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, fbtrace_id: 'Atest' } });
    }
    if (url.pathname === '/v23.0/me') return json(200, { id: '17841400000000001', username: state.username });
    if (url.pathname === '/v23.0/me/media') {
      const data = state.posts.map((p) => ({
        id: p.id,
        media_type: p.media_type,
        media_url: `${base}/media/${p.id}.jpg`,
        permalink: `https://www.instagram.com/p/${p.id}/`,
        caption: p.caption,
        timestamp: '2026-11-20T10:00:00+0000',
      }));
      const body = JSON.stringify({ data, paging: { cursors: { before: 'a', after: 'b' } } });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(state.fault === 'truncated' ? body.slice(0, Math.floor(body.length / 2)) : body);
    }
    json(404, { error: { message: 'Unknown path', code: 2500 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v23.0`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
