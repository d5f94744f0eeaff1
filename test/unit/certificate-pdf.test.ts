import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { certificatePdf, type CertificateInput } from '../../server/documents/signing/certificate-pdf';
import { certificateTime } from '../../server/documents/signing/certificate-texts';
import { popplerTools } from './poppler';

const tools = popplerTools('certificate-pdf-');
afterAll(() => tools.remove());

const NAME = 'Zoë Ñúñez Ольга Σοφία';
const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function input(eventCount: number): Promise<CertificateInput> {
  const signature = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 10, g: 20, b: 120, alpha: 1 } } }).png().toBuffer();
  const events = Array.from({ length: eventCount }, (_, i) => ({ occurredAt: new Date(Date.UTC(2026, 10, 26, 14, 0, i)).toISOString(), text: `${NAME} (Tenant) applied slot ${i + 1}`, ip: '203.0.113.9' }));
  return {
    leaseId: 42,
    packetId: 'packet-7f3a91',
    companyName: 'Campus Edge Living',
    timeZone: 'America/Chicago',
    propertyName: 'The Quad',
    premises: 'North Hall, Floor 2, Unit 204, Room A, Bed 1',
    periodName: 'Fall 2026 – Spring 2027',
    executed: { at: '2026-11-26T15:04:05.678Z', text: 'Executed automatically once every party had signed: signed documents and certificate issued' },
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
  it('states the lease, each document with both hashes, each signer (role, method, times, signature) and every event in time order closing with the execution, page numbered', async () => {
    const given = await input(150);
    const pdf = await certificatePdf(given);
    const text = tools.text(pdf);
    // Pages by their layout: the reading order of a page's last short row may follow its footer.
    const pages = tools.text(pdf, '-layout').split('\f').filter((page) => page.trim());

    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => expect(page.trim().split('\n').at(-1)!.trim()).toBe(`Page ${i + 1} of ${pages.length}`));
    expect(pages[0]).toContain('Certificate of Completion');

    for (const fact of ['Campus Edge Living', 'The Quad', 'North Hall, Floor 2, Unit 204, Room A, Bed 1', 'Fall 2026 – Spring 2027', '42', 'packet-7f3a91', 'Nov 26, 2026, 3:04:05 PM UTC (9:04:05 AM CST)', 'America/Chicago']) expect(text).toContain(fact);
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
    expect(text).toContain('Nov 26, 2026, 2:05:00 PM UTC (8:05:00 AM CST)');
    expect(text).toContain('Event log (times in UTC and America/Chicago)');
    // The two signatures given, each as its image and its alpha mask.
    const images = tools.run('pdfimages', pdf, '-list').output.split('\n').slice(2).filter(Boolean).map((line) => line.trim().split(/\s+/).slice(2, 5).join(' '));
    expect(images).toEqual(['image 300 100', 'smask 300 100', 'image 300 100', 'smask 300 100']);

    const layoutLines = tools.text(pdf, '-layout').split('\n').map((line) => line.trim());
    const eventLines = layoutLines.filter((line) => /^Nov 26, 2026, 2:\d\d:\d\d PM UTC\s+Zoë Ñúñez/.test(line));
    expect(eventLines).toHaveLength(150);
    const flat = text.replace(/\s+/g, ' ');
    const order = Array.from({ length: 150 }, (_, i) => flat.indexOf(`(Tenant) applied slot ${i + 1} `));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    // Each row reads time, event, address; the local time on the time's second line.
    expect(eventLines.at(-1)).toMatch(/^Nov 26, 2026, 2:02:29 PM UTC\s+Zoë Ñúñez .*\s203\.0\.113\.9$/);
    expect(flat).toContain('(8:02:29 AM CST)');
    // The log closes with the execution, after every event.
    expect(flat.indexOf('Executed automatically once every party had signed')).toBeGreaterThan(order.at(-1)!);
  });

  it('embeds Noto Serif only, so Latin, Greek and Cyrillic names print exactly', async () => {
    const pdf = await certificatePdf(await input(3));
    const fonts = tools.run('pdffonts', pdf).output.split('\n').slice(2).filter(Boolean);
    for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+NotoSerif-\w+\s.*\syes\s+yes\s+yes\s/);
    expect(tools.text(pdf)).toContain(NAME);
  });

  it('shows each time in UTC and in the company’s zone with its abbreviation, the local date when it is another day, a missing time as a dash', () => {
    expect(certificateTime('2026-11-29T05:21:03Z', 'America/Chicago')).toBe('Nov 29, 2026, 5:21:03 AM UTC (11:21:03 PM CST, Nov 28)');
    expect(certificateTime('2026-11-26T23:30:00-05:00', 'America/Chicago')).toBe('Nov 27, 2026, 4:30:00 AM UTC (10:30:00 PM CST, Nov 26)');
    expect(certificateTime('2026-07-01T12:00:00.999Z', 'America/Chicago')).toBe('Jul 1, 2026, 12:00:00 PM UTC (7:00:00 AM CDT)');
    expect(certificateTime('2027-01-01T02:00:00Z', 'America/Chicago')).toBe('Jan 1, 2027, 2:00:00 AM UTC (8:00:00 PM CST, Dec 31, 2026)');
    expect(certificateTime('2026-11-29T05:21:03Z', 'America/New_York')).toBe('Nov 29, 2026, 5:21:03 AM UTC (12:21:03 AM EST)');
    // A zone the clock does not know is the default one; a text that is no time is kept as given.
    expect(certificateTime('2026-11-29T05:21:03Z', 'Mars/Olympus')).toBe('Nov 29, 2026, 5:21:03 AM UTC (11:21:03 PM CST, Nov 28)');
    expect(certificateTime('yesterday', 'America/Chicago')).toBe('yesterday');
    expect(certificateTime(null, 'America/Chicago')).toBe('—');
  });
});
