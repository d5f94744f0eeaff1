import type { ReactElement } from 'react';
import layoutDocument from '@react-pdf/layout';
import drawDocument from '@react-pdf/render';
import { Font, pdf } from '@react-pdf/renderer';
import PDFDocument from 'pdfkit';
import { expandBlocks } from './expand-blocks';
import { pageFooters, pdfDocument } from './pdf-document';
import { loadImages } from './pdf-images';
import type { PdfJob, PdfResult } from './pdf-renderer';
import { prepareFontsFor } from './script-fonts';
import { findSignatureSlots, type LaidOutNode } from './signature-slots';

/*
 * react-pdf's renderToBuffer, in its three steps (the same packages and options it uses): the
 * element tree, the layout, the drawing. Between the last two the footers are added to the pages
 * and the signature slots read off the layout.
 */

/** The element as react-pdf lays it out: pages with boxes (points, each relative to its parent) and text lines. */
async function layOut(element: ReactElement): Promise<LaidOutNode> {
  const { container } = pdf(element as Parameters<typeof pdf>[0]);
  // The layout takes the font store as its second argument (its declared type leaves it out).
  return (layoutDocument as unknown as (root: unknown, fonts: typeof Font) => Promise<LaidOutNode>)(container.document, Font);
}

/** The laid-out document as a PDF: react-pdf's own drawing, on a pdfkit document made as renderToBuffer makes it. */
function draw(root: LaidOutNode): Promise<Buffer> {
  const { title, creator, producer } = (root.props ?? {}) as Record<string, string | undefined>;
  const info = Object.fromEntries(Object.entries({ Title: title, Creator: creator, Producer: producer, CreationDate: new Date() }).filter(([, value]) => value != null));
  const ctx = new PDFDocument({ compress: true, displayTitle: true, autoFirstPage: false, info });
  drawDocument(ctx as unknown as Parameters<typeof drawDocument>[0], root as unknown as Parameters<typeof drawDocument>[1]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    ctx.on('data', (chunk: Buffer) => chunks.push(chunk));
    ctx.on('end', () => resolve(Buffer.concat(chunks)));
    ctx.on('error', reject);
  });
}

/** One lease as PDF, in the calling thread (the worker's): images read, laid out, footers added, slots read off the layout. */
export async function renderPdf(job: PdfJob, uploadsDir: string): Promise<PdfResult> {
  // Every string the document prints is in the job (names and keys of its JSON are ASCII): its scripts pick the fonts.
  const fontFamily = await prepareFontsFor(JSON.stringify(job));
  const doc = expandBlocks(job.doc, job.blocks);
  const images = await loadImages(doc, uploadsDir);
  const root = await layOut(pdfDocument({ title: job.title, companyName: job.companyName, doc, values: job.values, schedule: job.schedule, images, fontFamily }));
  const pages = root.children ?? [];
  // The footers are drawn last on each page, as a fixed footer of the page itself would be.
  const footers = (await layOut(pageFooters(pages.length))).children ?? [];
  pages.forEach((page, i) => (page.children ??= []).push(...(footers[i]?.children ?? [])));
  const slots = findSignatureSlots(pages);
  return { pdf: await draw(root), slots };
}
