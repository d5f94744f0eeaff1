import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { lastMailTo } from '../helpers/outbox';
import { horizontalOverflow, newPage, PHONE, publicSuite, screenshot, settledGoto, withDb } from './page-helpers';

const STUDENT = { email: 'wren.ashby@example.com', password: 'Longhorns2026' };
const shots = path.resolve('test-results/screenshots');

const suite = publicSuite(async () => {
  // An unverified student with no link sent yet (registration's own mail would start the cooldown).
  await withDb(suite.server, async (db) =>
    insertUser(db, { email: STUDENT.email, passwordHash: await hashOnce(STUDENT.password), roles: ['student'], organizationId: null, firstName: 'Wren', lastName: 'Ashby' }),
  );
});

describe('a new verification link from My reservations, in Chromium', () => {
  it('asks for a link, follows it, and comes back to a verified address', async () => {
    const { page, problems } = await newPage(suite.browser, PHONE);
    await settledGoto(page, `${suite.server.url}/new/login`);
    await page.fill('input[name=email]', STUDENT.email);
    await page.fill('input[name=password]', STUDENT.password);
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), page.getByRole('button', { name: 'Sign In' }).click()]);

    const profile = page.getByRole('region', { name: 'My profile' });
    expect(await profile.getByTestId('email-verified').textContent()).toBe(VERIFY_EMAIL_MESSAGES.notVerifiedBadge);
    await Promise.all([
      page.waitForURL(`${suite.server.url}/new/tenant/reservations?verification=sent`),
      profile.getByRole('button', { name: 'Send a new verification link' }).click(),
    ]);
    expect(await page.getByRole('status').textContent()).toBe(VERIFY_EMAIL_MESSAGES.sent(STUDENT.email));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, { path: path.join(shots, 'verification-link-sent-375.png'), fullPage: true });

    const { path: linkPath } = await withDb(suite.server, (db) => lastMailTo(db, STUDENT.email));
    await settledGoto(page, `${suite.server.url}${linkPath}`);
    await Promise.all([page.waitForURL(`${suite.server.url}/new/email-verified`), page.getByRole('button', { name: 'Verify my e-mail address' }).click()]);

    await settledGoto(page, `${suite.server.url}/new/tenant/reservations`);
    expect(await profile.getByTestId('email-verified').textContent()).toBe(VERIFY_EMAIL_MESSAGES.verifiedBadge);
    expect(await profile.getByRole('button', { name: 'Send a new verification link' }).count()).toBe(0);
    expect(await page.getByRole('status').count()).toBe(0);
    await screenshot(page, { path: path.join(shots, 'verification-link-verified-375.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
