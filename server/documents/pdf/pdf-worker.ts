/** The PDF worker thread (built as dist/server/pdf-worker.js): does the jobs the pool sends it, one after another. */
import { parentPort, workerData } from 'node:worker_threads';
import { certificatePdf, type CertificateInput } from '../signing/certificate-pdf';
import { stampPdf, type SlotStamp } from '../signing/stamp-pdf';
import type { StatementInput } from '../statement/statement-facts';
import { statementPdf } from '../statement/statement-pdf';
import type { PdfJob, PdfResult, SignatureSlot } from './pdf-renderer';
import { renderPdf } from './render-pdf';

export type WorkerData = { uploadsDir: string };
/** A lease document to render, signatures to stamp into an original, a Certificate of Completion or a ledger statement to lay out. */
export type WorkerJob =
  | { kind: 'render'; job: PdfJob }
  | { kind: 'stamp'; original: Uint8Array; stamps: SlotStamp[] }
  | { kind: 'certificate'; input: CertificateInput }
  | { kind: 'statement'; input: StatementInput };
export type WorkerRequest = { id: number; job: WorkerJob };
export type WorkerReply = { ready: true } | { id: number; pdf: Uint8Array; slots: SignatureSlot[] } | { id: number; error: string };

const { uploadsDir } = workerData as WorkerData;

const port = parentPort!;

function run(job: WorkerJob): Promise<PdfResult | { pdf: Uint8Array; slots: SignatureSlot[] }> {
  switch (job.kind) {
    case 'render':
      return renderPdf(job.job, uploadsDir);
    case 'stamp':
      return stampPdf(job.original, job.stamps).then((pdf) => ({ pdf, slots: [] }));
    case 'certificate':
      return certificatePdf(job.input).then((pdf) => ({ pdf, slots: [] }));
    case 'statement':
      return statementPdf(job.input).then((pdf) => ({ pdf, slots: [] }));
  }
}

port.on('message', ({ id, job }: WorkerRequest) => {
  // A job that throws before its first await (a bad kind, a stack overflow) is answered like any other failure.
  Promise.resolve()
    .then(() => run(job))
    .then(
      ({ pdf, slots }) => port.postMessage({ id, pdf, slots } satisfies WorkerReply),
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply),
    );
});

// Loaded (react-pdf, the fonts' code): a job's time limit counts from here, not from a slow start.
port.postMessage({ ready: true } satisfies WorkerReply);
