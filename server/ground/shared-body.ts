import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A JSON answer many requests share in the same moment (the bed map at a slot's first second): its
 * bytes are made once, and each encoding once, when first asked for, off the main thread. Brotli at
 * quality 4 as the compression middleware uses.
 */
export class SharedBody {
  readonly identity: Buffer;
  #encoded: { gzip?: Promise<Buffer>; br?: Promise<Buffer> } = {};

  constructor(json: string) {
    this.identity = Buffer.from(json, 'utf8');
  }

  encoded(encoding: 'br' | 'gzip' | 'identity'): Promise<Buffer> | Buffer {
    if (encoding === 'identity') return this.identity;
    if (encoding === 'gzip') return (this.#encoded.gzip ??= gzipAsync(this.identity, { level: 6 }));
    return (this.#encoded.br ??= brotliAsync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length } }));
  }
}
