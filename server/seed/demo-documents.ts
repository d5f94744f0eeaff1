import { contentBlockIds } from '../../shared/documents/formats';
import { contentBlock, document as doc, heading as h, paragraph as p, signatureTag as sig, text, variable as v } from '../../shared/documents/build';
import type { DocNode, DocumentType } from '../../shared/documents/types';
import type { Db } from '../db/database';
import { setTemplateBlocks } from '../queries/document-templates';

const bold = [{ type: 'bold' }];

export const DEMO_BLOCKS = [
  { name: 'Quiet hours', body: doc(p(text('Quiet hours are from 10 p.m. to 8 a.m. every day, and all day during final exams.'))) },
  {
    name: 'Pets',
    body: doc(p(text('No pets are allowed in the unit, except fish in a tank of 10 gallons or less and assistance animals approved in writing.'))),
  },
];

/** The nine signature tags, as a lease's closing page lists them. */
const signatures = (): DocNode[] =>
  ([1, 2, 3] as const).map((signer) => p(sig(signer, 'sig'), text('  '), sig(signer, 'initial'), text('  '), sig(signer, 'date')));

function leaseBody(quietHoursBlock: number): DocNode {
  return doc(
    h(1, 'Residential Lease Agreement', 'center'),
    p(text('This lease is made between '), v('company_name'), text(' (the Landlord) and '), v('student_full_name'), text(' (the Tenant) for bed '), v('bed_number'), text(' in unit '), v('unit_number'), text(' at '), v('property_name'), text(', '), v('property_address'), text('.')),
    h(2, '1. Term'),
    p(text('The lease runs for '), v('lease_period_name'), text(', from '), v('lease_start_date'), text(' to '), v('lease_end_date'), text('.')),
    h(2, '2. Rent and deposit'),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [p(text('Monthly rent: ', bold), v('monthly_rent'))] },
        { type: 'listItem', content: [p(text('Total rent for the term: ', bold), v('total_rent'))] },
        { type: 'listItem', content: [p(text('Security deposit: ', bold), v('security_deposit'))] },
      ],
    },
    h(2, '3. House rules'),
    contentBlock(quietHoursBlock),
    h(2, '4. Signatures'),
    ...signatures(),
  );
}

type DemoTemplate = { name: string; type: DocumentType; subject?: string; body: DocNode; approved?: boolean };

function demoTemplates(quietHoursBlock: number): DemoTemplate[] {
  return [
    { name: 'Academic year lease', type: 'Lease Agreement', body: leaseBody(quietHoursBlock), approved: true },
    { name: 'Summer lease (draft)', type: 'Lease Agreement', body: doc(h(1, 'Summer Lease Agreement'), p(text('This summer lease is made between '), v('company_name'), text(' and '), v('student_full_name'), text(' for '), v('property_name'), text('.'))) },
    {
      name: 'Application received',
      type: 'Email Template',
      subject: 'We received your application for {{property_name}}',
      body: doc(p(text('Hi '), v('student_first_name'), text(',')), p(text('Thank you for applying to '), v('property_name'), text('. We will write to you within two business days.')), p(text('— The team at '), v('company_name'))),
    },
    { name: 'Rent reminder', type: 'SMS Template', body: doc(p(text('Hi '), v('student_first_name'), text(', rent of '), v('monthly_rent'), text(' for '), v('property_name'), text(' is due on the 1st.'))) },
  ];
}

/** The demo company's content blocks and templates: an approved lease agreement with variables, a block and all nine tags, a draft, an e-mail and a text message. */
export async function insertDemoDocuments(db: Db, organizationId: number): Promise<void> {
  const blockIds: number[] = [];
  for (const b of DEMO_BLOCKS) {
    blockIds.push((await db.insertInto('content_blocks').values({ organization_id: organizationId, name: b.name, body: JSON.stringify(b.body) }).returning('id').executeTakeFirstOrThrow()).id);
  }
  for (const t of demoTemplates(blockIds[0]!)) {
    const { id } = await db
      .insertInto('document_templates')
      .values({
        organization_id: organizationId,
        name: t.name,
        type: t.type,
        subject: t.subject ?? '',
        body: JSON.stringify(t.body),
        created_by: 'Demo',
        created_by_id: null,
        approved: t.approved ? 1 : 0,
        approved_by: t.approved ? 'Demo' : null,
        approved_at: t.approved ? new Date().toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTemplateBlocks(db, id, contentBlockIds(t.body));
  }
}
