import type { Request, Response } from 'express';
import type { SharedBody } from '../ground/shared-body';
import { pickEncoding } from '../render/ready-page';

/** Sends a shared JSON answer in the best encoding the request accepts (the compression middleware leaves an encoded response alone). */
export async function sendSharedJson(req: Request, res: Response, body: SharedBody): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const bytes = await body.encoded(encoding);
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.type('json').set('Content-Length', String(bytes.length));
  res.end(bytes);
}
