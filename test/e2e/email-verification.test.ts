import { describe, expect, it } from '@jest/globals';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { lastMailTo } from '../helpers/outbox';
import { managerSuite } from './manager-helpers';
import { newPage, settledGoto, withDb } from './page-helpers';

const MANAGER = { email: 'vic.manager@example.com', password: 'Manager-Pass1', firstName: 'Vic' };

/** A student registers with a password, asking for the demo's first property. */
async function register(first: string, last: string, email: string): Promise<void> {
  const body = { email, first_name: first, last_name: last, cell_phone: '(512) 555-0142', password: 'Longhorns2026', password_confirmation: 'Longhorns2026', gender: 'F', is_active: true, assigned_property: 1 };
  const res = await fetch(`${suite.server.url}/api/users/sign_up/`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: suite.server.url }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
}

const suite = managerSuite(MANAGER, undefined, async () => {
  await register('Vera', 'Quill', 'vera.quill@example.com');
  await register('Uma', 'Stone', 'uma.stone@example.com');
});

describe('e-mail verification in Chromium', () => {
  it('verifies the address from the mailed link with one click, and the link works once', async () => {
    const { path } = await withDb(suite.server, (db) => lastMailTo(db, 'vera.quill@example.com'));
    const { page, problems } = await newPage(suite.browser);
    await settledGoto(page, `${suite.server.url}${path}`);
    expect(await page.locator('main h1').textContent()).toBe('Verify your e-mail address');
    // Vera registered asking for the first property and has begun no application: the way on leads back to it.
    await Promise.all([page.waitForURL(`${suite.server.url}/new/email-verified?next=%2Fnew%2Fproperty%2F1`), page.getByRole('button', { name: 'Verify my e-mail address' }).click()]);
    expect(await page.locator('main h1').textContent()).toBe(VERIFY_EMAIL_MESSAGES.verified);
    expect(await page.title()).toContain('E-mail address verified');
    const onward = page.getByTestId('continue');
    expect(await onward.textContent()).toBe('Back to the property');
    await Promise.all([page.waitForURL(`${suite.server.url}/new/property/1`), onward.click()]);

    await settledGoto(page, `${suite.server.url}${path}`);
    expect(await page.locator('main h1').textContent()).toBe('This link cannot be used');
    expect(await page.getByText(VERIFY_EMAIL_MESSAGES.linkInvalid).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows managers whether each request's e-mail is verified", async () => {
    const page = await suite.signIn();
    await page.getByLabel('Manager navigation').getByRole('link', { name: /Reservations/ }).click();
    const rows = page.getByTestId('reservation-row');
    await rows.first().waitFor();
    const badgeOf = (name: string) => rows.filter({ hasText: name }).getByTestId('email-verified').textContent();
    expect(await badgeOf('Vera Quill')).toBe('Verified');
    expect(await badgeOf('Uma Stone')).toBe('Not verified');
    await page.close();
  });
});
