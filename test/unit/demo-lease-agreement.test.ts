import { beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from '@cantoo/pdf-lib';
import { document as doc, paragraph, text } from '../../shared/documents/build';
import { sampleValues } from '../../shared/documents/variables';
import { createPdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { ALLOWED_FORMATS, bodyProblems, contentBlockIds } from '../../shared/documents/formats';
import { imageSourceProblem } from '../../shared/documents/images';
import { walk, type DocNode } from '../../shared/documents/types';
import { demoGuarantorAgreement, demoLeaseAgreement } from '../../server/seed/demo-lease-agreement';
import { demoLogoDataUri } from '../../server/seed/demo-logo';
import { inlineImagesProblems } from '../../server/uploads/inline-images';

const BLOCKS = { quietHours: 41 };
let logo: string;
let lease: DocNode;
let guaranty: DocNode;

beforeAll(async () => {
  logo = await demoLogoDataUri();
  lease = demoLeaseAgreement(BLOCKS, logo);
  guaranty = demoGuarantorAgreement(logo);
});

const nodes = (doc: DocNode, type: string) => [...walk(doc)].filter((n) => n.type === type);
const words = (doc: DocNode) =>
  nodes(doc, 'text')
    .map((n) => n.text ?? '')
    .join(' ')
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
const tags = (doc: DocNode) => new Set(nodes(doc, 'signatureTag').map((n) => `${String(n.attrs?.signer)}${String(n.attrs?.kind)}`));

describe('the demo lease agreement', () => {
  it('passes the rules of a lease agreement', () => {
    expect(bodyProblems(lease, ALLOWED_FORMATS['Lease Agreement'])).toEqual([]);
    expect(bodyProblems(guaranty, ALLOWED_FORMATS['Lease Agreement'])).toEqual([]);
  });

  it('is about ten printed pages long', async () => {
    expect(words(lease)).toBeGreaterThanOrEqual(3600);
    expect(words(lease)).toBeLessThanOrEqual(4400);
    const renderer = createPdfRenderer({ uploadsDir: '/nonexistent' });
    try {
      const { pdf } = await renderer.render({ title: 'Demo', companyName: 'Campus Edge Living', doc: lease, blocks: { [BLOCKS.quietHours]: doc(paragraph(text('Quiet hours are from 10 p.m. to 8 a.m.'))) }, values: sampleValues() });
      expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(9);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBeLessThanOrEqual(12);
    } finally {
      await renderer.close();
    }
  });

  it('opens with the company logo as an inline PNG under 20 KB', async () => {
    const [image] = nodes(lease, 'image');
    expect(lease.content![0]).toBe(image);
    expect(image!.attrs).toEqual({ src: logo, alt: 'Campus Edge Living logo' });
    expect(imageSourceProblem(logo)).toBeNull();
    expect(await inlineImagesProblems([logo])).toEqual([]);
    expect(logo).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeLessThan(20 * 1024);
    const { default: sharp } = await import('sharp');
    expect((await sharp(png).metadata()).width).toBe(360);
  });

  it('holds headings, marks, a link, bullet and ordered lists (some nested) and a blockquote', () => {
    expect(nodes(lease, 'heading').find((n) => n.attrs?.level === 1)?.attrs?.textAlign).toBe('center');
    expect(nodes(lease, 'heading').filter((n) => n.attrs?.level === 2).length).toBeGreaterThanOrEqual(20);
    expect(nodes(lease, 'heading').some((n) => n.attrs?.level === 3)).toBe(true);
    const marks = nodes(lease, 'text').flatMap((n) => n.marks ?? []);
    expect(new Set(marks.map((m) => m.type))).toEqual(new Set(['bold', 'italic', 'link']));
    for (const link of marks.filter((m) => m.type === 'link')) expect(String(link.attrs?.href)).toMatch(/^https?:\/\//);
    expect(nodes(lease, 'bulletList').length).toBeGreaterThan(0);
    expect(nodes(lease, 'orderedList').length).toBeGreaterThan(0);
    const lists = [...nodes(lease, 'bulletList'), ...nodes(lease, 'orderedList')];
    expect(lists.some((list) => [...walk(list)].slice(1).some((n) => n.type === 'bulletList' || n.type === 'orderedList'))).toBe(true);
    expect(nodes(lease, 'blockquote').length).toBeGreaterThan(0);
  });

  it('fills in the tenant, the premises, the term, the plan’s facts and schedule, the company’s terms and the company', () => {
    const keys = new Set(nodes(lease, 'variable').map((n) => n.attrs?.key));
    for (const key of [
      'student_full_name',
      'student_email',
      'student_phone',
      'guarantor_full_name',
      'property_name',
      'property_address',
      'premises',
      'lease_period_name',
      'lease_start_date',
      'lease_end_date',
      'lease_days',
      'payment_schedule',
      'total_rent',
      'rent_installments',
      'first_rent_due_date',
      'last_rent_due_date',
      'daily_rent',
      'security_deposit',
      'total_fees',
      'application_fee',
      'accepted_payment_methods',
      'payment_application_order',
      'company_name',
      'company_address',
      'company_phone',
      'today',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('states no monthly installment and no bed by unit and number alone: the premises and the plan’s facts instead', () => {
    const keys = new Set([...nodes(lease, 'variable'), ...nodes(guaranty, 'variable')].map((n) => n.attrs?.key));
    for (const key of ['monthly_rent', 'unit_number', 'bed_number']) expect(keys).not.toContain(key);
  });

  it('the guaranty states the guarantor’s name, address, e-mail and phone, the premises, the schedule and the total guaranteed', () => {
    const keys = new Set(nodes(guaranty, 'variable').map((n) => n.attrs?.key));
    for (const key of ['guarantor_full_name', 'guarantor_address', 'guarantor_email', 'guarantor_phone', 'premises', 'payment_schedule', 'plan_total', 'total_rent']) expect(keys).toContain(key);
  });

  it('inserts the Quiet hours block (Pets stays free for the editor tests to insert and delete)', () => {
    expect(contentBlockIds(lease)).toEqual([BLOCKS.quietHours]);
  });

  it('is signed by the tenant and the landlord, with the tenant’s initials after several sections', () => {
    expect(tags(lease)).toEqual(new Set(['1sig', '1initial', '1date', '3sig', '3date']));
    expect(nodes(lease, 'signatureTag').filter((n) => n.attrs?.kind === 'initial').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the demo guarantor agreement', () => {
  it('names the guarantor, the tenant, the bed and the period, and is signed by the guarantor and the landlord', () => {
    const keys = new Set(nodes(guaranty, 'variable').map((n) => n.attrs?.key));
    for (const key of ['guarantor_full_name', 'student_full_name', 'premises', 'property_name', 'lease_period_name']) expect(keys).toContain(key);
    expect(tags(guaranty)).toEqual(new Set(['2sig', '2date', '3sig', '3date']));
    expect(words(guaranty)).toBeLessThan(600);
  });
});
