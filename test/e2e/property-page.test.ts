import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addTestimonials, apiJson, chunksWith, DESKTOP, fillContact, holdIsland, horizontalOverflow, hydrated, jsAssets, openPath, PHONE, phoneCountry, publicSuite, renameTable, screenshot, scrollThrough, setBlockVisibility, settledGoto, settledReload, until, withDb } from './page-helpers';

const RIO = '/new/property/1';

const suite = publicSuite();

// Visible lease periods of the demo property 1, by start date (Summer 2027 is hidden).
const [AY26, F26, S27, AY27, F27] = ['Academic Year 2026-2027', 'Fall 2026 Semester', 'Spring 2027 Semester', 'Academic Year 2027-2028', 'Fall 2027 Semester'];

const cards = (page: Page) => page.locator('#lease-periods [data-testid="lease-period"]');
const periodNames = (page: Page) => cards(page).locator('h3').allTextContents();
const currentPeriod = (page: Page) => cards(page).evaluateAll((els) => els.filter((e) => e.getAttribute('aria-current') === 'true').map((e) => e.querySelector('h3')!.textContent));

describe('property page in Chromium', () => {
  it('has the title, the hero and the fixed availability bar', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, RIO);
    await expect(page.title()).resolves.toBe('Student Leasing - The Rio on 24th');
    expect(await page.locator('main h1').textContent()).toBe('The Rio on 24th');
    expect(await page.locator('main h1 + p').textContent()).toBe('2410 Rio Grande St, Austin, TX 78705');

    const bar = page.getByRole('complementary', { name: 'Availability' });
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await bar.locator('strong').textContent()).toBe('The Rio on 24th');
    const phone = bar.locator('a[href^="tel:"]');
    expect([await phone.getAttribute('href'), await phone.textContent()]).toEqual(['tel:5125550142', '☎ (512) 555-0142']);
    const check = bar.getByRole('link', { name: 'Check Availability' });
    expect(await check.getAttribute('href')).toBe('/new/register?assigned_property=1');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await check.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists the visible lease periods with dates, labels, buttons, selection and the counter', async () => {
    const ids = new Map((await withDb(suite.server, (db) => db.selectFrom('lease_periods').select(['id', 'name']).where('property_id', '=', 1).execute())).map((r) => [r.name, r.id]));
    const { page, problems } = await openPath(suite.browser, suite.server, RIO);
    await hydrated(page, 'lease-periods');
    expect(await periodNames(page)).toEqual([AY26, F26, S27, AY27, F27]);
    expect(await page.locator('#lease-periods').textContent()).not.toContain('Summer 2027');

    const shown = await cards(page).evaluateAll((els) => els.map((e) => [e.querySelector('span')!.textContent, e.querySelector('h3 + p')!.textContent, e.lastElementChild!.textContent, e.getAttribute('data-disabled'), e.getAttribute('aria-current')]));
    expect(shown).toEqual([
      ['Available', '08-20-2026 – 05-14-2027', 'Apply Now', 'false', 'true'],
      ['Available', '08-20-2026 – 12-18-2026', 'Apply Now', 'false', null],
      ['Open to Renewals', '01-11-2027 – 05-14-2027', 'Open to Renewals', 'true', null],
      ['Same Bed Renewals', '08-19-2027 – 05-12-2028', 'Same Bed Renewals', 'true', null],
      ['Full', '08-19-2027 – 12-17-2027', 'Apply Now', 'true', null],
    ]);
    // A Full period has nothing to apply for: its button is inert.
    expect(await cards(page).nth(4).locator('[aria-disabled="true"]').last().textContent()).toBe('Apply Now');
    expect(await cards(page).nth(4).locator('a').count()).toBe(0);
    // Apply Now signs up carrying the period; renewals go to sign-in.
    const apply = (name: string, start: string, end: string) => `/new/register?agreement_period=${ids.get(name)}&start_date=${start}&end_date=${end}`;
    expect(await cards(page).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      apply(AY26, '2026-08-20', '2027-05-14'), apply(F26, '2026-08-20', '2026-12-18'), '/new/login', '/new/login',
    ]);

    // A selectable card takes the selection; a disabled one does not.
    await cards(page).nth(1).locator('h3').click();
    expect(await until(() => currentPeriod(page), [F26])).toEqual([F26]);
    await cards(page).nth(2).locator('h3').click();
    await page.waitForTimeout(200);
    expect(await currentPeriod(page)).toEqual([F26]);

    const counter = page.locator('#lease-periods [data-testid="carousel-counter"]');
    expect(await counter.textContent()).toBe('1 / 5');
    await page.locator('#lease-periods').getByRole('button', { name: 'Next' }).click();
    expect(await until(() => counter.textContent(), '2 / 5')).toBe('2 / 5');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters lease periods by move-in semester, gender and sort order', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, RIO);
    await hydrated(page, 'lease-periods');
    const choose = async (label: string, option: string, expected: string[]) => {
      await page.locator('#lease-periods').getByLabel(label).selectOption({ label: option });
      expect(await until(() => periodNames(page), expected)).toEqual(expected);
    };
    await choose('Move-in Semester', 'Fall 2026', [AY26, F26]);
    await choose('Move-in Semester', 'Spring 2027', [S27]);
    await choose('Move-in Semester', 'Fall 2027', [AY27, F27]);
    await choose('Move-in Semester', 'All semesters', [AY26, F26, S27, AY27, F27]);
    await choose('Gender', 'Male', [AY26, S27, AY27]);
    await choose('Gender', 'Female', [AY26, F26, S27, AY27]);
    await choose('Sort by', 'Descending', [AY27, S27, F26, AY26]);
    await choose('Gender', 'Any', [F27, AY27, S27, F26, AY26]);
    // The first selectable period in the shown order is selected.
    expect(await currentPeriod(page)).toEqual([F26]);
    await choose('Sort by', 'Ascending', [AY26, F26, S27, AY27, F27]);
    expect(await currentPeriod(page)).toEqual([AY26]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows six gallery tiles and loads the lightbox code only when it opens', async () => {
    const lightboxChunks = chunksWith(/client\/public\/islands\/Lightbox\.tsx$/);
    expect(lightboxChunks).toHaveLength(1);
    const isLightbox = (url: string) => url.endsWith(`/${lightboxChunks[0]}`);
    const { page, problems, requests } = await openPath(suite.browser, suite.server, RIO);
    await hydrated(page, 'gallery', '#gallery');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#gallery [data-testid="gallery-tile"]').count()).toBe(6);

    const before = jsAssets(requests);
    expect([...before].filter(isLightbox)).toEqual([]);
    await page.getByRole('button', { name: 'Show all photos' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    const after = jsAssets(requests);
    expect(after.size).toBeGreaterThan(before.size);
    expect([...after].filter((url) => !before.has(url)).some(isLightbox)).toBe(true);

    const counter = page.getByTestId('lightbox-counter');
    expect(await counter.textContent()).toBe('1 / 8');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    expect(await until(() => counter.textContent(), '2 / 8')).toBe('2 / 8');
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Shared living room in a four-bedroom apartment');
    // The photo is shown from its screen-wide WebP copy, not the original upload.
    expect(await until(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && /-w\d+\.webp$/.test(img.currentSrc)), true)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('dialog').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows friends, features, resources, how it works and testimonials without errors', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, RIO);
    await scrollThrough(page);
    await hydrated(page, 'friends', '#friends');
    const friends = page.locator('#friends [data-testid="friend"]');
    expect((await friends.locator('strong').allTextContents()).sort()).toEqual(['Ethan B.', 'Jordan K.', 'Marcus A.', 'Maya R.', 'Priya S.', 'Sofia N.']);
    expect((await friends.locator('span').allTextContents()).sort()).toEqual(['72% match', '77% match', '83% match', '88% match', '91% match', '96% match']);
    expect(await page.locator('#friends').textContent()).not.toContain('Rodriguez');

    const amenities = ['Rooftop terrace', 'Fitness center', '24-hour study lounge', 'High-speed Wi-Fi', 'In-unit washer and dryer', 'Covered bike storage', 'Controlled-access entry'];
    expect(await page.locator('#features [data-testid="amenity"]').allTextContents()).toEqual(amenities);
    const resources = page.locator('#additional-resources a');
    expect((await resources.allTextContents()).map((t) => t.replace('📄', '').trim())).toEqual(['Resident Handbook 2026-2027', 'Move-in Checklist']);
    const pdf = await page.request.get(new URL((await resources.first().getAttribute('href'))!, suite.server.url).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    const steps = await page.locator('#how-it-works li h3').allTextContents();
    expect(steps.map((s) => s.toLowerCase())).toEqual(['select lease period', 'pick unit, room and lease preferences', 'sign and pay', 'quick online approvals']);

    const api = await apiJson<{ name: string }[]>(page, suite.server, '/api/property-testimonials/?property=1');
    await hydrated(page, 'testimonials', '#what-people-say');
    const names = await page.locator('#what-people-say [data-testid="testimonial"] figcaption').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.sort()).toEqual(api.map((t) => t.name).sort());
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps at most 6 testimonials at 375px once hydrated (8 below 960px)', async () => {
    const added = await addTestimonials(suite.server, 1, 7);
    try {
      const { page, problems } = await openPath(suite.browser, suite.server, RIO, PHONE);
      const api = await apiJson<unknown[]>(page, suite.server, '/api/property-testimonials/?property=1');
      expect(api).toHaveLength(10);
      const testimonials = page.locator('#what-people-say [data-testid="testimonial"]');
      expect(await testimonials.count()).toBe(10); // server-rendered, not hydrated yet (below the fold)
      await hydrated(page, 'testimonials', '#what-people-say');
      expect(await until(() => testimonials.count(), Math.min(api.length, 6))).toBe(6);
      await page.setViewportSize({ width: 800, height: 900 });
      expect(await until(() => testimonials.count(), 8)).toBe(8);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await withDb(suite.server, (db) => db.deleteFrom('testimonials').where('id', 'in', added).execute());
    }
  });

  it('validates the contact form, sends it, stores the message and offers Send again', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, RIO);
    await hydrated(page, 'contact-form', '#contact-form');
    const form = page.locator('#contact-form form');
    const send = form.getByRole('button', { name: 'Send message' });
    await send.click();
    expect(await form.locator('[id^="contact-"][id$="-error"]').allTextContents()).toEqual(['Required', 'Required', 'Required', 'Required']);

    const robin = { name: 'Robin Visitor', email: 'robin.visitor-at-example.com', phone_number: '555-12', message: 'Is there a four-bedroom left for fall?' };
    await fillContact(page, '#contact-form', robin);
    await send.click();
    expect(await form.locator('#contact-email-error').textContent()).toBe('Invalid Email');
    expect(await form.locator('#contact-phone_number-error').textContent()).toBe('Incorrect phone');
    expect(await form.locator('#contact-name-error').count()).toBe(0);

    await fillContact(page, '#contact-form', { ...robin, email: 'robin.visitor@example.com', phone_number: '(512) 555-0199' });
    await send.click();
    const result = page.locator('#contact-form [role="status"]');
    await result.getByText('Message sent').waitFor();
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').selectAll().where('email', '=', 'robin.visitor@example.com').execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ property_id: 1, name: 'Robin Visitor', phone_number: '(512) 555-0199', message: 'Is there a four-bedroom left for fall?' });

    await result.getByRole('link', { name: 'Send again' }).click();
    expect(await form.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['', '', '', '']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([PHONE, DESKTOP])("shows the contact phone's country (US +1) and 'Incorrect phone number' once left with a bad number at $width px", async (viewport) => {
    const { page, problems } = await openPath(suite.browser, suite.server, RIO, viewport);
    await hydrated(page, 'contact-form', '#contact-form');
    const form = page.locator('#contact-form form');
    const phone = form.locator('input[name="phone_number"]');
    const hint = form.locator('#contact-phone_number-error');
    expect(await phoneCountry(form, phone)).toBe('US +1');
    expect(await form.getByRole('textbox', { name: 'Phone number (United States, +1)', exact: true }).count()).toBe(1);

    await phone.fill('555-12');
    expect(await hint.count()).toBe(0);
    await phone.press('Tab');
    expect(await hint.textContent()).toBe('Incorrect phone number');
    expect([await phone.getAttribute('aria-invalid'), await phone.getAttribute('aria-describedby')]).toEqual(['true', 'contact-phone_number-error']);
    expect(await phone.inputValue()).toBe('555-12');
    mkdirSync(path.resolve('test-results/screenshots'), { recursive: true });
    await screenshot(form, { path: path.resolve(`test-results/screenshots/contact-phone-hint-${viewport.width}.png`) });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await phone.fill('+1 (512) 555-0199');
    expect(await hint.count()).toBe(0);
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    // Back to a bad number, then a submit: the form's own message replaces the hint.
    await phone.fill('512-555');
    await phone.press('Tab');
    expect(await hint.textContent()).toBe('Incorrect phone number');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await until(() => hint.textContent(), 'Incorrect phone')).toBe('Incorrect phone');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps what was typed into the contact form before its island hydrated', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, RIO);
    // Hold the form's code back while the visitor fills in the server-rendered form.
    const release = await holdIsland(page, /islands\/ContactForm\.tsx$/);
    const early = { name: 'Early Bird', email: 'early.bird@example.com', phone_number: '512-555-0177', message: 'Typed before the page was ready.' };
    await fillContact(page, '#contact-form', early);
    release();
    await hydrated(page, 'contact-form', '#contact-form');
    const form = page.locator('#contact-form form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#contact-form [role="status"]').getByText('Message sent').waitFor();
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').selectAll().where('email', '=', early.email).execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(early);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows Message failed when the server refuses the message', async () => {
    const { page } = await openPath(suite.browser, suite.server, RIO);
    await page.route('**/contact/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await hydrated(page, 'contact-form', '#contact-form');
    const form = page.locator('#contact-form form');
    await fillContact(page, '#contact-form', { name: 'Sam Refused', email: 'sam.refused@example.com', phone_number: '+1 512.555.0100', message: 'Hello?' });
    await form.getByRole('button', { name: 'Send message' }).click();
    const result = page.locator('#contact-form [role="status"]');
    await result.getByText('Message failed').waitFor();
    await result.getByRole('link', { name: 'Send again' }).click();
    await form.waitFor();
    await page.close();
  });

  it('leaves out blocks hidden in the block settings', async () => {
    const { page } = await openPath(suite.browser, suite.server, RIO);
    expect(await page.locator('#gallery, #how-it-works').count()).toBe(2);
    await setBlockVisibility(suite.server, { propertyId: 1 }, ['gallery', 'how-it-works'], false);
    try {
      await settledReload(page);
      expect(await page.locator('#gallery, #how-it-works').count()).toBe(0);
      expect(await page.locator('#features').count()).toBe(1);
    } finally {
      await setBlockVisibility(suite.server, { propertyId: 1 }, ['gallery', 'how-it-works'], true);
    }
    await settledReload(page);
    expect(await page.locator('#gallery, #how-it-works').count()).toBe(2);

    // Nueces Commons has friends, but its friends block is hidden.
    const friends = await apiJson<unknown[]>(page, suite.server, '/api/property-friends?property=2');
    expect(friends.length).toBeGreaterThan(0);
    await settledGoto(page, `${suite.server.url}/new/property/2`);
    expect(await page.locator('main h1').textContent()).toBe('Nueces Commons');
    expect(await page.locator('#friends').count()).toBe(0);
    await page.close();
  });

  it('sends a disabled property to the home page', async () => {
    const { page } = await openPath(suite.browser, suite.server, '/new/property/4');
    expect(page.url()).toBe(`${suite.server.url}/new/`);
    await expect(page.title()).resolves.toBe('Student Leasing - Campus Edge Living');
    await page.close();
  });

  it("shows Couldn't load lease periods / testimonials when they fail, and the rest of the page", async () => {
    await renameTable(suite.server, 'lease_periods', 'lease_periods_x');
    await renameTable(suite.server, 'testimonials', 'testimonials_x');
    try {
      const { page } = await openPath(suite.browser, suite.server, RIO);
      expect(await page.locator('#lease-periods [role="alert"]').textContent()).toBe("Couldn't load lease periods");
      expect(await page.locator('#what-people-say [role="alert"]').textContent()).toBe("Couldn't load testimonials");
      expect(await cards(page).count()).toBe(0);
      expect(await page.locator('main h1').textContent()).toBe('The Rio on 24th');
      expect(await page.locator('#gallery, #features, #how-it-works, #contact-form').count()).toBe(4);
      await page.close();
    } finally {
      await renameTable(suite.server, 'lease_periods_x', 'lease_periods');
      await renameTable(suite.server, 'testimonials_x', 'testimonials');
    }
    const { page } = await openPath(suite.browser, suite.server, RIO);
    expect([await page.locator('[role="alert"]').count(), await cards(page).count()]).toEqual([0, 5]);
    await page.close();
  });
});
