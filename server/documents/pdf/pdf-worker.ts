/** The PDF worker thread (built as dist/server/pdf-worker.js): renders the jobs the pool sends it, one after another. */
import { parentPort, workerData } from 'node:worker_threads';
import type { PdfJob, SignatureSlot } from './pdf-renderer';
import { renderPdf } from './render-pdf';

export type WorkerData = { uploadsDir: string };
export type WorkerRequest = { id: number; job: PdfJob };
export type WorkerReply = { ready: true } | { id: number; pdf: Uint8Array; slots: SignatureSlot[] } | { id: number; error: string };

const { uploadsDir } = workerData as WorkerData;

const port = parentPort!;

port.on('message', ({ id, job }: WorkerRequest) => {
  renderPdf(job, uploadsDir).then(
    ({ pdf, slots }) => port.postMessage({ id, pdf, slots } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply),
  );
});

// Loaded (react-pdf, the fonts' code): a job's time limit counts from here, not from a slow start.
port.postMessage({ ready: true } satisfies WorkerReply);
