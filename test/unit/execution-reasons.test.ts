import { describe, expect, it } from '@jest/globals';
import { EXECUTION_TEXTS } from '../../shared/leases/execution-texts';
import { ExecutionStepError, explained, shortReason, stampExplained, type NamedStamp } from '../../server/services/lease-execution/steps';

const R = EXECUTION_TEXTS.reasons;
const ioError = (code: string) => Object.assign(new Error(`${code}: something, open '/srv/leasing/private/0123.pdf'`), { code });

describe('why an execution failed, in words a manager can act on', () => {
  it('says a system error in words, never its path, and a library’s error by its first line only', () => {
    expect(shortReason(ioError('ENOENT'))).toBe('the file is missing');
    expect(shortReason(ioError('ENOSPC'))).toBe('the disk is full');
    expect(shortReason(ioError('EWHATEVER'))).toBe('EWHATEVER');
    expect(shortReason(new Error('Animated PNGs are not supported.\n    at PNG (png.js:53:19)'))).toBe('Animated PNGs are not supported');
    expect(shortReason(new Error(''))).toBe('no reason was given');
    expect(shortReason('x'.repeat(500))).toHaveLength(200);
  });

  it('turns a failed step into its reason, and keeps a reason already given', async () => {
    await expect(explained(() => Promise.reject(ioError('EACCES')), R.filesNotSaved)).rejects.toMatchObject({ reason: 'the signed files could not be saved (permission denied)' });
    const given = new ExecutionStepError(R.originalMissing('Lease'), null);
    await expect(explained(() => Promise.reject(given), R.filesNotSaved)).rejects.toBe(given);
  });

  it('names the signature the stamper refuses, or the document when it refuses the document itself', async () => {
    const stamp = (page: number, image?: string): NamedStamp => ({ place: image ? `Place ${image}` : 'Date', stamp: { page, x: 0, y: 0, width: 10, height: 10, kind: image ? 'sig' : 'date', image: image ? Buffer.from(image) : undefined, text: image ? undefined : 'May 1, 2026' } });
    // A stamper that refuses the image "bad", and a document that is "broken".
    const pdf = {
      stamp: async (original: Uint8Array, stamps: NamedStamp['stamp'][]) => {
        if (Buffer.from(original).toString() === 'broken') throw new Error('Failed to parse PDF document');
        if (stamps.some((s) => s.image && Buffer.from(s.image).toString() === 'bad')) throw new Error('Animated PNGs are not supported');
        return Buffer.from('stamped');
      },
    };
    const stamps = [stamp(1), stamp(1, 'good'), stamp(2, 'bad')];
    await expect(stampExplained(pdf, 'Lease', Buffer.from('fine'), stamps.slice(0, 2))).resolves.toEqual(Buffer.from('stamped'));
    await expect(stampExplained(pdf, 'Lease', Buffer.from('fine'), stamps)).rejects.toMatchObject({ reason: R.stampRefused('Place bad', 2, 'Lease', 'Animated PNGs are not supported') });
    await expect(stampExplained(pdf, 'Lease', Buffer.from('broken'), stamps)).rejects.toMatchObject({ reason: R.documentRefused('Lease', 'Failed to parse PDF document') });
  });
});
