import PDFDocument from 'pdfkit';
import { formatShortDate, formatUsDate } from '../../../shared/dates';
import { AGING_BUCKETS } from '../../../shared/ledger/ledger-view';
import { formatUsd } from '../../../shared/money';
import { prepareFontsFor, scriptFaces } from '../pdf/script-fonts';
import type { StatementInput } from './statement-facts';
import { StatementSheet } from './statement-sheet';
import { AGING_NAMES, STATEMENT_TITLE } from './statement-texts';

/** Room the past-due and payments headings keep below them on their page: a few of their rows. */
const PAST_DUE_AHEAD = 60;
const PAYMENTS_AHEAD = 40;

/**
 * A tenant's ledger statement as PDF, in the calling thread (the PDF worker's in the server), in
 * Noto Serif (and the faces its names' scripts need) like the lease documents: who and what, the lines of the period between its opening and
 * closing balance, what is past due, the payments received. Its table rows date as MM/DD/YYYY like
 * the manager's ledger, its sentences as 'Nov 29, 2026'.
 */
export async function statementPdf(input: StatementInput): Promise<Uint8Array> {
  const stack = await prepareFontsFor(JSON.stringify(input));
  const scripts = { regular: await scriptFaces(stack, 400), bold: await scriptFaces(stack, 700) };
  const doc = new PDFDocument({
    compress: true,
    displayTitle: true,
    autoFirstPage: false,
    // Pages stay open until the end, so each can be numbered 'n of m'.
    bufferPages: true,
    info: { Title: STATEMENT_TITLE, Creator: input.companyName, Producer: input.companyName, CreationDate: new Date() },
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const sheet = new StatementSheet(doc, input.companyName, scripts);
  sheet.title(STATEMENT_TITLE);
  sheet.fact('Company', input.companyName);
  sheet.fact('Tenant', input.tenantName);
  sheet.fact('Property', input.propertyName);
  sheet.fact('Bed', input.bed);
  sheet.fact('Lease period', input.leasePeriod);
  sheet.fact('Statement period', `${formatShortDate(input.from)} to ${formatShortDate(input.to)}`);

  sheet.section('Activity');
  sheet.row(['Date', 'Description', 'Amount', 'Balance'], true);
  sheet.row([formatUsDate(input.from), 'Opening balance', '', formatUsd(input.openingCents)], true);
  for (const line of input.lines) sheet.row([formatUsDate(line.date), line.description, formatUsd(line.amountCents), formatUsd(line.runningCents)]);
  sheet.row([formatUsDate(input.to), 'Closing balance', '', formatUsd(input.closingCents)], true);

  sheet.section(`Past due as of ${formatShortDate(input.asOf)}`, PAST_DUE_AHEAD);
  sheet.fact('Past due', formatUsd(input.pastDueCents));
  for (const bucket of AGING_BUCKETS) sheet.fact(AGING_NAMES[bucket], formatUsd(input.aging[bucket]));

  sheet.section('Payments received', PAYMENTS_AHEAD);
  if (input.payments.length) {
    sheet.row(['Received', 'Method', 'Amount'], true);
    for (const payment of input.payments) {
      sheet.row([formatUsDate(payment.receivedOn), [payment.method, payment.reference, payment.reversed ? '(reversed)' : ''].filter(Boolean).join(' '), formatUsd(payment.amountCents)]);
    }
  } else {
    sheet.note('None in this period.');
  }
  sheet.finish();
  doc.end();
  return bytes;
}
