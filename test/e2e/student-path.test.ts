import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { applyingForText } from '../../shared/applying-for';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { MESSAGE_TEXTS } from '../../shared/notifications/texts';
import { lastMailTo } from '../helpers/outbox';
import { askOnly } from './application-settings';
import { managerSuite } from './manager-helpers';
import { authModal, DESKTOP, horizontalOverflow, hydrated, openModalWith, PHONE, settledGoto, withDb } from './page-helpers';

/**
 * Issue 45's student path, clicked through as a newcomer: a lease period on a property page, the
 * dialog naming it, registering, the verification link from the outbox and back to the application
 * begun, the account's details already in it, the date of birth as a person reads it, and the
 * Messages page saying Sent. Screenshots (375 and 1280 px) go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;
const MANAGER = { email: 'path.manager@example.com', password: 'Manager-Pass1', firstName: 'Pat' };
const NEWCOMER = { first: 'Nia', last: 'Reyes', email: 'nia.reyes@example.com', phone: '(512) 555-0177', password: 'Register-Me-1' };
/** The questions the company asks: the account's three, and the date of birth. */
const ASKED = ['pi_name', 'pi_phone', 'pi_email', 'pi_date_of_birth'];

const suite = managerSuite(MANAGER, undefined, async () => {
  await askOnly(suite.server, MANAGER, ASKED);
});

/** Screenshots of the page as it is at 1280 px and at 375 px (then back), when SHOTS_DIR is set; a dialog is shot as the viewport shows it. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage });
  await page.setViewportSize(PHONE);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), fullPage });
  await page.setViewportSize(DESKTOP);
}

/** The first period on the property page a visitor can apply for, and the line the dialog should show for it. */
async function firstOpenPeriod(propertyId: number) {
  return withDb(suite.server, async (db) => {
    const p = await db
      .selectFrom('lease_periods')
      .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
      .select(['lease_periods.name', 'lease_periods.start_date', 'lease_periods.end_date', 'properties.name as property'])
      .where('lease_periods.property_id', '=', propertyId)
      .where('lease_periods.visible', '=', 1)
      .where('lease_periods.open_to_renewals', '=', 0)
      .where('lease_periods.allow_same_bed_renewals', '=', 0)
      .orderBy('lease_periods.start_date')
      .executeTakeFirstOrThrow();
    return { name: p.name, line: applyingForText({ property: p.property, period: p }) };
  });
}

describe('the student path in Chromium', () => {
  it('applies from a period: the dialog names it, register, verify from the mail, back to the application prefilled, submit', async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));

    // A period on the property page: its Apply Now opens the dialog naming the period, its property and dates.
    const period = await firstOpenPeriod(1);
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'lease-periods');
    const card = page.locator('#lease-periods [data-testid="lease-period"]').filter({ has: page.locator('h3', { hasText: period.name }) });
    await openModalWith(page, card.getByRole('link', { name: 'Apply Now' }));
    expect(await authModal(page).getByTestId('applying-for').textContent()).toBe(period.line);
    await authModal(page).getByRole('link', { name: 'Register with a password' }).click();
    expect(await authModal(page).locator('#auth-title').textContent()).toBe('Create your account');
    expect(await authModal(page).getByTestId('applying-for').textContent()).toBe(period.line);
    await shoot(page, '1-register-dialog', false);

    const form = authModal(page).getByRole('form', { name: 'Register' });
    await form.getByLabel('First name').fill(NEWCOMER.first);
    await form.getByLabel('Last name').fill(NEWCOMER.last);
    await form.getByLabel('Email').fill(NEWCOMER.email);
    await form.getByLabel('Phone').fill(NEWCOMER.phone);
    await form.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
    await form.getByLabel('Confirm password').fill(NEWCOMER.password);
    await form.getByLabel('Female').check();
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), form.getByRole('button', { name: 'Register' }).click()]);

    // My reservations: not verified yet, and where the link went.
    const profile = page.getByRole('region', { name: 'My profile' });
    expect(await profile.getByTestId('email-verified').textContent()).toBe(VERIFY_EMAIL_MESSAGES.notVerifiedBadge);
    expect(await profile.getByTestId('verify-hint').textContent()).toBe(VERIFY_EMAIL_MESSAGES.emailedLink(NEWCOMER.email));
    await shoot(page, '2-my-reservations');

    // The student begins the application, then opens the mailed link.
    await hydrated(page, 'start-application');
    await Promise.all([page.waitForURL(/\/new\/tenant\/applications\/\d+$/), page.getByRole('button', { name: 'Start application' }).click()]);
    const applicationPath = new URL(page.url()).pathname;
    const { path: linkPath } = await withDb(suite.server, (db) => lastMailTo(db, NEWCOMER.email));
    await settledGoto(page, `${suite.server.url}${linkPath}`);
    await Promise.all([page.waitForURL(/\/new\/email-verified/), page.getByRole('button', { name: 'Verify my e-mail address' }).click()]);
    expect(await page.locator('main h1').textContent()).toBe(VERIFY_EMAIL_MESSAGES.verified);
    const onward = page.getByTestId('continue');
    expect(await onward.textContent()).toBe('Continue your application');
    await shoot(page, '3-verified');

    // Back in the application: the account's name, phone and e-mail are already there.
    await Promise.all([page.waitForURL(`${suite.server.url}${applicationPath}`), onward.click()]);
    await hydrated(page, 'application-form');
    expect(await page.getByLabel('Full name').inputValue()).toBe(`${NEWCOMER.first} ${NEWCOMER.last}`);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(NEWCOMER.email);
    expect(await page.getByLabel('Phone number').inputValue()).toMatch(/512.*555.*0177/);
    expect(await page.getByTestId('verify-email-notice').count()).toBe(0);
    await shoot(page, '4-application-prefilled');

    await page.getByLabel('Date of birth').fill('2006-03-14');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByTestId('application-status').textContent()).resolves.toBe('Submitted');
    const born = page.locator('dt', { hasText: 'Date of birth' }).locator('xpath=following-sibling::dd[1]');
    expect(await born.textContent()).toBe('Mar 14, 2006');
    expect(await page.getByText('2006-03-14').count()).toBe(0);
    await shoot(page, '5-application-submitted');

    // Messages: what was mailed reads Sent, never the operator's 'In outbox'.
    await settledGoto(page, `${suite.server.url}/new/tenant/messages`);
    const messages = page.getByTestId('student-message');
    expect(await messages.count()).toBeGreaterThan(0);
    const statuses = await messages.locator('.status').allTextContents();
    expect(new Set(statuses)).toEqual(new Set([MESSAGE_TEXTS.studentStatus.sent]));
    expect(await page.getByText(MESSAGE_TEXTS.status.kept).count()).toBe(0);
    await shoot(page, '6-messages');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
