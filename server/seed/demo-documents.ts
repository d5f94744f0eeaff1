import { contentBlockIds } from '../../shared/documents/formats';
import { document as doc, heading as h, paragraph as p, text, variable as v } from '../../shared/documents/build';
import type { DocNode, DocumentType } from '../../shared/documents/types';
import { signingSigners, signingSignersText } from '../../shared/leases/seats-to-sign';
import type { Db } from '../db/database';
import { setTemplateBlocks } from '../queries/document-templates';
import { demoGuarantorAgreement, demoLeaseAgreement, type DemoLeaseBlocks } from './demo-lease-agreement';
import { demoLogoDataUri } from './demo-logo';

export const DEMO_BLOCKS = [
  { name: 'Quiet hours', body: doc(p(text('Quiet hours are from 10 p.m. to 8 a.m. every day, and all day during final exams.'))) },
  {
    name: 'Pets',
    body: doc(p(text('No pets are allowed in the unit, except fish in a tank of 10 gallons or less and assistance animals approved in writing.'))),
  },
];

/** Which contract each demo template is for every demo lease period, if any. */
type DemoTemplate = { name: string; type: DocumentType; subject?: string; body: DocNode; approved?: boolean; contract?: 'tenant' | 'guarantor' };

function demoTemplates(blocks: DemoLeaseBlocks, logo: string): DemoTemplate[] {
  return [
    { name: 'Academic year lease', type: 'Lease Agreement', body: demoLeaseAgreement(blocks, logo), approved: true, contract: 'tenant' },
    { name: 'Summer lease (draft)', type: 'Lease Agreement', body: doc(h(1, 'Summer Lease Agreement'), p(text('This summer lease is made between '), v('company_name'), text(' and '), v('student_full_name'), text(' for '), v('property_name'), text('.'))) },
    {
      name: 'Application received',
      type: 'Email Template',
      subject: 'We received your application for {{property_name}}',
      body: doc(p(text('Hi '), v('student_first_name'), text(',')), p(text('Thank you for applying to '), v('property_name'), text('. We will write to you within two business days.')), p(text('— The team at '), v('company_name'))),
    },
    { name: 'Rent reminder', type: 'SMS Template', body: doc(p(text('Hi '), v('student_first_name'), text(', your balance at '), v('property_name'), text(' is '), v('balance'), text('. Your lease lists each due date.'))) },
    { name: 'Guarantor agreement', type: 'Lease Agreement', body: demoGuarantorAgreement(logo), approved: true, contract: 'guarantor' },
  ];
}

/**
 * The demo company's content blocks and templates: an approved ten-page lease agreement and a short
 * guaranty (the contract templates of each property's academic year lease period, so the properties'
 * lease periods must exist already), a draft, an e-mail and a text message.
 */
export async function insertDemoDocuments(db: Db, organizationId: number): Promise<void> {
  const blockIds: number[] = [];
  for (const b of DEMO_BLOCKS) {
    blockIds.push((await db.insertInto('content_blocks').values({ organization_id: organizationId, name: b.name, body: JSON.stringify(b.body) }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const contracts: { kind: 'tenant' | 'guarantor'; template_id: number }[] = [];
  for (const t of demoTemplates({ quietHours: blockIds[0]! }, await demoLogoDataUri())) {
    const { id } = await db
      .insertInto('document_templates')
      .values({
        organization_id: organizationId,
        name: t.name,
        type: t.type,
        subject: t.subject ?? '',
        body: JSON.stringify(t.body),
        signing_signers: signingSignersText(signingSigners(t.body)),
        created_by: 'Demo',
        created_by_id: null,
        approved: t.approved ? 1 : 0,
        approved_by: t.approved ? 'Demo' : null,
        approved_at: t.approved ? new Date().toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTemplateBlocks(db, id, contentBlockIds(t.body));
    if (t.contract) contracts.push({ kind: t.contract, template_id: id });
  }
  const periods = await db
    .selectFrom('lease_periods')
    .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
    .select('lease_periods.id')
    .where('properties.organization_id', '=', organizationId)
    // The periods the demo's plans price; the semester and summer periods stay without, as a company starts.
    .where('lease_periods.name', '=', 'Academic Year 2026-2027')
    .orderBy('lease_periods.id')
    .execute();
  const links = periods.flatMap((period) => contracts.map((c) => ({ lease_period_id: period.id, ...c })));
  if (links.length) await db.insertInto('lease_period_templates').values(links).execute();
}
