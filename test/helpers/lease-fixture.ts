import sharp from 'sharp';
import { document as doc, heading, paragraph, signatureTag, text, variable } from '../../shared/documents/build';
import type { Lease } from '../../shared/leases/lease-types';
import { signingSigners, signingSignersText } from '../../shared/leases/seats-to-sign';
import { defaultFlags } from '../../shared/rental-application/fields';
import { buildOrganization, buildProperty } from './factories';
import { agentsFor, buildLeasePeriod, keptTestContexts, signInAgents, usersOf } from './manager-factories';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import type { TestContext } from './test-app';

/** The address the fixture's application names for the guarantor (her signing link is mailed there). */
export const GUARANTOR_EMAIL = 'zoe@example.com';

/**
 * A lease Ready to sign, as a student gets one: a company with an approved tenant lease (the
 * tenant's signature, initials and date, the landlord's signature and date) and, when the
 * application names a guarantor, a guaranty (the guarantor's signature and date); a plan offered
 * for the bed; the student chose it. `guarantor: false` leaves the guarantor out; `names` replaces the
 * student's, the manager's (first and last) and the guarantor's names; `choose: false` leaves the
 * lease Offered, its plan for the test to choose.
 */
export async function buildSignableLease(ctx: TestContext, opts: { guarantor?: boolean; names?: { student: [string, string]; manager: [string, string]; guarantor: string }; choose?: boolean } = {}) {
  const orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  const propertyId = (await buildProperty(ctx.db, orgId, { name: 'The Standard' })).id;
  const periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year 2026–2027' })).id;
  const bedId = (await ctx.db.insertInto('layouts').values({ property_id: propertyId, building: 'A', floor: '2', unit: '4B', unit_type: '4x4', room: 'B', room_type: 'Private', bed: '2' }).returning('id').executeTakeFirstOrThrow()).id;
  const agents = await agentsFor(ctx, orgId, otherOrgId);
  const [studentFirst, studentLast] = opts.names?.student ?? ['Jordan', 'Rivera'];
  const [managerFirst, managerLast] = opts.names?.manager ?? ['Morgan', 'Lee'];
  await ctx.db.updateTable('users').set({ first_name: studentFirst, last_name: studentLast }).where('id', '=', agents.student.userId).execute();
  await ctx.db.updateTable('users').set({ first_name: managerFirst, last_name: managerLast }).where('id', '=', agents.manager.userId).execute();

  const template = async (name: string, body: ReturnType<typeof doc>) =>
    (await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name, type: 'Lease Agreement', body: JSON.stringify(body), signing_signers: signingSignersText(signingSigners(body)), approved: 1, approved_by: 'Test', approved_at: '2026-11-01T00:00:00Z' }).returning('id').executeTakeFirstOrThrow()).id;
  const lease = await template(
    'Academic year lease',
    doc(
      heading(1, 'Residential Lease Agreement'),
      paragraph(text('Between '), variable('company_name'), text(' and '), variable('student_full_name'), text('.')),
      paragraph(text('Tenant initials: '), signatureTag(1, 'initial')),
      paragraph(signatureTag(1, 'sig')),
      paragraph(signatureTag(1, 'date')),
      paragraph(signatureTag(3, 'sig')),
      paragraph(signatureTag(3, 'date')),
    ),
  );
  const guaranty = await template('Guaranty', doc(heading(1, 'Guaranty'), paragraph(variable('guarantor_full_name'), text(' guarantees the lease of '), variable('student_full_name'), text('.')), paragraph(signatureTag(2, 'sig')), paragraph(signatureTag(2, 'date'))));
  await ctx.db.insertInto('lease_period_templates').values([{ lease_period_id: periodId, kind: 'tenant', template_id: lease }, { lease_period_id: periodId, kind: 'guarantor', template_id: guaranty }]).execute();

  // The company has saved its application's questions, so its period is ready to lease (season readiness).
  await ctx.db.insertInto('rental_application_settings').values({ organization_id: orgId, flags: JSON.stringify(defaultFlags()) }).execute();
  const rent = (await ctx.db.insertInto('account_codes').values({ organization_id: orgId, name: 'Rent', type: 'Charge' }).returning('id').executeTakeFirstOrThrow()).id;
  const planId = (await ctx.db.insertInto('payment_plans').values({ property_id: propertyId, lease_period_id: periodId, name: 'One payment', type: 'New Tenant', approved: 1, total_cents: 0, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' }).returning('id').executeTakeFirstOrThrow()).id;
  await ctx.db.insertInto('ledger_entries').values({ payment_plan_id: planId, position: 0, due_date: '2026-08-20', account_code_id: rent, description: 'Rent', charge_cents: 800000, credit_cents: 0 }).execute();
  await ctx.db.insertInto('payment_plan_assignments').values({ layout_id: bedId, payment_plan_id: planId }).execute();

  const answers = opts.guarantor === false ? {} : { lg_name: opts.names?.guarantor ?? 'Zoë Ñúñez', lg_email: GUARANTOR_EMAIL };
  const reservation = await ctx.db.insertInto('reservation_requests').values({ user_id: agents.student.userId, organization_id: orgId, property_id: propertyId, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
  const applicationId = (await ctx.db.insertInto('rental_applications').values({ organization_id: orgId, user_id: agents.student.userId, reservation_request_id: reservation.id, status: 'Approved', answers: JSON.stringify(answers) }).returning('id').executeTakeFirstOrThrow()).id;
  const assigned = await agents.manager.post('/api/leases/').send({ application_id: applicationId, bed_id: bedId });
  if (assigned.status !== 201) throw new Error(`assign: ${assigned.status} ${JSON.stringify(assigned.body)}`);
  const leaseId = (assigned.body as Lease).id;
  if (opts.choose !== false) {
    const chosen = await agents.student.put(`/api/leases/${leaseId}/plan/`).send({ payment_plan_id: planId });
    if (chosen.status !== 200) throw new Error(`plan: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  }
  return { agents, orgId, otherOrgId, propertyId, periodId, bedId, planId, leaseId };
}

/** A drawn signature as the ceremony sends it: a PNG data URL with a stroke across it. */
export async function signaturePng(stroke = 'M10 60 C 60 10, 110 90, 160 40 S 260 20, 290 60'): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="${stroke}" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/**
 * For a file whose tests each start from a fresh signable lease (buildSignableLease): the records and
 * the packet's PDFs are made once, and each call answers a new app on a copy of them with the fixture,
 * its agents signed in again.
 */
export function keptSignableLeases(
  opts: Parameters<typeof buildSignableLease>[1] = {},
  options?: () => { pdf?: PdfRenderer; env?: Record<string, string>; rateLimits?: RateLimitSettings },
  /** Work done on the lease before the copy is made (its execution: freshExecutedLeases). */
  then?: (ctx: TestContext, f: Awaited<ReturnType<typeof buildSignableLease>>) => Promise<void>,
) {
  const fresh = keptTestContexts(async (made) => {
    const built = await buildSignableLease(made, opts);
    await then?.(made, built);
    const { agents, ...rest } = built;
    return { users: usersOf(agents), ...rest };
  }, options);
  return async () => {
    const { ctx, kept } = await fresh();
    const { users, ...rest } = kept;
    return { ctx, f: { ...rest, agents: await signInAgents(ctx, users) } };
  };
}
