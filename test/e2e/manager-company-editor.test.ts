import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { MediaItem, Portfolio } from '../../shared/types/public';
import { filesIn, mp4Buffer, pngBuffer } from '../helpers/files';
import { managerSuite, noisyPng, snackbar, throttleUploads, visitorPage } from './manager-helpers';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'corin.manager@example.com', password: 'Manager-Pass1', firstName: 'Corin' };
const SAVED = 'Your changes have successfully saved';
const EDITOR = '/new/manager/settings/company-webpage';

const suite = managerSuite(MANAGER);


async function openEditor(page: Page) {
  await settledGoto(page, `${suite.server.url}${EDITOR}`);
  await page.getByRole('heading', { name: 'Company Webpage Editor', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'About the company' }).waitFor();
}

const openAsVisitor = (urlPath: string) => visitorPage(suite.browser, suite.server, urlPath);

/** GET as a visitor (node's fetch: no cookie). */
const publicJson = async <T>(urlPath: string): Promise<T> => {
  const res = await fetch(`${suite.server.url}${urlPath}`);
  if (!res.ok) throw new Error(`GET ${urlPath} answered ${res.status}`);
  return (await res.json()) as T;
};
const publicPropertyIds = async () => (await publicJson<{ id: number }[]>('/api/properties/')).map((p) => p.id).sort();
const publicPortfolios = () => publicJson<Portfolio[]>('/api/portfolios/');
const publicOrganization = async () => (await publicJson<{ id: number; name: string; tagline: string; background_media: MediaItem[] }[]>('/api/organizations/')).find((o) => o.id === 1)!;

const uploadsDir = () => suite.server.env.UPLOADS_DIR!;
const companyMediaRows = () => withDb(suite.server, (db) => db.selectFrom('background_media').select(['id', 'file', 'order']).where('organization_id', '=', 1).orderBy('id').execute());
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const dialog = (page: Page) => page.getByRole('dialog');
const headerRow = (page: Page, fileName: string) => page.getByTestId('header-media-row').filter({ hasText: fileName });
const portfolioRows = (page: Page) => page.getByTestId('portfolio-row');

describe('company webpage editor in Chromium', () => {
  it('edits the company, saves once, and a visitor sees every change on the home page', async () => {
    const page = await suite.page();
    await page.goto(`${suite.server.url}/new/manager/settings`);
    // Reached from the settings card.
    await page.getByRole('link', { name: 'View Company Webpage' }).click();
    await page.getByRole('heading', { name: 'Company Webpage Editor', level: 1 }).waitFor();
    await page.waitForURL(new RegExp(`${EDITOR}$`));
    const about = page.getByRole('textbox', { name: 'About the company' });
    await about.waitFor();

    // Before: the visitor's home page shows the featured locations block.
    const before = await openAsVisitor('/new/');
    await before.page.locator('section#properties').getByRole('heading', { name: 'Featured locations' }).waitFor();
    await before.close();

    // Contact information.
    await page.getByLabel('Company name', { exact: true }).fill('Campus Edge Homes');
    await page.getByLabel('Tagline', { exact: true }).fill('Furnished rooms by the bed, steps from class');

    // Social links.
    await page.getByLabel('Instagram', { exact: true }).fill('https://instagram.com/campus-edge-homes');

    // About, with bold text.
    await about.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('We house Longhorns. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Every lease is furnished');
    await expect(page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).resolves.toBe('true');

    // A testimonial not yet on the company page is added to it.
    const offRow = page.getByTestId('company-testimonial-row').filter({ has: page.locator('input[type=checkbox]:not(:checked)') }).first();
    const offText = (await offRow.locator('small').textContent())!.split(' · ')[1]!;
    await offRow.getByRole('checkbox').check();

    // Webpage model: featured locations hidden, a new testimonials description.
    await page.getByTestId('block-row').filter({ hasText: 'Featured locations' }).getByLabel('Visible').uncheck();
    await page.getByLabel('What people say about us description').fill('Straight from our residents, unedited.');

    // Header media: a PNG and an MP4 staged, the PNG moved first and the video above the second seeded image.
    const media = section(page, 'header-media');
    expect(await page.getByTestId('header-media-row').count()).toBe(2);
    await media.getByLabel('Add image or video').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await pngBuffer(1600, 900) },
      { name: 'tour.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([mp4Buffer(), Buffer.alloc(300_000)]) },
    ]);
    await until(() => page.getByTestId('header-media-row').count(), 4);
    await headerRow(page, 'front.png').getByRole('button', { name: /^Move .* up$/ }).click();
    await headerRow(page, 'front.png').getByRole('button', { name: /^Move .* up$/ }).click();
    await headerRow(page, 'tour.mp4').getByRole('button', { name: /^Move .* up$/ }).click();
    await expect(page.getByTestId('header-media-row').allTextContents()).resolves.toEqual([
      expect.stringContaining('front.png: uploaded on Save'),
      expect.stringContaining('Saved'),
      expect.stringContaining('tour.mp4: uploaded on Save'),
      expect.stringContaining('Saved'),
    ]);
    await expect(headerRow(page, 'front.png').getByRole('button', { name: /^Move .* up$/ }).isDisabled()).resolves.toBe(true);
    await page.getByText('You have unsaved changes').waitFor();

    // Save, with the video's upload slowed so its progress bar shows.
    await throttleUploads(page, 600_000);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('upload-progress').first().waitFor();
    await snackbar(page, SAVED).waitFor({ timeout: 30_000 });
    await throttleUploads(page, null);
    await page.getByText('All changes saved').waitFor();
    // After the reload the rows are the stored ones.
    await until(async () => (await page.getByTestId('header-media-row').allTextContents()).every((t) => t.includes('Saved')), true);

    // The public API: order png, seeded, mp4, seeded.
    const org = await publicOrganization();
    expect(org.name).toBe('Campus Edge Homes');
    expect(org.background_media.map((m) => m.type)).toEqual(['image', 'image', 'video', 'image']);
    const [png, , mp4] = org.background_media;
    expect(png!.file).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(mp4!.file).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);

    // The visitor's home page.
    const visitor = await openAsVisitor('/new/');
    const home = visitor.page;
    await home.getByRole('heading', { level: 1, name: 'Campus Edge Homes' }).waitFor();
    await home.getByText('Furnished rooms by the bed, steps from class', { exact: true }).waitFor();
    await expect(home.getByRole('contentinfo').getByRole('link', { name: /Instagram/ }).getAttribute('href')).resolves.toBe('https://instagram.com/campus-edge-homes');
    const html = await home.content();
    expect(html).toMatch(/We house Longhorns\. <strong>Every lease is furnished<\/strong>/);
    await home.getByRole('heading', { name: 'About Campus Edge Homes' }).waitFor();
    expect(await home.locator('section#properties').count()).toBe(0);
    expect(await home.getByRole('heading', { name: 'Featured locations' }).count()).toBe(0);
    // With the properties block hidden, 'Find Housing' has nothing to scroll to and is not offered.
    expect(await home.getByRole('link', { name: 'Find Housing' }).count()).toBe(0);
    await home.locator('section#what-people-say-about-us').getByText('Straight from our residents, unedited.').waitFor();
    // The hero shows the first header image: the new PNG, as one of its WebP copies.
    const hero = home.locator('section:has(h1) > img');
    await until(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''), true);
    const shown = await hero.evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src'), current: new URL(img.currentSrc).pathname }));
    expect(shown.src).toBe(png!.file);
    expect(shown.current).toMatch(new RegExp(`^${png!.file.replace(/\.png$/, '')}-w\\d+\\.webp$`));
    await visitor.close();
    const shownQuotes = (await publicJson<{ testimonial: string }[]>('/api/organizations/1/testimonials/')).map((t) => t.testimonial);
    expect(shownQuotes).toContain(offText);
    await page.close();
  }, 120_000);

  it('creates, edits, reorders and deletes portfolios', async () => {
    const page = await suite.page();
    page.on('dialog', (d) => void (d.type() === 'confirm' ? d.accept() : d.dismiss()));
    await openEditor(page);
    const seeded = (await publicPortfolios()).map((p) => p.name);
    expect(seeded).toEqual(['Near Campus', 'Downtown']);

    // Create, with an image (throttled: the dialog shows the progress bar) and two properties.
    await section(page, 'portfolio').getByRole('button', { name: 'Add new portfolio' }).click();
    await dialog(page).getByRole('heading', { name: 'Create' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText('Cannot be empty').waitFor();
    await dialog(page).getByLabel('Name').fill('West Campus');
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'west.png', mimeType: 'image/png', buffer: await noisyPng() });
    await dialog(page).getByLabel('The Rio on 24th').check();
    await dialog(page).getByLabel('Nueces Commons').check();
    await throttleUploads(page, 600_000);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByTestId('upload-progress').waitFor();
    await dialog(page).waitFor({ state: 'detached', timeout: 20_000 });
    await throttleUploads(page, null);
    const west = portfolioRows(page).filter({ hasText: 'West Campus' });
    await west.waitFor();
    await expect(west.locator('small').textContent()).resolves.toBe('The Rio on 24th, Nueces Commons');
    await expect(west.locator('img').getAttribute('src')).resolves.toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    // Saved at once: visible to visitors with its image.
    const created = (await publicPortfolios()).find((p) => p.name === 'West Campus')!;
    expect(created.properties.sort()).toEqual([1, 2]);
    expect(created.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    // Edit: new name, Nueces Commons swapped for Lavaca Street Lofts; the image is kept.
    await page.getByRole('button', { name: 'Edit West Campus' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit' }).waitFor();
    await expect(dialog(page).getByLabel('Name').inputValue()).resolves.toBe('West Campus');
    await expect(dialog(page).getByLabel('Nueces Commons').isChecked()).resolves.toBe(true);
    await dialog(page).getByLabel('Name').fill('West Campus & Downtown');
    await dialog(page).getByLabel('Nueces Commons').uncheck();
    await dialog(page).getByLabel('Lavaca Street Lofts').check();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const edited = portfolioRows(page).filter({ hasText: 'West Campus & Downtown' });
    await edited.locator('small').filter({ hasText: 'The Rio on 24th, Lavaca Street Lofts' }).waitFor();
    const afterEdit = (await publicPortfolios()).find((p) => p.id === created.id)!;
    expect(afterEdit.name).toBe('West Campus & Downtown');
    expect(afterEdit.properties.sort()).toEqual([1, 3]);
    expect(afterEdit.image).toBe(created.image);

    // A second one, without an image.
    await section(page, 'portfolio').getByRole('button', { name: 'Add new portfolio' }).click();
    await dialog(page).getByLabel('Name').fill('Quiet Streets');
    await dialog(page).getByLabel('Nueces Commons').check();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await portfolioRows(page).filter({ hasText: 'Quiet Streets' }).waitFor();
    const names = () => portfolioRows(page).locator('.text').evaluateAll((els) => els.map((el) => el.firstChild!.textContent));
    expect(await names()).toEqual(['Near Campus', 'Downtown', 'West Campus & Downtown', 'Quiet Streets']);

    // Reorder locally: Quiet Streets to the top, Near Campus to the bottom; nothing changes until Save.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Move Quiet Streets up' }).click();
    await expect(page.getByRole('button', { name: 'Move Quiet Streets up' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Move Near Campus down' }).click();
    await page.getByRole('button', { name: 'Move Near Campus down' }).click();
    const wanted = ['Quiet Streets', 'Downtown', 'West Campus & Downtown', 'Near Campus'];
    expect(await names()).toEqual(wanted);
    expect((await publicPortfolios()).map((p) => p.name)).toEqual(['Near Campus', 'Downtown', 'West Campus & Downtown', 'Quiet Streets']);
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await snackbar(page, SAVED).waitFor();
    expect((await publicPortfolios()).map((p) => p.name)).toEqual(wanted);
    await page.getByText('All changes saved').waitFor();
    expect(await names()).toEqual(wanted);

    // Delete (confirmed): gone at once, with its image file.
    const imageFile = path.basename(created.image!);
    expect(filesIn(uploadsDir())).toContain(imageFile);
    await page.getByRole('button', { name: 'Delete West Campus & Downtown' }).click();
    await portfolioRows(page).filter({ hasText: 'West Campus & Downtown' }).waitFor({ state: 'detached' });
    expect(await until(async () => (await publicPortfolios()).map((p) => p.name), ['Quiet Streets', 'Downtown', 'Near Campus'])).toEqual(['Quiet Streets', 'Downtown', 'Near Campus']);
    expect(filesIn(uploadsDir())).not.toContain(imageFile);
    await page.getByText('All changes saved').waitFor();
    await page.close();
  }, 90_000);

  it('switches a property off and on at once, without Save', async () => {
    const page = await suite.page();
    await openEditor(page);
    const lavaca = page.getByRole('switch', { name: 'Lavaca Street Lofts running' });
    const speedway = page.getByRole('switch', { name: 'Speedway Place running' });
    await expect(speedway.isChecked()).resolves.toBe(false);
    await expect(page.getByTestId('property-status-row').filter({ hasText: 'Speedway Place' }).locator('.status').textContent()).resolves.toBe('DISABLED');
    await expect(lavaca.isChecked()).resolves.toBe(true);
    expect(await publicPropertyIds()).toEqual([1, 2, 3]);

    await lavaca.uncheck();
    await page.getByTestId('property-status-row').filter({ hasText: 'Lavaca Street Lofts' }).locator('.status').filter({ hasText: 'DISABLED' }).waitFor();
    expect(await until(publicPropertyIds, [1, 2])).toEqual([1, 2]);
    await page.getByText('All changes saved').waitFor();
    // It stays off after a reload.
    await openEditor(page);
    await expect(page.getByRole('switch', { name: 'Lavaca Street Lofts running' }).isChecked()).resolves.toBe(false);

    await page.getByRole('switch', { name: 'Lavaca Street Lofts running' }).check();
    expect(await until(publicPropertyIds, [1, 2, 3])).toEqual([1, 2, 3]);
    await page.getByTestId('property-status-row').filter({ hasText: 'Lavaca Street Lofts' }).locator('.status').filter({ hasText: 'RUNNING' }).waitFor();
    await page.close();
  });

  it('refuses a 6 MB header file and a renamed text file, storing nothing', async () => {
    const page = await suite.page();
    await openEditor(page);
    const rowsBefore = await companyMediaRows();
    const filesBefore = filesIn(uploadsDir());
    const shownRows = await page.getByTestId('header-media-row').count();
    const picker = page.getByLabel('Add image or video');

    await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
    await section(page, 'header-media').getByRole('alert').filter({ hasText: 'File is too large: the limit is 5 MB.' }).waitFor();
    expect(await page.getByTestId('header-media-row').count()).toBe(shownRows);
    await page.getByText('All changes saved').waitFor();

    await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image\n'.repeat(20)) });
    await headerRow(page, 'fake.png').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const error = page.getByTestId('snackbar').filter({ hasText: "Couldn't save company page" });
    await error.waitFor({ timeout: 15_000 });
    await expect(error.textContent()).resolves.toContain('Unsupported file type');
    expect(await page.getByText(SAVED).count()).toBe(0);

    expect(await companyMediaRows()).toEqual(rowsBefore);
    expect(filesIn(uploadsDir())).toEqual(filesBefore);
    await page.close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const page = await suite.page();
    await openEditor(page);
    const answers = [true, false];
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void (answers.pop() ? d.accept() : d.dismiss());
    });
    await page.getByLabel('Tagline', { exact: true }).fill('Not saved yet');
    await page.getByText('You have unsaved changes').waitFor();

    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await until(async () => asked.length, 1);
    expect(asked).toEqual(['Any unsaved progress will be lost! Are you sure you want to proceed']);
    await page.getByRole('heading', { name: 'Company Webpage Editor' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(EDITOR);
    await expect(page.getByLabel('Tagline', { exact: true }).inputValue()).resolves.toBe('Not saved yet');

    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await page.waitForURL(/\/new\/manager\/settings$/);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe('Any unsaved progress will be lost! Are you sure you want to proceed');
    // Nothing was saved.
    expect((await publicOrganization()).tagline).not.toBe('Not saved yet');
    await page.close();
  });

  it('has the browser ask before a full page load elsewhere with unsaved changes, and not without', async () => {
    const page = await suite.page();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await openEditor(page);
    await page.goto(`${suite.server.url}/new/`);
    expect(dialogs).toEqual([]);

    await openEditor(page);
    // Typed for real: browsers only ask once the person has interacted with the page.
    await page.getByLabel('Tagline', { exact: true }).click();
    await page.keyboard.type(' (not saved)');
    await page.getByText('You have unsaved changes').waitFor();
    await page.goto(`${suite.server.url}/new/`);
    expect(dialogs).toEqual(['beforeunload']);
    await page.close();
  });

  it('looks right at desktop and phone widths, with the Page navigation menu on phones', async () => {
    for (const [width, viewport] of [
      [1280, DESKTOP],
      [375, PHONE],
    ] as const) {
      const page = await suite.page(viewport);
      await openEditor(page);
      await page.getByTestId('block-row').first().waitFor();
      // Blocks are named by the headings visitors see; the posts block says why it stays empty.
      await expect(page.getByTestId('block-row').locator('.name').allTextContents()).resolves.toEqual([
        'Discover your new home',
        'Featured locations',
        'About',
        'Latest postsEmpty on this site: it has no posts',
        'What people say about us',
        'Have a question? Please ask us',
      ]);
      await screenshot(page, { path: path.join(shots, `company-editor-${width}.png`), fullPage: true });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      if (width === 375) {
        await page.getByRole('button', { name: /Page navigation/ }).click();
        const menu = page.getByRole('navigation', { name: 'Page navigation' });
        await menu.waitFor();
        await expect(menu.getByRole('link').allTextContents()).resolves.toEqual([
          'Header media',
          'Property Portfolio',
          'Properties List',
          'About',
          'Testimonials',
          'Contact information',
          'Social links',
          'Webpage model',
        ]);
        await menu.getByRole('link', { name: 'Social links' }).click();
        await menu.waitFor({ state: 'detached' });
        await until(() => page.evaluate(() => Math.abs(document.getElementById('social')!.getBoundingClientRect().top) < 200), true);
        expect(new URL(page.url()).hash).toBe('#social');
      } else {
        expect(await page.getByRole('button', { name: /Page navigation/ }).isVisible()).toBe(false);
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Webpage model' }).waitFor();
      }
      await page.close();
    }
  }, 60_000);
});
