import { afterEach, describe, expect, it } from '@jest/globals';
import { smtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext | undefined;
let smtp: SmtpSink | undefined;
afterEach(async () => {
  await ctx?.close();
  await smtp?.close();
  ctx = undefined;
  smtp = undefined;
});

const message = {
  to: 'maya@example.com',
  subject: 'Your sign-in link',
  text: 'Open http://localhost:3000/new/access/abc123 to sign in.',
  html: '<p><a href="http://localhost:3000/new/access/abc123">Sign in</a></p>',
};

describe('mailer', () => {
  it('stores each message in the outbox and logs recipient and subject, but not its links, when no SMTP_URL is set', async () => {
    ctx = await createTestContext();
    await ctx.mailer.send(message);
    const rows = await ctx.db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    expect(ctx.logLines).toEqual([expect.objectContaining({ level: 30, to: message.to, subject: message.subject, msg: 'mail stored in outbox (npm run outbox lists it)' })]);
    expect(JSON.stringify(ctx.logLines)).not.toContain('abc123');
  });

  it('logs the links of stored mail with LOG_LEVEL=debug', async () => {
    ctx = await createTestContext({ env: { LOG_LEVEL: 'debug' } });
    await ctx.mailer.send(message);
    const line = ctx.logLines.find((l) => l.msg === 'links in the stored mail');
    expect(line).toMatchObject({ level: 20, to: message.to, links: ['http://localhost:3000/new/access/abc123'] });
  });

  it('sends through SMTP_URL when it is set, and keeps nothing in the outbox', async () => {
    smtp = await smtpSink();
    const { received } = smtp;
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
    await ctx.mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: maya@example.com');
    expect(received[0]).toContain('Subject: Your sign-in link');
    expect(received[0]).toContain('multipart/alternative');
    expect(await ctx.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
