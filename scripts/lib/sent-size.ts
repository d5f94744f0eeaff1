import http from 'node:http';

export type SentSize = { bytes: number; encoding: string };

/** What browsers send; Node's clients send no Accept-Encoding unless told. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, br' };

/**
 * The body size of a URL as the server sends it to a browser, and its Content-Encoding.
 * http.get, not fetch: fetch decompresses, and a compressed response is chunked, without Content-Length.
 */
export function sentSize(url: string): Promise<SentSize> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: BROWSER_ACCEPT_ENCODING, timeout: 10_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
        else resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}
