import { z } from 'zod';
import { SOCIAL_FEED_ERRORS } from '../../shared/social/social-feed';

/**
 * The Instagram Graph API (Instagram API with Instagram Login), over plain fetch: no maintained
 * client exists for these two reads (ADR 040). The long-lived token goes as the documented
 * `access_token` parameter; error messages never carry a URL, which holds the token.
 */

const TIMEOUT_MS = 10_000;
/** Posts asked for: enough to find eight images among videos. */
const PAGE_SIZE = 25;

/** A refresh that cannot go on, with the reason a manager reads. */
export class SocialFeedError extends Error {}

const GraphError = z.object({ error: z.object({ message: z.string(), type: z.string().optional(), code: z.number().optional() }) });
const Me = z.object({ id: z.string(), username: z.string().optional() });
const Media = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      media_type: z.string(),
      media_url: z.url({ protocol: /^https?$/ }).optional(),
      permalink: z.url({ protocol: /^https?$/ }),
      caption: z.string().optional(),
      timestamp: z.string().optional(),
    }),
  ),
});

export type GraphPost = { id: string; mediaUrl: string; permalink: string; caption: string; postedAt: string | null };

async function getJson(url: URL): Promise<unknown> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    text = await res.text();
  } catch {
    throw new SocialFeedError(SOCIAL_FEED_ERRORS.unreachable);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SocialFeedError(SOCIAL_FEED_ERRORS.unreadable);
  }
  const error = GraphError.safeParse(body);
  if (error.success) {
    // 190: invalid or expired access token (the Graph API's OAuthException codes).
    const { code, type, message } = error.data.error;
    throw new SocialFeedError(code === 190 || type === 'OAuthException' ? SOCIAL_FEED_ERRORS.tokenRefused : SOCIAL_FEED_ERRORS.serviceError(message.slice(0, 300)));
  }
  if (!res.ok) throw new SocialFeedError(SOCIAL_FEED_ERRORS.serviceError(`HTTP ${res.status}`));
  return body;
}

/** The account's user name and its latest image posts (images and the first image of albums), newest first. */
export async function latestImagePosts(baseUrl: string, token: string, count: number): Promise<{ account: string | null; posts: GraphPost[] }> {
  const me = new URL('me', `${baseUrl.replace(/\/+$/, '')}/`);
  me.search = new URLSearchParams({ fields: 'id,username', access_token: token }).toString();
  const media = new URL('me/media', `${baseUrl.replace(/\/+$/, '')}/`);
  media.search = new URLSearchParams({ fields: 'id,media_type,media_url,permalink,caption,timestamp', limit: String(PAGE_SIZE), access_token: token }).toString();
  const account = Me.safeParse(await getJson(me));
  const list = Media.safeParse(await getJson(media));
  if (!account.success || !list.success) throw new SocialFeedError(SOCIAL_FEED_ERRORS.unreadable);
  const posts = list.data.data
    .filter((p) => (p.media_type === 'IMAGE' || p.media_type === 'CAROUSEL_ALBUM') && p.media_url)
    .slice(0, count)
    .map((p) => ({ id: p.id, mediaUrl: p.media_url!, permalink: p.permalink, caption: (p.caption ?? '').slice(0, 500), postedAt: p.timestamp ?? null }));
  return { account: account.data.username ?? null, posts };
}

/** The bytes of a post's image, at most `maxBytes`; anything else is a SocialFeedError. */
export async function downloadImage(url: string, maxBytes: number): Promise<Buffer> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok || !res.body) throw new Error('not ok');
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw new Error('too large');
      }
      chunks.push(Buffer.from(part.value));
    }
    return Buffer.concat(chunks);
  } catch {
    throw new SocialFeedError(SOCIAL_FEED_ERRORS.imageFailed);
  }
}
