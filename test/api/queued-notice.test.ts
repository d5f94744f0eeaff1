import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createMessageQueue } from '../../server/services/messaging/queue';
import { queueNotice, type Notice } from '../../server/services/messaging/notify';
import { createTestContext, type TestContext } from '../helpers/test-app';

// A notice that must not be lost is written to the message queue in the transaction of the change it
// announces (issue 46): it commits or rolls back with that change, and a secret link it carries
// leaves the stored text once the message is sent.

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const SECRET = 'http://localhost/new/sign/s3cr3t-token-abc';

const notice = (to: string, kind: 'secret' | 'plain'): Notice => ({
  event: 'lease_executed',
  organizationId: null,
  to,
  userId: null,
  values: {},
  link: { url: SECRET, kind, label: 'Download the signed documents' },
  builtIn: { to, subject: 'Your lease is signed', text: `Download it: ${SECRET}`, html: `<p><a href="${SECRET}">Download</a></p>` },
});

const rowsTo = (to: string) => ctx.db.selectFrom('messages').select(['status', 'text', 'html', 'secret_link']).where('to', '=', to).execute();
const drained = async () => {
  const queue = createMessageQueue({ db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, holder: 'test 127.0.0.1:0' });
  queue.kick();
  await queue.idle();
};

describe('a queued notice', () => {
  it('is sent with its secret link, and the log keeps it without the link', async () => {
    await ctx.db.transaction().execute((trx) => queueNotice(trx, notice('guarantor@example.com', 'secret')));
    expect(await rowsTo('guarantor@example.com')).toEqual([{ status: 'queued', text: `Download it: ${SECRET}`, html: expect.stringContaining(SECRET), secret_link: SECRET }]);
    await drained();
    const [mail] = await ctx.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', 'guarantor@example.com').execute();
    expect(mail).toEqual({ subject: 'Your lease is signed', text: `Download it: ${SECRET}` });
    expect(await rowsTo('guarantor@example.com')).toEqual([{ status: 'kept', text: 'Download it: [link]', html: '<p><a href="[link]">Download</a></p>', secret_link: null }]);
  });

  it('keeps a plain link in the log as it was sent', async () => {
    await ctx.db.transaction().execute((trx) => queueNotice(trx, notice('tenant@example.com', 'plain')));
    await drained();
    expect(await rowsTo('tenant@example.com')).toEqual([{ status: 'kept', text: `Download it: ${SECRET}`, html: expect.stringContaining(SECRET), secret_link: null }]);
  });

  it('is not written when the change it announces rolls back', async () => {
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await queueNotice(trx, notice('rolled@example.com', 'plain'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await drained();
    expect(await rowsTo('rolled@example.com')).toEqual([]);
    expect(await ctx.db.selectFrom('outbox').select('id').where('to', '=', 'rolled@example.com').execute()).toEqual([]);
  });
});
