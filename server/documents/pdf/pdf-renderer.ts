import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { DocNode } from '../../../shared/documents/types';
import type { VariableKey } from '../../../shared/documents/variables';
import type { CertificateInput } from '../signing/certificate-pdf';
import type { SlotStamp } from '../signing/stamp-pdf';
import type { StatementInput } from '../statement/statement-facts';
import type { WorkerData, WorkerJob, WorkerReply, WorkerRequest } from './pdf-worker';
import { WARM_UP_JOB } from './warm-up';

/** Where a signature tag printed: PDF points in the page's user space (origin bottom-left), page 1-based. */
export type SignatureSlot = { signer: 1 | 2 | 3; kind: 'sig' | 'initial' | 'date'; page: number; x: number; y: number; width: number; height: number };
export type PdfJob = {
  /** The document's name (the PDF's title). */
  title: string;
  /** Printed in every page's header. */
  companyName: string;
  /** The template body, content blocks not yet expanded. */
  doc: DocNode;
  /** Content block bodies by id. */
  blocks: Record<number, DocNode>;
  values: Partial<Record<VariableKey, string>>;
};
export type PdfResult = { pdf: Buffer; slots: SignatureSlot[] };
export type PdfRenderer = {
  render(job: PdfJob): Promise<PdfResult>;
  /** The original PDF with each stamp drawn into its slot, appended as an incremental update (stampPdf). */
  stamp(original: Uint8Array, stamps: SlotStamp[]): Promise<Buffer>;
  /** The Certificate of Completion (certificatePdf). */
  certificate(input: CertificateInput): Promise<Buffer>;
  /** A tenant's ledger statement (statementPdf). */
  statement(input: StatementInput): Promise<Buffer>;
  /**
   * Starts a worker and has it render a small document, when none runs: called when a student is
   * about to need a packet (an offer is on their screen), so the packet does not wait for a cold start.
   */
  warm(): void;
  close(): Promise<void>;
  /** The worker's thread id while it runs, null while none does. */
  readonly threadId: number | null;
};

/** Room for a long lease with photos; a runaway document ends the worker instead of growing the server. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192 };

let workerFile: URL | undefined;

/** The worker's entry: the TypeScript source beside this file when it runs from the sources, else the built pdf-worker.js. */
function findWorkerFile(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./pdf-worker-source.mjs', import.meta.url);
  // Built, this module is dist/server/index.js or a chunk beside it (the worker too), or part of a dist/server/cli script.
  const beside = new URL('./pdf-worker.js', import.meta.url);
  return existsSync(beside) ? beside : new URL('../pdf-worker.js', import.meta.url);
}

type Task = { id: number; job: WorkerJob; resolve: (result: PdfResult) => void; reject: (error: Error) => void };

/**
 * Jobs nobody is waiting on to go on with their work: a statement is a download, while a packet, its
 * stamping and its certificate hold up a student or a signer. These wait while other jobs are queued.
 */
const BACKGROUND: ReadonlySet<WorkerJob['kind']> = new Set(['statement']);

/**
 * Renders lease PDFs (and stamps signed ones, and lays out their certificates and ledger statements) in a worker thread, one at a time in the order asked,
 * except that waiting statements let every other job go first (one already begun runs to its end). The worker starts with
 * the first job and stops after `idleMs` without one, so its memory (fonts, layout engine) goes
 * back; a job over `timeoutMs` (counted from when the worker has loaded) or a crash ends it, fails
 * that job only, and the next job starts a fresh one.
 */
export function createPdfRenderer({ uploadsDir, idleMs = 30_000, timeoutMs = 60_000 }: { uploadsDir: string; idleMs?: number; timeoutMs?: number }): PdfRenderer {
  // Jobs in the order asked: first every other job, then the statements.
  const queue: Task[] = [];
  const background: Task[] = [];
  let worker: Worker | null = null;
  let current: Task | null = null;
  // The running job's deadline, or the idle worker's stop: never both.
  let timer: NodeJS.Timeout | undefined;
  let ids = 0;
  // Whether the running worker has loaded: a job's deadline starts then, so a slow start on a busy machine is not a runaway document.
  let ready = false;

  /** Forgets the worker before ending it, so its exit is not taken for a crash. */
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

  function start(): Worker {
    workerFile ??= findWorkerFile();
    const started = new Worker(workerFile, { workerData: { uploadsDir } satisfies WorkerData, execArgv: [], resourceLimits: WORKER_LIMITS });
    ready = false;
    started.on('message', (reply: WorkerReply) => {
      if (started !== worker) return;
      if ('ready' in reply) {
        ready = true;
        if (current) armDeadline();
        return;
      }
      if (current?.id !== reply.id) return;
      if ('error' in reply) settle((task) => task.reject(new Error(reply.error)));
      else settle((task) => task.resolve({ pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength), slots: reply.slots }));
    });
    const lost = (error: Error) => {
      if (started !== worker) return;
      worker = null;
      settle((task) => task.reject(error));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`The PDF worker stopped (exit code ${code}).`)));
    return started;
  }

  function armDeadline() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void stop();
      settle((late) => late.reject(new Error(`The PDF took longer than ${timeoutMs} ms to render.`)));
    }, timeoutMs);
  }

  function next() {
    if (current) return;
    const task = queue.shift() ?? background.shift();
    if (!task) {
      // Idle: the worker no longer keeps the process alive, and ends after idleMs.
      worker?.unref();
      if (worker) timer = setTimeout(() => void stop(), idleMs).unref();
      return;
    }
    clearTimeout(timer);
    worker ??= start();
    worker.ref();
    current = task;
    if (ready) armDeadline();
    try {
      worker.postMessage({ id: task.id, job: task.job } satisfies WorkerRequest);
    } catch (error) {
      settle((failed) => failed.reject(error instanceof Error ? error : new Error(String(error))));
    }
  }

  function enqueue(job: WorkerJob): Promise<PdfResult> {
    return new Promise((resolve, reject) => {
      (BACKGROUND.has(job.kind) ? background : queue).push({ id: ++ids, job, resolve, reject });
      next();
    });
  }

  return {
    render(job) {
      return enqueue({ kind: 'render', job });
    },
    async stamp(original, stamps) {
      return (await enqueue({ kind: 'stamp', original, stamps })).pdf;
    },
    async certificate(input) {
      return (await enqueue({ kind: 'certificate', input })).pdf;
    },
    async statement(input) {
      return (await enqueue({ kind: 'statement', input })).pdf;
    },
    warm() {
      if (worker || current || queue.length || background.length) return;
      queue.push({ id: ++ids, job: { kind: 'render', job: WARM_UP_JOB }, resolve: () => undefined, reject: () => undefined });
      next();
    },
    async close() {
      const pending = [...(current ? [current] : []), ...queue.splice(0), ...background.splice(0)];
      current = null;
      await stop();
      for (const task of pending) task.reject(new Error('The PDF renderer was closed.'));
    },
    get threadId() {
      return worker?.threadId ?? null;
    },
  };
}
