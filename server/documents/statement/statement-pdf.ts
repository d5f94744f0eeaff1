import { renderToBuffer } from '@react-pdf/renderer';
import { prepareFonts } from '../pdf/fonts';
import { statementDocument } from './statement-document';
import type { StatementInput } from './statement-facts';

/** A tenant's ledger statement as PDF, in the calling thread (the PDF worker's in the server), in Noto Serif like the lease documents. */
export async function statementPdf(input: StatementInput): Promise<Uint8Array> {
  await prepareFonts();
  return renderToBuffer(statementDocument(input));
}
