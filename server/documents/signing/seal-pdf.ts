import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from '@cantoo/pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { ANNOTATION_FLAGS, DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { P12Signer } from './p12-signer';

/** Room for the CMS signature (bytes): a certificate chain of a few RSA-4096 certificates fits. */
const SIGNATURE_BYTES = 16_384;

/**
 * Adds an invisible signature field whose value holds the byte-range and contents placeholders
 * @signpdf/signpdf fills, as @signpdf/placeholder-pdf-lib does, but on @cantoo/pdf-lib and as an
 * incremental update: that package takes a document of the unmaintained `pdf-lib` (another copy
 * of the classes, which fails its instanceof checks) and rewrites the whole file, and
 * placeholder-plain brings pdfkit 0.10 and about a hundred old packages.
 */
async function withPlaceholder(pdf: Uint8Array, info: { reason: string; name: string; location?: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { forIncrementalUpdate: true, updateMetadata: false });
  const { context } = doc;
  const page = doc.getPage(0);
  const byteRange = context.obj([0, PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER), PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER), PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER)]);
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
      ByteRange: byteRange,
      Contents: PDFHexString.of('0'.repeat(SIGNATURE_BYTES * 2)),
      Reason: PDFString.of(info.reason),
      M: PDFString.fromDate(new Date()),
      Name: PDFString.of(info.name),
      ...(info.location ? { Location: PDFString.of(info.location) } : {}),
    }),
  );
  const widget = context.register(
    context.obj({ Type: 'Annot', Subtype: 'Widget', FT: 'Sig', Rect: [0, 0, 0, 0], V: signature, T: PDFString.of('Seal'), F: ANNOTATION_FLAGS.PRINT, P: page.ref }),
  );
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? context.obj([]);
  annots.push(widget);
  page.node.set(PDFName.of('Annots'), annots);
  let form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!form) {
    form = context.obj({ Fields: [] });
    doc.catalog.set(PDFName.of('AcroForm'), context.register(form));
  }
  const flags = form.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  form.set(PDFName.of('SigFlags'), PDFNumber.of(flags | SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY));
  const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? context.obj([]);
  fields.push(widget);
  form.set(PDFName.of('Fields'), fields);
  // A classic cross-reference table and no object streams: the signer finds the placeholder in the plain bytes.
  return doc.commit({ useObjectStreams: false });
}

/**
 * The PDF with an invisible PAdES seal (SubFilter ETSI.CAdES.detached, SHA-256, RSA) by the
 * company's certificate, appended as an incremental update, so the sealed bytes begin with the
 * given ones. Runs in the calling thread: the cost is one RSA signature and a hash of the file
 * (milliseconds), less than posting the PDF to the worker and back.
 *
 * The CMS is @signpdf/signer-p12's (node-forge; its RSA signature by Node's crypto: p12-signer.ts):
 * content type, signing time and message digest as
 * signed attributes, without ESS signing-certificate-v2, so it is a PAdES-labelled CMS signature
 * that readers such as poppler and Acrobat verify, not a strict PAdES baseline (B-B) one.
 * Throws an Error naming the cause when the P12 cannot be read or the password is wrong.
 */
export async function sealPdf(pdf: Uint8Array, p12: Buffer, password: string, info: { reason: string; name: string; location?: string }): Promise<Uint8Array> {
  const prepared = await withPlaceholder(pdf, info);
  try {
    return await new SignPdf().sign(Buffer.from(prepared), new P12Signer(p12, password));
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`The PDF could not be sealed with the certificate (PKCS#12): ${cause}`, { cause: error });
  }
}
