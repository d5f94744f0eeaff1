/** The PDF worker thread (built as dist/server/pdf-worker.js): does the jobs the renderer's queue sends it, one after another. */
import { serveJobs } from '../../ground/worker-thread';
import { certificatePdf, type CertificateInput } from '../signing/certificate-pdf';
import { stampPdf, type SlotStamp, type StampOptions } from '../signing/stamp-pdf';
import type { StatementInput } from '../statement/statement-facts';
import { statementPdf } from '../statement/statement-pdf';
import type { PdfJob, SignatureSlot } from './pdf-renderer';
import { renderPdf } from './render-pdf';

/** A lease document to render, signatures to stamp into an original, a Certificate of Completion or a ledger statement to lay out. */
export type WorkerJob =
  | { kind: 'render'; job: PdfJob; uploadsDir: string }
  | { kind: 'stamp'; original: Uint8Array; stamps: SlotStamp[]; options: StampOptions }
  | { kind: 'certificate'; input: CertificateInput; footer?: string }
  | { kind: 'statement'; input: StatementInput };
/** A job's PDF (the slots a render's signature tags printed in; none for the other jobs). */
export type WorkerReply = { pdf: Uint8Array; slots: SignatureSlot[] };

/** The certificate as laid out, with the packet's footer stamped on every page like its documents'. */
async function certificateWithFooter(input: CertificateInput, footer: string | undefined): Promise<Uint8Array> {
  const pdf = await certificatePdf(input);
  return footer ? stampPdf(pdf, [], { footer }) : pdf;
}

function run(job: WorkerJob): Promise<WorkerReply> {
  switch (job.kind) {
    case 'render':
      return renderPdf(job.job, job.uploadsDir);
    case 'stamp':
      return stampPdf(job.original, job.stamps, job.options).then((pdf) => ({ pdf, slots: [] }));
    case 'certificate':
      return certificateWithFooter(job.input, job.footer).then((pdf) => ({ pdf, slots: [] }));
    case 'statement':
      return statementPdf(job.input).then((pdf) => ({ pdf, slots: [] }));
  }
}

// Loaded (react-pdf, the fonts' code): a job's time limit counts from here, not from a slow start.
serveJobs(run);
