import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { API_ERRORS } from '../../shared/messages';
import { PropertyPatchSchema } from '../../shared/schemas/webpages';
import { managerSuite } from './manager-helpers';
import { settledGoto, withDb } from './page-helpers';

// The editors' failure texts (2-manager-settings.md §8). Only the network is faked: one request is
// answered 500 by page.route, the way our server answers an unexpected error; everything else is real.

const MANAGER = { email: 'fiona.failures@example.com', password: 'Manager-Pass1', firstName: 'Fiona' };

const suite = managerSuite(MANAGER);

/**
 * Answers 500 to the requests with this method and path (and query, when given); counts them.
 * Every other request goes to the suite.server.
 */
async function failRequests(page: Page, method: string, pathname: string, search = ''): Promise<() => number> {
  let failed = 0;
  await page.route(
    (url) => url.pathname === pathname && (!search || url.search === search),
    (route) => {
      if (route.request().method() !== method) return route.continue();
      failed++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: API_ERRORS.serverError }) });
    },
  );
  return () => failed;
}

async function openPropertyEditor(page: Page, id: number) {
  await settledGoto(page, `${suite.server.url}/new/manager/settings/property-webpages/${id}/edit`);
  await page.getByRole('heading', { level: 1, name: /^Edit / }).waitFor();
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);

const LISTS = [
  { section: 'gallery', path: '/api/property-images/', text: "Couldn't load property images", rowTestId: 'image-row' },
  { section: 'features', path: '/api/amenities/', text: "Couldn't load amenities", rowTestId: 'feature-row' },
  { section: 'additional-resources', path: '/api/property-resources/', text: "Couldn't load resources", rowTestId: 'resource-row' },
  { section: 'testimonials', path: '/api/testimonials/', text: "Couldn't load testimonials", rowTestId: 'testimonial-row' },
] as const;

describe('property editor: a sub-editor list that does not load', () => {
  it.each(LISTS)("shows '$text' in its section, and the other sections keep their lists", async (list) => {
    const page = await suite.page();
    const failed = await failRequests(page, 'GET', list.path, '?prop=1');
    await openPropertyEditor(page, 1);

    await expect(section(page, list.section).getByRole('alert').textContent()).resolves.toBe(list.text);
    expect(failed()).toBe(1);
    // Nothing to edit there: no rows, no 'Add new'.
    expect(await section(page, list.section).getByTestId(list.rowTestId).count()).toBe(0);
    expect(await section(page, list.section).getByRole('button', { name: /^Add new/ }).count()).toBe(0);
    for (const other of LISTS.filter((l) => l !== list)) {
      expect(await section(page, other.section).getByTestId(other.rowTestId).count()).toBeGreaterThan(0);
      expect(await section(page, other.section).getByRole('alert').count()).toBe(0);
    }
    await page.close();
  });
});

describe('property editor: a testimonial delete that fails', () => {
  it("shows 'Couldn't delete testimonial' with the server's reason and keeps the testimonial", async () => {
    const page = await suite.page();
    page.on('dialog', (d) => void d.accept());
    const stored = () => withDb(suite.server, (db) => db.selectFrom('testimonials').select(['id', 'name']).where('property_id', '=', 1).orderBy('id').execute());
    const before = await stored();
    const victim = before[0]!;
    const failed = await failRequests(page, 'DELETE', `/api/testimonials/${victim.id}/`);
    await openPropertyEditor(page, 1);

    const testimonials = section(page, 'testimonials');
    await testimonials.getByRole('button', { name: `Delete ${victim.name}` }).click();
    // The alert holds the text and its dismiss button.
    await testimonials.getByRole('alert').getByText(`Couldn't delete testimonial. ${API_ERRORS.serverError}`, { exact: true }).waitFor();
    expect(failed()).toBe(1);
    await expect(testimonials.getByTestId('testimonial-row').count()).resolves.toBe(before.length);
    await testimonials.getByRole('button', { name: `Delete ${victim.name}` }).waitFor();
    expect(await stored()).toEqual(before);
    await page.close();
  });
});

describe('company editor: testimonials that do not load', () => {
  it("shows 'Couldn't load testimonials' in its section, and the rest of the editor works", async () => {
    const page = await suite.page();
    const failed = await failRequests(page, 'GET', '/api/testimonials/', '?prop=2');
    await settledGoto(page, `${suite.server.url}/new/manager/settings/company-webpage`);
    await page.getByRole('heading', { level: 1, name: 'Company Webpage Editor' }).waitFor();

    await expect(section(page, 'testimonials').getByRole('alert').textContent()).resolves.toBe("Couldn't load testimonials");
    expect(failed()).toBe(1);
    expect(await page.getByTestId('company-testimonial-row').count()).toBe(0);
    expect(await page.getByTestId('property-status-row').count()).toBeGreaterThan(0);
    expect(await section(page, 'portfolio').getByTestId('portfolio-row').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('property editor: a coordinate that is not a number', () => {
  it('is refused with the API schema’s field error and the spec text, without sending the save', async () => {
    const page = await suite.page();
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r.url());
    });
    const storedLatitude = () => withDb(suite.server, (db) => db.selectFrom('properties').select('latitude').where('id', '=', 3).executeTakeFirstOrThrow());
    const before = await storedLatitude();
    await openPropertyEditor(page, 3);

    await page.getByLabel('Latitude', { exact: true }).fill('north');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Couldn't save property", { exact: true }).waitFor();
    const expected = PropertyPatchSchema.shape.latitude.safeParse('north').error!.issues[0]!.message;
    await expect(section(page, 'address').locator('#latitude-error').textContent()).resolves.toBe(expected);
    await expect(page.getByLabel('Latitude', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(patches).toEqual([]);
    expect(await storedLatitude()).toEqual(before);
    await page.close();
  });
});
