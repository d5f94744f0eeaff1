import { readFile } from 'node:fs/promises';
import { isoToday } from '../../shared/dates';
import type { SigningState } from '../../shared/leases/signing-types';
import type { Db } from '../db/database';
import { presentSigningState } from '../presenters/signing';
import { documentsOfLeases } from '../queries/lease-documents';
import { latestExecutionFailures } from '../queries/lease-execution-failures';
import { finishingLeases } from '../queries/lease-execution-claims';
import { finalDocumentsOfLease, findCertificate, leaseStatus, signersOfLease, slotsOfLease } from '../queries/lease-signing';
import { findOrganization } from '../queries/organizations';
import { privateFilePath } from '../uploads/private-files';
import { ROLE_SIGNER } from '../../shared/leases/signing-order';
import type { SignerSeat } from '../services/leasing/signing';
import type { FeeTerms } from '../../shared/payments/fees';
import { payAtSigning } from '../../shared/payments/pay-at-signing';
import { dueNowCents } from '../queries/online-balances';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

/** The ceremony as the seat's signer sees it, their applied signatures read back as data URLs. */
export async function signingView(deps: { db: Db; privateDir: string; paymentFees?: FeeTerms | null }, seat: SignerSeat, base: string): Promise<SigningState> {
  const { db } = deps;
  // Read before the rest: a job marked done has committed its execution (or its failure) first, so a
  // lease read as no longer finishing is read with what the job made of it, never as Signing with nothing pending.
  const finishing = await finishingLeases(db, [seat.lease.id]);
  const [status, signers, slots, documents, finals, certificate, organization, failures] = await Promise.all([
    leaseStatus(db, seat.lease.id),
    signersOfLease(db, seat.lease.id),
    slotsOfLease(db, seat.lease.id),
    documentsOfLeases(db, [seat.lease.id]),
    finalDocumentsOfLease(db, seat.lease.id),
    findCertificate(db, seat.lease.id),
    findOrganization(db, seat.lease.organization_id),
    latestExecutionFailures(db, [seat.lease.id]),
  ]);
  const images = new Map<number, string>();
  for (const slot of slots) {
    if (slot.signer === ROLE_SIGNER[seat.role] && slot.fill?.image_file) {
      images.set(slot.id, `data:image/png;base64,${(await readFile(privateFilePath(deps.privateDir, slot.fill.image_file))).toString('base64')}`);
    }
  }
  const signer = signers.find((s) => s.role === seat.role);
  const payNow = deps.paymentFees && seat.role === 'tenant' && seat.method === 'account' && status === 'Executed' ? payAtSigning(await dueNowCents(db, seat.lease.id), deps.paymentFees) : null;
  return presentSigningState({
    payNow,
    leaseId: seat.lease.id,
    status,
    companyName: organization?.name ?? '',
    role: seat.role,
    signerName: signer?.complete?.name ?? (seat.role === 'landlord' ? seat.person.name : (signer?.name ?? seat.person.name)),
    signers,
    slots,
    documents: documents.get(seat.lease.id) ?? [],
    finals: new Set(finals.keys()),
    hasCertificate: !!certificate,
    executionFailure: failures.get(seat.lease.id) ?? null,
    finishing: finishing.has(seat.lease.id),
    images,
    today: isoToday(new Date(), organization?.time_zone ?? DEFAULT_TIME_ZONE),
    base,
  });
}
