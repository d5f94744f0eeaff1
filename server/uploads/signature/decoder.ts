import { createWorkerQueue } from '../../ground/worker-queue';
import type { DecodeReply, DecodeRefusal, DecodeRequest } from './decode-worker';
import type { PngLayout } from './png-chunks';

export type Decoded = { png: Buffer } | { refusal: DecodeRefusal };
export type SignatureDecoder = {
  /** The walked PNG's pixels checked and written again (decode-worker.ts), in the decoder's thread. */
  decode(bytes: Uint8Array, layout: PngLayout): Promise<Decoded>;
  close(): Promise<void>;
  /** The worker's thread id while it runs, null while none does. */
  readonly threadId: number | null;
};

/** A signature is at most 2400 × 1200 RGBA, about 35 MB while pngjs holds its copies; the limit ends a runaway instead of growing the server. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

/**
 * Decodes signature images in a worker thread (server/ground/worker-queue.ts), one at a time in the
 * order asked, so a large or hostile PNG never holds the event loop. The worker starts with the
 * first image and stops after `idleMs` without one (its memory goes back); an image over
 * `timeoutMs` or a crash ends it and fails that image only.
 */
export function createSignatureDecoder({ idleMs = 10_000, timeoutMs = 10_000 }: { idleMs?: number; timeoutMs?: number } = {}): SignatureDecoder {
  const images = createWorkerQueue<DecodeRequest, DecodeReply>({
    entry: { from: import.meta.url, source: './decode-worker-source.mjs', built: 'signature-worker.js' },
    resourceLimits: WORKER_LIMITS,
    idleMs,
    timeoutMs,
    messages: {
      timedOut: `The signature image took longer than ${timeoutMs} ms to decode.`,
      stopped: (code) => `The signature decoder stopped (exit code ${code}).`,
      closed: 'The signature decoder was closed.',
    },
  });

  return {
    async decode(bytes, layout) {
      const reply = await images.run({ bytes, layout });
      return 'refusal' in reply ? reply : { png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength) };
    },
    close() {
      return images.close();
    },
    get threadId() {
      return images.threadId;
    },
  };
}
