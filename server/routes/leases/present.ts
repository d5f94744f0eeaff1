import type { Request } from 'express';
import type { Relation } from '../../../shared/access-policy';
import type { Db } from '../../db/database';
import { relationTo } from '../../auth/authorize';
import { callerOf } from '../../http/authorize';
import { presentLease } from '../../presenters/lease';
import { finishingLeases, signingIds } from '../../queries/lease-execution-claims';
import { documentsOfLeases } from '../../queries/lease-documents';
import { failuresOfSigningLeases } from '../../queries/lease-execution-failures';
import { plansAssignedToLeases, type LeaseRow } from '../../queries/leases';
import { leaseOwner } from '../../queries/ownership';
import { companyToday } from '../../queries/company-day';

/**
 * Leases as the API answers them, their offered plans and documents read for all of them at once;
 * their `can` for what the caller is to each, as authorize found it or the policy decides it for a
 * row read (the leases and renewals routers answer leases alike).
 */
export function presentLeases(db: Db) {
  const many = async (req: Request, rows: LeaseRow[], relation?: Relation) => {
    const ids = rows.map((row) => row.id);
    const [plans, documents, failures, finishing] = await Promise.all([plansAssignedToLeases(db, ids), documentsOfLeases(db, ids), failuresOfSigningLeases(db, rows), finishingLeases(db, signingIds(rows))]);
    const today = await companyToday(db, rows[0]?.organization_id ?? null);
    return rows.map((row) => presentLease(row, plans.get(row.id) ?? [], documents.get(row.id) ?? [], today, { failure: failures.get(row.id) ?? null, finishing: finishing.has(row.id) }, relation ?? relationTo(callerOf(req), 'lease.read', leaseOwner(row))));
  };
  return { many, one: async (req: Request, row: LeaseRow, relation?: Relation) => (await many(req, [row], relation))[0]! };
}
