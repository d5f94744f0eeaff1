import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import { CEREMONY_TEXTS as T } from '../../client/signing/signing-ui-texts';
import { readUntil } from '../helpers/read-until';
import { offeredLease } from './executed-lease';
import { managerSuite } from './manager-helpers';
import { hydrated, PHONE, screenshot, settledGoto, signInThroughForm } from './page-helpers';

const MANAGER = { email: 'typed.manager@example.com', password: 'Manager-pass-1', firstName: 'Nora' };
const STUDENT = { email: 'wei.zhang@example.com', password: 'Student-pass-1', first: 'Wei', last: 'Zhang' };

let leaseId: number;
let planId: number;

/** The built client's CJK font slices and the chunk that lists them (from the build's metafile), by file name. */
function cjkAssets(): { slices: Set<string>; list: Set<string> } {
  const meta = JSON.parse(readFileSync(path.resolve('dist/meta-client.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const built = (input: RegExp) => new Set(Object.entries(meta.outputs).filter(([, output]) => Object.keys(output.inputs).some((name) => input.test(name))).map(([file]) => path.basename(file)));
  return { slices: new Set([...built(/@fontsource\/noto-serif-(sc|kr)\//)].filter((file) => file.endsWith('.woff2'))), list: built(/cjk-handwriting-slices/) };
}

/** Each character drawn alone in the typed signature's family, as the bytes of its pixels: boxes for missing glyphs all look alike. */
const glyphPixels = (page: Page, characters: string[]) =>
  page.evaluate((chars) => {
    return chars.map((char) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d')!;
      context.font = '48px "Signing Caveat"';
      context.textBaseline = 'middle';
      context.fillText(char, 8, 32);
      // The alpha channel, as a short text: equal for two boxes, different for two glyphs.
      const alpha = context.getImageData(0, 0, 64, 64).data.filter((_, i) => i % 4 === 3);
      let hash = 0;
      for (const value of alpha) hash = (Math.imul(hash, 31) + value) | 0;
      return `${alpha.filter((value) => value > 0).length}:${hash}`;
    });
  }, characters);

/** How many different pictures the characters draw as, waiting a while for the faces to load: as many as characters when each has its glyph. */
async function distinctGlyphs(page: Page, characters: string[]): Promise<number> {
  const drawn = await readUntil(() => glyphPixels(page, characters), (pictures) => new Set(pictures).size === characters.length, 10_000);
  return new Set(drawn).size;
}

/** A canvas's picture, as a data URL. */
const pixelsOf = (canvas: Locator) => canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
/** How many pixels of a canvas have ink (any opacity). */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const { width, height } = element as HTMLCanvasElement;
    return (element as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data.filter((alpha, i) => i % 4 === 3 && alpha > 0).length;
  });

const suite = managerSuite(MANAGER, undefined, async () => {
  const manager = await suite.page();
  ({ leaseId, planId } = await offeredLease(suite.server, manager.request, STUDENT, STUDENT.password));
  await manager.close();
});

describe('a typed signature in Chinese or Korean', () => {
  it('draws the characters from the fonts the product ships, fetching only their slices, and is adopted; a Latin name fetches no CJK font', async () => {
    // No service worker: its cache would answer the slices instead of the server.
    const page = await (await suite.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })).newPage();
    const requested: string[] = [];
    const caching = new Map<string, string | undefined>();
    page.on('request', (req) => requested.push(path.basename(new URL(req.url()).pathname)));
    page.on('response', (res) => caching.set(path.basename(new URL(res.url()).pathname), res.headers()['cache-control']));
    await signInThroughForm(page, suite.server, STUDENT);
    const chosen = await page.request.put(`${suite.server.url}/api/leases/${leaseId}/plan/`, { data: { payment_plan_id: planId }, timeout: 30_000 });
    expect(chosen.status()).toBe(200);
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    await hydrated(page, 'signing-ceremony');
    const ceremony = page.getByTestId('signing-ceremony');
    await ceremony.getByRole('button', { name: S.consentButton }).click();
    await ceremony.getByRole('button', { name: T.continue }).click();

    const { slices, list } = cjkAssets();
    expect(slices.size).toBeGreaterThan(100);
    const fetched = (files: Set<string>) => requested.filter((file) => files.has(file));

    // Type mode starts on the signer's own name, in Latin letters: Caveat only.
    await ceremony.getByRole('group', { name: `${T.signature}: ${T.draw} / ${T.type}` }).getByRole('button', { name: T.type }).click();
    const typed = ceremony.getByLabel(T.typedName);
    expect(await typed.inputValue()).toBe(`${STUDENT.first} ${STUDENT.last}`);
    const preview = ceremony.getByTestId('typed-signature');
    expect(await readUntil(() => inkOf(preview), (ink) => ink > 500, 10_000)).toBeGreaterThan(500);
    expect(fetched(list)).toEqual([]);
    expect(fetched(slices)).toEqual([]);

    // 张伟: the two ideographs draw as two different glyphs (two missing glyphs would be two identical boxes), from a slice or two.
    await typed.fill('张伟');
    expect(await distinctGlyphs(page, ['张', '伟'])).toBe(2);
    expect(fetched(list)).toHaveLength(1);
    const chinese = new Set(fetched(slices)).size;
    expect(chinese).toBeGreaterThanOrEqual(1);
    expect(chinese).toBeLessThanOrEqual(2);
    // Served like every built asset: hashed names, kept a year.
    // A response's event can come after the glyph it brought is drawn: read until each has come.
    for (const file of fetched(slices)) expect(await readUntil(async () => caching.get(file), (header) => header !== undefined, 10_000)).toBe('public, max-age=31536000, immutable');

    // 김민준 likewise, from the Korean face's slices: a handful at most, never the font.
    await typed.fill('김민준');
    expect(await distinctGlyphs(page, ['김', '민', '준'])).toBe(3);
    expect(new Set(fetched(slices)).size).toBeGreaterThan(chinese);
    expect(new Set(fetched(slices)).size).toBeLessThanOrEqual(chinese + 3);

    // The drawn 张伟 is adopted (not refused as almost empty), placed and signed.
    const korean = await pixelsOf(preview);
    await typed.fill('张伟');
    expect(await readUntil(() => pixelsOf(preview), (drawn) => drawn !== korean, 10_000)).not.toBe(korean);
    await ceremony.getByRole('group', { name: `${T.initials}: ${T.draw} / ${T.type}` }).getByRole('button', { name: T.type }).click();
    await ceremony.getByLabel(T.typedInitials).fill('张');
    expect(await readUntil(() => inkOf(ceremony.getByTestId('typed-initials')), (ink) => ink > 200, 10_000)).toBeGreaterThan(200);
    await screenshot(preview, { path: path.resolve('test-results/screenshots/typed-signature/zhang-wei-375.png') });
    await ceremony.getByRole('button', { name: T.adopt }).click();
    await ceremony.getByRole('heading', { name: T.applyTitle }).waitFor();
    const apply = ceremony.getByRole('button', { name: /^Apply (signature|initials|date):/ });
    while ((await apply.count()) > 0) {
      const before = await apply.count();
      await apply.first().click();
      expect(await readUntil(() => apply.count(), (n) => n < before, 10_000)).toBeLessThan(before);
    }
    await ceremony.getByRole('button', { name: S.completeButton }).click();
    await ceremony.getByRole('heading', { name: T.signedTitle }).waitFor();
  }, 120_000);
});
