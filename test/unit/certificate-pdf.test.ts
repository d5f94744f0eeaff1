import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { certificatePdf, type CertificateInput } from '../../server/documents/signing/certificate-pdf';
import { utcTime } from '../../server/documents/signing/certificate-texts';
import { popplerTools } from './poppler';

const tools = popplerTools('certificate-pdf-');
afterAll(() => tools.remove());

const NAME = 'Zoë Ñúñez Ольга Σοφία';
const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function input(eventCount: number): Promise<CertificateInput> {
  const signature = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 10, g: 20, b: 120, alpha: 1 } } }).png().toBuffer();
  const events = Array.from({ length: eventCount }, (_, i) => ({ occurredAt: new Date(Date.UTC(2026, 10, 26, 14, 0, i)).toISOString(), action: `Filled slot ${i + 1}`, actorName: NAME, role: 'Tenant', ip: '203.0.113.9' }));
  return {
    leaseId: 42,
    packetId: 'packet-7f3a91',
    companyName: 'Campus Edge Living',
    propertyName: 'The Quad',
    bed: 'Building A · 204 · Room 2 · Bed B',
    periodName: 'Fall 2026 – Spring 2027',
    executedAt: '2026-11-26T15:04:05.678Z',
    documents: [
      { name: 'Lease Agreement', originalSha256: sha('lease original'), finalSha256: sha('lease final') },
      { name: 'Guarantor Agreement', originalSha256: sha('guaranty original'), finalSha256: sha('guaranty final') },
    ],
    signers: [
      { role: 'tenant', name: NAME, email: 'zoe@example.com', method: 'account', ip: '203.0.113.9', userAgent: UA, consentedAt: '2026-11-26T14:00:00Z', signedAt: '2026-11-26T14:05:00Z', signature },
      { role: 'guarantor', name: 'Łukasz Kowalski', email: 'lukasz@example.com', method: 'link', ip: '2001:db8::1', userAgent: null, consentedAt: '2026-11-26T14:30:00Z', signedAt: '2026-11-26T14:31:00Z', signature },
      { role: 'landlord', name: 'Mark Manager', email: 'mark@example.com', method: 'account', ip: null, userAgent: null, consentedAt: null, signedAt: '2026-11-26T15:04:05Z' },
    ],
    // Given out of order: the certificate lists them by time.
    events: events.reverse(),
  };
}

describe('the Certificate of Completion', () => {
  it('states the lease, each document with both hashes, each signer (role, method, times in UTC, signature) and every event in time order, page numbered', async () => {
    const given = await input(150);
    const pdf = await certificatePdf(given);
    const text = tools.text(pdf);
    const pages = text.split('\f').filter((page) => page.trim());

    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => expect(page.trim().split('\n').at(-1)).toBe(`Page ${i + 1} of ${pages.length}`));
    expect(pages[0]).toContain('Certificate of Completion');

    for (const fact of ['Campus Edge Living', 'The Quad', 'Building A · 204 · Room 2 · Bed B', 'Fall 2026 – Spring 2027', '42', 'packet-7f3a91', '2026-11-26 15:04:05 UTC']) expect(text).toContain(fact);
    // Each hash whole on a line of its own.
    const lines = text.split('\n').map((line) => line.trim());
    for (const document of given.documents) {
      expect(text).toContain(document.name);
      expect(lines).toContain(document.originalSha256);
      expect(lines).toContain(document.finalSha256);
    }

    expect(text).toContain(`Tenant: ${NAME}`);
    expect(text).toContain('Guarantor: Łukasz Kowalski');
    expect(text).toContain('Landlord: Mark Manager');
    expect(text).toContain('Signed in to their account');
    expect(text).toContain('E-mailed link');
    expect(text).toContain('2001:db8::1');
    expect(text).toContain('Chrome/131.0.0.0 Safari/537.36');
    expect(text).toContain('2026-11-26 14:05:00 UTC');
    // The two signatures given, each as its image and its alpha mask.
    const images = tools.run('pdfimages', pdf, '-list').output.split('\n').slice(2).filter(Boolean).map((line) => line.trim().split(/\s+/).slice(2, 5).join(' '));
    expect(images).toEqual(['image 300 100', 'smask 300 100', 'image 300 100', 'smask 300 100']);

    const layoutLines = tools.text(pdf, '-layout').split('\n').map((line) => line.trim());
    const eventLines = layoutLines.filter((line) => /^2026-11-26 14:\d\d:\d\d UTC\s+Filled slot \d+/.test(line));
    expect(eventLines).toHaveLength(150);
    expect(eventLines.map((line) => Number(/Filled slot (\d+)/.exec(line)![1]))).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    // A long actor wraps inside its column; the row still reads time, action, actor, address.
    expect(eventLines.at(-1)).toMatch(/^2026-11-26 14:02:29 UTC\s+Filled slot 150\s+Zoë Ñúñez .*\s203\.0\.113\.9$/);
    expect(text).toContain('(Tenant)');
  });

  it('embeds Noto Serif only, so Latin, Greek and Cyrillic names print exactly', async () => {
    const pdf = await certificatePdf(await input(3));
    const fonts = tools.run('pdffonts', pdf).output.split('\n').slice(2).filter(Boolean);
    for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+NotoSerif-\w+\s.*\syes\s+yes\s+yes\s/);
    expect(tools.text(pdf)).toContain(NAME);
  });

  it("shows times as 'YYYY-MM-DD HH:MM:SS UTC' whatever offset they were given in, and a missing time as a dash", () => {
    expect(utcTime('2026-11-26T23:30:00-05:00')).toBe('2026-11-27 04:30:00 UTC');
    expect(utcTime('2026-11-26T14:05:00.999Z')).toBe('2026-11-26 14:05:00 UTC');
    expect(utcTime(null)).toBe('—');
  });
});
