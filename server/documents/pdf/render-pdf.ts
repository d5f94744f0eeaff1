import { renderToBuffer } from '@react-pdf/renderer';
import { expandBlocks } from './expand-blocks';
import { prepareFonts } from './fonts';
import { pdfDocument } from './pdf-document';
import { loadImages } from './pdf-images';
import type { PdfJob, PdfResult } from './pdf-renderer';
import { takeSignatureSlots } from './signature-slots';

/** One lease as PDF, in the calling thread (the worker's): images read, laid out, slots read back and their links removed. */
export async function renderPdf(job: PdfJob, uploadsDir: string): Promise<PdfResult> {
  await prepareFonts();
  const doc = expandBlocks(job.doc, job.blocks);
  const images = await loadImages(doc, uploadsDir);
  const bytes = await renderToBuffer(pdfDocument({ title: job.title, companyName: job.companyName, doc, values: job.values, images }));
  return takeSignatureSlots(bytes);
}
