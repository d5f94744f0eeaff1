import type { ScheduleTable } from '../../../shared/documents/schedule-table';
import type { DocNode } from '../../../shared/documents/types';
import type { VariableKey } from '../../../shared/documents/variables';
import { createWorkerQueue, type WorkerQueue } from '../../ground/worker-queue';
import type { CertificateInput } from '../signing/certificate-pdf';
import type { SlotStamp, StampOptions } from '../signing/stamp-pdf';
import type { StatementInput } from '../statement/statement-facts';
import type { WorkerJob, WorkerReply } from './pdf-worker';
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
  /** The chosen plan's schedule (the Payment Schedule variable's table). */
  schedule?: ScheduleTable;
};
export type PdfResult = { pdf: Buffer; slots: SignatureSlot[] };
export type PdfRenderer = {
  render(job: PdfJob): Promise<PdfResult>;
  /** The original PDF with each stamp drawn into its slot (and the footer on every page), appended as an incremental update (stampPdf). */
  stamp(original: Uint8Array, stamps: SlotStamp[], options?: StampOptions): Promise<Buffer>;
  /** The Certificate of Completion (certificatePdf), with `footer` stamped on every page when given. */
  certificate(input: CertificateInput, footer?: string): Promise<Buffer>;
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

/**
 * Jobs nobody is waiting on to go on with their work: a statement is a download, while a packet, its
 * stamping and its certificate hold up a student or a signer. These wait while other jobs are queued.
 */
const BACKGROUND: ReadonlySet<WorkerJob['kind']> = new Set(['statement']);

/** A reply's bytes arrive as a plain Uint8Array: the same memory seen as a Buffer. */
const asBuffer = (pdf: Uint8Array) => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);

/**
 * Renders lease PDFs (and stamps signed ones, and lays out their certificates and ledger statements) in a worker thread
 * (server/ground/worker-queue.ts), one at a time in the order asked, except that waiting statements let every other job
 * go first (one already begun runs to its end). The worker starts with the first job and stops after `idleMs` without
 * one, so its memory (fonts, layout engine) goes back; a job over `timeoutMs` (counted from when the worker has loaded)
 * or a crash ends it, fails that job only, and the next job starts a fresh one.
 */
export function createPdfRenderer({ uploadsDir, ...options }: { uploadsDir: string } & PdfWorkerOptions): PdfRenderer {
  return pdfRendererOn(createPdfWorker(options), uploadsDir, { closesWorker: true });
}

export type PdfWorkerOptions = { idleMs?: number; timeoutMs?: number };
/** The worker thread's queue, which renderers for several uploads folders may share (pdfRendererOn). */
export type PdfWorker = WorkerQueue<WorkerJob, WorkerReply>;

export function createPdfWorker({ idleMs = 30_000, timeoutMs = 60_000 }: PdfWorkerOptions = {}): PdfWorker {
  return createWorkerQueue<WorkerJob, WorkerReply>({
    entry: { from: import.meta.url, source: './pdf-worker-source.mjs', built: 'pdf-worker.js' },
    resourceLimits: WORKER_LIMITS,
    idleMs,
    timeoutMs,
    background: (job) => BACKGROUND.has(job.kind),
    messages: {
      timedOut: `The PDF took longer than ${timeoutMs} ms to render.`,
      stopped: (code) => `The PDF worker stopped (exit code ${code}).`,
      closed: 'The PDF renderer was closed.',
    },
  });
}

/**
 * A renderer whose documents take their images from `uploadsDir`, on `jobs`' worker. Unless it
 * `closesWorker`, closing it leaves the worker running for the others that share it (the test
 * suite's apps share one per process: a worker's cold start is over a second).
 */
export function pdfRendererOn(jobs: PdfWorker, uploadsDir: string, { closesWorker }: { closesWorker: boolean }): PdfRenderer {
  return {
    async render(job) {
      const { pdf, slots } = await jobs.run({ kind: 'render', job, uploadsDir });
      return { pdf: asBuffer(pdf), slots };
    },
    async stamp(original, stamps, options = {}) {
      return asBuffer((await jobs.run({ kind: 'stamp', original, stamps, options })).pdf);
    },
    async certificate(input, footer) {
      return asBuffer((await jobs.run({ kind: 'certificate', input, footer })).pdf);
    },
    async statement(input) {
      return asBuffer((await jobs.run({ kind: 'statement', input })).pdf);
    },
    warm() {
      jobs.warm({ kind: 'render', job: WARM_UP_JOB, uploadsDir });
    },
    close() {
      return closesWorker ? jobs.close() : Promise.resolve();
    },
    get threadId() {
      return jobs.threadId;
    },
  };
}
