import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { DecodeRefusal, DecodeReply, DecodeRequest } from './decode-worker';
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

/** The worker's entry: the TypeScript source beside this file when it runs from the sources, else the built signature-worker.js. */
function findWorkerFile(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./decode-worker-source.mjs', import.meta.url);
  // Built, this module is part of dist/server/index.js or a chunk beside it, or of a dist/server/cli script.
  const beside = new URL('./signature-worker.js', import.meta.url);
  return existsSync(beside) ? beside : new URL('../signature-worker.js', import.meta.url);
}

type Task = { id: number; bytes: Uint8Array; layout: PngLayout; resolve: (result: Decoded) => void; reject: (error: Error) => void };

/**
 * Decodes signature images in a worker thread, one at a time in the order asked, so a large or
 * hostile PNG never holds the event loop. The worker starts with the first image and stops after
 * `idleMs` without one (its memory goes back); an image over `timeoutMs` or a crash ends it and
 * fails that image only.
 */
export function createSignatureDecoder({ idleMs = 10_000, timeoutMs = 10_000 }: { idleMs?: number; timeoutMs?: number } = {}): SignatureDecoder {
  const queue: Task[] = [];
  let worker: Worker | null = null;
  let current: Task | null = null;
  let ready = false;
  let timer: NodeJS.Timeout | undefined;
  let ids = 0;
  let workerFile: URL | undefined;

  function stop(): Promise<void> {
    clearTimeout(timer);
    const stopping = worker;
    worker = null;
    return stopping ? stopping.terminate().then(() => undefined) : Promise.resolve();
  }

  function settle(outcome: (task: Task) => void) {
    const task = current;
    current = null;
    clearTimeout(timer);
    if (task) outcome(task);
    next();
  }

  function armDeadline() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void stop();
      settle((late) => late.reject(new Error(`The signature image took longer than ${timeoutMs} ms to decode.`)));
    }, timeoutMs);
  }

  function start(): Worker {
    workerFile ??= findWorkerFile();
    const started = new Worker(workerFile, { execArgv: [], resourceLimits: WORKER_LIMITS });
    ready = false;
    started.on('message', (reply: DecodeReply) => {
      if (started !== worker) return;
      if ('ready' in reply) {
        ready = true;
        if (current) armDeadline();
        return;
      }
      if (current?.id !== reply.id) return;
      if ('error' in reply) settle((task) => task.reject(new Error(reply.error)));
      else if ('refusal' in reply) settle((task) => task.resolve({ refusal: reply.refusal }));
      else settle((task) => task.resolve({ png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength) }));
    });
    const lost = (error: Error) => {
      if (started !== worker) return;
      worker = null;
      settle((task) => task.reject(error));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`The signature decoder stopped (exit code ${code}).`)));
    return started;
  }

  function next() {
    if (current) return;
    const task = queue.shift();
    if (!task) {
      worker?.unref();
      if (worker) timer = setTimeout(() => void stop(), idleMs).unref();
      return;
    }
    clearTimeout(timer);
    worker ??= start();
    worker.ref();
    current = task;
    if (ready) armDeadline();
    worker.postMessage({ id: task.id, bytes: task.bytes, layout: task.layout } satisfies DecodeRequest);
  }

  return {
    decode(bytes, layout) {
      return new Promise((resolve, reject) => {
        queue.push({ id: ++ids, bytes, layout, resolve, reject });
        next();
      });
    },
    async close() {
      const pending = [...(current ? [current] : []), ...queue.splice(0)];
      current = null;
      await stop();
      for (const task of pending) task.reject(new Error('The signature decoder was closed.'));
    },
    get threadId() {
      return worker?.threadId ?? null;
    },
  };
}
