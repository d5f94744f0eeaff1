import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { document as doc, paragraph as p, signatureTag as tag, text } from '../../shared/documents/build';
import { createPdfRenderer, type PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { popplerTools } from './poppler';

const tools = popplerTools('signing-pdf-worker-');
let renderer: PdfRenderer;

beforeAll(() => {
  renderer = createPdfRenderer({ uploadsDir: tools.folder });
});

afterAll(async () => {
  await renderer.close();
  tools.remove();
});

describe('stamping and certificates in the PDF worker', () => {
  it('stamps a rendered lease and lays out a certificate in the same worker as the renders, and a refused stamp fails only itself', async () => {
    const { pdf, slots } = await renderer.render({ title: 'Lease', companyName: 'Campus Edge Living', doc: doc(p(text('Sign:'), tag(1, 'sig'), tag(1, 'date'))), blocks: {}, values: {} });
    const thread = renderer.threadId;
    const ink = await sharp({ create: { width: 200, height: 60, channels: 4, background: { r: 0, g: 0, b: 90, alpha: 1 } } }).png().toBuffer();
    const [sig, date] = slots;

    const stamped = await renderer.stamp(pdf, [{ ...sig!, image: ink }, { ...date!, text: 'November 26, 2026' }]);
    expect(stamped.subarray(0, pdf.length).equals(pdf)).toBe(true);
    expect(tools.text(stamped)).toContain('November 26, 2026');

    await expect(renderer.stamp(pdf, [{ ...sig!, page: 9, image: ink }])).rejects.toThrow('A sig stamp is for page 9, but the PDF has 1 page(s).');

    const certificate = await renderer.certificate({
      leaseId: 7,
      packetId: 'packet-1',
      companyName: 'Campus Edge Living',
      timeZone: 'America/Chicago',
      propertyName: 'The Quad',
      premises: 'North Hall, Floor 1, Unit 101, Room A, Bed 1',
      periodName: 'Fall 2026',
      executed: { at: '2026-11-26T15:00:00Z', text: 'Executed automatically once every party had signed: signed documents and certificate issued' },
      documents: [{ name: 'Lease', originalSha256: 'a'.repeat(64), finalSha256: 'b'.repeat(64) }],
      signers: [{ role: 'tenant', name: 'Zoë Ñúñez', email: 'zoe@example.com', method: 'account', ip: null, userAgent: null, consentedAt: null, signedAt: '2026-11-26T15:00:00Z', signature: ink }],
      events: [{ occurredAt: '2026-11-26T15:00:00Z', text: 'Zoë Ñúñez (Tenant) signed', ip: null }],
    });
    expect(Buffer.isBuffer(certificate)).toBe(true);
    expect(tools.text(certificate)).toContain('Certificate of Completion');
    expect(tools.text(certificate)).toContain('Tenant: Zoë Ñúñez');
    expect(renderer.threadId).toBe(thread);
  });
});
