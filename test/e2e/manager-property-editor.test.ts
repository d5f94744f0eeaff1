import { mkdirSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { mp4Buffer, pngBuffer } from '../helpers/files';
import { mediaLeaks } from '../helpers/media';
import { launchBrowser } from './browser';
import { createManager, managerPage, noisyPng, throttleUploads, visitorPage } from './manager-helpers';
import { DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

let server: RunningServer;
let browser: Browser;
let geocoder: Server;
const geocoderQueries: string[] = [];
const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'paula.manager@example.com', password: 'Manager-Pass1', firstName: 'Paula' };
const SAVED = 'Your changes have successfully saved';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  // Plays the configured geocoding service (a Nominatim-style answer).
  geocoder = createServer((req, res) => {
    geocoderQueries.push(new URL(req.url!, 'http://x').searchParams.get('q') ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify([{ lat: '30.2849', lon: '-97.7341' }]));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  server = await startServer({ GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search?q={query}` });
  browser = await launchBrowser();
  await createManager(server, MANAGER);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  geocoder?.close();
});

const signedInPage = (viewport = DESKTOP) => managerPage(browser, server, MANAGER, viewport);

async function openEditor(page: Page, id = 1) {
  await settledGoto(page, `${server.url}/new/manager/settings/property-webpages/${id}/edit`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const openAsVisitor = (urlPath: string) => visitorPage(browser, server, urlPath);

const uploadsDir = () => path.join(server.dir, 'uploads');
const storedFiles = () => readdirSync(uploadsDir()).filter((f) => !f.startsWith('.')).length;
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const dialog = (page: Page) => page.getByRole('dialog');

describe('property webpages in Chromium', () => {
  it('lists the chosen properties with address and manager, and opens the editor from the card and the Edit link', async () => {
    const page = await signedInPage();
    await page.goto(`${server.url}/new/manager/settings`);
    await page.getByRole('link', { name: 'View Property Webpage' }).click();
    await page.getByRole('grid', { name: 'Property webpages' }).waitFor();
    const row = page.locator('.rdg-row').first();
    await expect(row.textContent()).resolves.toContain('The Rio on 24th');
    await expect(row.textContent()).resolves.toContain('Campus Edge Living');
    await expect(row.textContent()).resolves.toMatch(/Rio Grande St, Austin, TX/);
    await expect(row.textContent()).resolves.toMatch(/\(.+@.+\)/);
    await page.getByRole('link', { name: 'Edit The Rio on 24th' }).click();
    await page.getByRole('heading', { name: 'Edit The Rio on 24th' }).waitFor();
    await expectTitle(page, 'Student Leasing - Settings - Property Webpages - Edit');
    await page.close();
  });

  it('edits every section, uploads with a visible progress bar, saves once, and the public page shows each change', async () => {
    const page = await signedInPage();
    page.on('dialog', (d) => void d.accept());
    await openEditor(page);

    // Header media: an image and a video staged, moved, and the old image removed; uploaded on Save.
    await section(page, 'header-media').locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await noisyPng() },
      { name: 'tour.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([mp4Buffer(), Buffer.alloc(300_000)]) },
    ]);
    await expect(page.getByTestId('header-media-row').count()).resolves.toBe(3);
    await page.getByRole('button', { name: 'Move Video 3 up' }).click();
    await page.getByRole('button', { name: 'Delete Image 1' }).click();
    await expect(page.getByTestId('header-media-row').allTextContents()).resolves.toEqual([expect.stringContaining('tour.mp4'), expect.stringContaining('front.png')]);

    // Primary image, Lease periods description, Friends hidden, About in rich text.
    await section(page, 'primary-image').locator('input[type=file]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await pngBuffer(1200, 800) });
    await page.getByLabel('Description').first().fill('Leases that follow the UT calendar.');
    await page.getByLabel('Show friends and people on the page').uncheck();
    const about = page.getByRole('textbox', { name: 'About the property' });
    await about.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Steps from campus. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Rooftop pool');

    // Gallery: add with a throttled upload (progress bar on screen), edit the caption, move it first, delete another.
    await throttleUploads(page, 600_000);
    await section(page, 'gallery').getByRole('button', { name: 'Add new image' }).click();
    await dialog(page).getByRole('heading', { name: 'Create' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText('Cannot be empty').waitFor();
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: await noisyPng() });
    await dialog(page).getByLabel('Caption').fill('Rooftop pool at dusk');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByTestId('upload-progress').waitFor();
    await dialog(page).waitFor({ state: 'detached', timeout: 20_000 });
    await throttleUploads(page, null);
    await section(page, 'gallery').getByText('Rooftop pool at dusk').waitFor();
    await page.getByRole('button', { name: 'Edit Rooftop pool at dusk' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit' }).waitFor();
    await dialog(page).getByLabel('Caption').fill('Heated rooftop pool');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await section(page, 'gallery').getByText('Heated rooftop pool').waitFor();
    const galleryRows = section(page, 'gallery').getByTestId('image-row');
    const count = await galleryRows.count();
    for (let i = count - 1; i > 0; i--) await page.getByRole('button', { name: 'Move Heated rooftop pool up' }).click();
    await expect(page.getByRole('button', { name: 'Move Heated rooftop pool up' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Delete Rooftop view toward the Tower' }).click();
    await until(() => galleryRows.count(), count - 1);

    // Features, Additional Resources, Testimonials: one new item each, saved from their dialogs.
    await section(page, 'features').getByRole('button', { name: 'Add new feature' }).click();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page).getByText('Cannot be empty').count()).resolves.toBe(2);
    await dialog(page).getByLabel('Name').fill('Dog park');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'dog.png', mimeType: 'image/png', buffer: await pngBuffer(64, 64) });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await section(page, 'features').getByText('Dog park').waitFor();
    await page.getByRole('button', { name: 'Move Dog park up' }).click();

    await section(page, 'additional-resources').getByRole('button', { name: 'Add new resource' }).click();
    await dialog(page).getByLabel('Name').fill('Parking guide');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'parking.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await section(page, 'additional-resources').getByText('Parking guide').waitFor();

    await section(page, 'testimonials').getByRole('button', { name: 'Add new testimonial' }).click();
    await dialog(page).getByLabel('Author').fill('Jordan P.');
    await dialog(page).getByLabel('Testimonial').fill('The pool made finals week bearable.');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'jordan.png', mimeType: 'image/png', buffer: await pngBuffer(80, 80) });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await section(page, 'testimonials').getByText('Jordan P.').waitFor();

    // Address with coordinates, contact, social links, and the webpage model.
    await page.getByLabel('Street', { exact: true }).fill('2500 Rio Grande St');
    await page.getByLabel('Latitude', { exact: true }).fill('30.2901');
    await page.getByLabel('Longitude', { exact: true }).fill('-97.7444');
    await page.getByLabel('Phone number', { exact: true }).fill('(512) 555-0199');
    await page.getByLabel('Office hours', { exact: true }).fill('Mon–Sat 10:00 AM – 6:00 PM');
    await page.getByLabel('Facebook', { exact: true }).fill('https://facebook.com/rio-pool');
    const howItWorks = page.getByTestId('block-row').filter({ hasText: 'How it works' });
    await howItWorks.getByLabel('Visible').uncheck();
    await page.getByLabel('Gallery description').fill('A look inside, pool first.');

    await throttleUploads(page, 600_000);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('upload-progress').first().waitFor();
    await page.getByText(SAVED).waitFor({ timeout: 30_000 });
    await throttleUploads(page, null);
    await page.getByText('All changes saved').waitFor();

    const visitor = await openAsVisitor('/new/property/1');
    const html = await visitor.page.content();
    const hero = visitor.page.locator('video').first();
    await expect(hero.getAttribute('src')).resolves.toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
    expect(html).toContain('Leases that follow the UT calendar.');
    expect(await visitor.page.locator('section#friends').count()).toBe(0);
    expect(html).toMatch(/Steps from campus\. <strong>Rooftop pool<\/strong>/);
    await expect(visitor.page.getByTestId('gallery-tile').first().getAttribute('aria-label')).resolves.toBe('Open photo: Heated rooftop pool');
    expect(html).not.toContain('Rooftop view toward the Tower');
    expect(html).toContain('A look inside, pool first.');
    await expect(visitor.page.locator('section#features li').allTextContents()).resolves.toEqual(expect.arrayContaining(['Dog park']));
    const features = await visitor.page.locator('section#features li').allTextContents();
    expect(features.indexOf('Dog park')).toBe(features.length - 2);
    expect(html).toContain('Parking guide');
    expect(html).toContain('The pool made finals week bearable.');
    expect(html).toContain('2500 Rio Grande St');
    await expect(visitor.page.getByRole('link', { name: /Open in maps/ }).getAttribute('href')).resolves.toContain('30.2901');
    expect(html).toContain('(512) 555-0199');
    expect(html).toContain('https://facebook.com/rio-pool');
    expect(await visitor.page.locator('section#how-it-works').count()).toBe(0);
    await visitor.close();
    // The new card image is the property's primary image in the company's lists.
    const cards = await openAsVisitor('/new/');
    await expect(cards.page.locator('[data-testid=property-card] img').first().getAttribute('src')).resolves.toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await cards.close();
    // Every upload is stored with its copies, and the replaced header image and the deleted photo are gone with theirs.
    expect(await withDb(server, (db) => mediaLeaks(db, uploadsDir()))).toEqual({ unreferencedRows: [], strayFiles: [], rowsWithoutFiles: [] });
    await page.close();
  }, 120_000);

  it('refuses a 6 MB file and a renamed text file with a visible message, storing nothing', async () => {
    const page = await signedInPage();
    await openEditor(page);
    const rowsBefore = await withDb(server, (db) => db.selectFrom('property_images').select('id').execute());
    const filesBefore = storedFiles();

    await section(page, 'gallery').getByRole('button', { name: 'Add new image' }).click();
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await dialog(page).getByText('File is too large: the limit is 5 MB.').waitFor();
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image\n'.repeat(20)) });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText("Couldn't create/edit amenity. Unsupported file type: use a jpg, jpeg, png, gif or bmp image.").waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await section(page, 'header-media').locator('input[type=file]').setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await section(page, 'header-media').getByText('File is too large: the limit is 5 MB.').waitFor();
    expect(await withDb(server, (db) => db.selectFrom('property_images').select('id').execute())).toEqual(rowsBefore);
    expect(storedFiles()).toBe(filesBefore);
    expect(readdirSync(path.join(uploadsDir(), '.tmp'))).toEqual([]);
    await page.close();
  });

  it('shows field errors and the spec text when the property cannot be saved, and asks before leaving unsaved changes', async () => {
    const page = await signedInPage();
    await openEditor(page, 2);
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Couldn't save property").waitFor();
    await page.getByText('Incorrect phone').waitFor();

    const answers: boolean[] = [true, false];
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void (answers.pop() ? d.accept() : d.dismiss());
    });
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await until(async () => asked.length, 1);
    await page.getByRole('heading', { name: 'Edit Nueces Commons' }).waitFor();
    expect(asked).toEqual(['Any unsaved progress will be lost! Are you sure you want to proceed']);
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await page.waitForURL(/\/new\/manager\/settings$/);
    expect(asked).toHaveLength(2);
    await page.close();
  });

  it("shows the spec's empty-list texts on a property with nothing yet, and again after the only item is deleted", async () => {
    const page = await signedInPage();
    page.on('dialog', (d) => void d.accept());
    await openEditor(page, 4);
    await page.getByRole('heading', { name: 'Edit Speedway Place' }).waitFor();
    for (const id of ['gallery', 'features', 'additional-resources']) await section(page, id).getByText('There is no items yet', { exact: true }).waitFor();
    const testimonials = section(page, 'testimonials');
    await testimonials.getByText('There is no any testimonials yet', { exact: true }).waitFor();

    await testimonials.getByRole('button', { name: 'Add new testimonial' }).click();
    await dialog(page).getByLabel('Author').fill('Riley S.');
    await dialog(page).getByLabel('Testimonial').fill('Worth the wait for the renovation.');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'riley.png', mimeType: 'image/png', buffer: await pngBuffer(80, 80) });
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await testimonials.getByText('Riley S.').waitFor();
    expect(await testimonials.getByText('There is no any testimonials yet').count()).toBe(0);
    // A single item offers no moves.
    expect(await testimonials.getByRole('button', { name: /^Move / }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Riley S.' }).click();
    await testimonials.getByText('There is no any testimonials yet', { exact: true }).waitFor();
    expect(await withDb(server, (db) => db.selectFrom('testimonials').select('id').where('property_id', '=', 4).execute())).toEqual([]);
    await page.close();
  });

  it('looks the coordinates up from the typed address through the configured geocoding service', async () => {
    const page = await signedInPage();
    await openEditor(page, 3);
    await page.getByLabel('Street', { exact: true }).fill('2100 San Antonio St');
    await page.getByRole('button', { name: 'Look up coordinates from the address' }).click();
    await until(() => page.getByLabel('Latitude', { exact: true }).inputValue(), '30.2849');
    await expect(page.getByLabel('Longitude', { exact: true }).inputValue()).resolves.toBe('-97.7341');
    expect(geocoderQueries.at(-1)).toMatch(/^2100 San Antonio St, Austin/);
    await page.close();
  });

  it('looks right at phone and desktop widths, with the Page navigation menu on phones', async () => {
    for (const [width, viewport] of [[1280, DESKTOP], [375, PHONE]] as const) {
      const page = await signedInPage(viewport);
      await openEditor(page);
      await page.getByRole('textbox', { name: 'About the property' }).waitFor();
      await screenshot(page, { path: path.join(shots, `property-editor-${width}.png`), fullPage: true });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      if (width === 375) {
        await page.getByRole('button', { name: /Page navigation/ }).click();
        await page.getByRole('navigation', { name: 'Page navigation' }).getByRole('link', { name: 'Webpage model' }).click();
        await until(() => page.evaluate(() => document.getElementById('webpage-model')!.getBoundingClientRect().top < 200), true);
      }
      await settledGoto(page, `${server.url}/new/manager/settings/property-webpages`);
      if (width === 375) {
        // Phones get a card per property with the grid's facts, and no sideways scrolling.
        const card = page.getByTestId('property-webpage-card').first();
        await expect(card.textContent()).resolves.toMatch(/The Rio on 24th.*Edit.*#1 · Campus Edge Living.*Rio Grande St, Austin, TX.*Manager: .+ \(.+@.+\)/);
        expect(await page.getByRole('grid').count()).toBe(0);
      } else {
        await page.locator('.rdg-row').first().waitFor();
        // Every column fits: the last header ends inside the grid.
        const fits = await page.evaluate(() => {
          const grid = document.querySelector('.rdg')!.getBoundingClientRect();
          const last = [...document.querySelectorAll('[role=columnheader]')].at(-1)!.getBoundingClientRect();
          return last.right <= grid.right + 1;
        });
        expect(fits).toBe(true);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, { path: path.join(shots, `property-webpages-${width}.png`) });
      await page.close();
    }
  });
});
