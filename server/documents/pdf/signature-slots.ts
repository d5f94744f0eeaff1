import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFString, PDFHexString, PDFNumber } from '@cantoo/pdf-lib';
import type { SignatureKind, Signer } from '../../../shared/documents/signature-tags';
import type { PdfResult, SignatureSlot } from './pdf-renderer';

/** The printed size of each kind of slot, in points: what a signature, initials or a date is stamped into. */
export const SLOT_SIZES = {
  sig: { width: 200, height: 44 },
  initial: { width: 80, height: 36 },
  date: { width: 130, height: 28 },
} as const satisfies Record<SignatureKind, { width: number; height: number }>;

/**
 * Each slot is drawn inside a link to this made-up address (`.invalid` never resolves): react-pdf
 * then writes the slot's page and rectangle into the file as a link annotation, which is read back
 * and removed after rendering.
 */
const SLOT_ORIGIN = 'https://slot.invalid/';
const SLOT_URI = /^https:\/\/slot\.invalid\/([123])\/(sig|initial|date)\/(\d+)$/;

export const slotUri = (signer: Signer, kind: SignatureKind, index: number) => `${SLOT_ORIGIN}${signer}/${kind}/${index}`;

const round = (n: number) => Math.round(n * 100) / 100;

function annotationUri(annotation: PDFDict): string | null {
  const uri = annotation.lookupMaybe(PDFName.of('A'), PDFDict)?.lookup(PDFName.of('URI'));
  return uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : null;
}

function rectangle(annotation: PDFDict): Pick<SignatureSlot, 'x' | 'y' | 'width' | 'height'> {
  const [x1, y1, x2, y2] = annotation.lookup(PDFName.of('Rect'), PDFArray).asArray().map((n) => (n as PDFNumber).asNumber()) as [number, number, number, number];
  return { x: round(Math.min(x1, x2)), y: round(Math.min(y1, y2)), width: round(Math.abs(x2 - x1)), height: round(Math.abs(y2 - y1)) };
}

/** The slots' pages and rectangles, in document order, and the PDF without their link annotations (real links stay). */
export async function takeSignatureSlots(bytes: Uint8Array): Promise<PdfResult> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: { index: number; slot: SignatureSlot }[] = [];
  pdf.getPages().forEach((page, pageIndex) => {
    const annotations = page.node.Annots();
    if (!annotations) return;
    for (let i = annotations.size() - 1; i >= 0; i--) {
      const annotation = annotations.lookupMaybe(i, PDFDict);
      const match = annotation && SLOT_URI.exec(annotationUri(annotation) ?? '');
      if (!annotation || !match) continue;
      found.push({ index: Number(match[3]), slot: { signer: Number(match[1]) as Signer, kind: match[2] as SignatureKind, page: pageIndex + 1, ...rectangle(annotation) } });
      const ref = annotations.get(i);
      annotations.remove(i);
      if (ref instanceof PDFRef) pdf.context.delete(ref);
    }
    if (annotations.size() === 0) page.node.delete(PDFName.of('Annots'));
  });
  if (!found.length) return { pdf: Buffer.from(bytes), slots: [] };
  const saved = await pdf.save({ useObjectStreams: false });
  return { pdf: Buffer.from(saved.buffer, saved.byteOffset, saved.byteLength), slots: found.sort((a, b) => a.index - b.index).map((f) => f.slot) };
}
