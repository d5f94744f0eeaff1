import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Mailer } from '../../server/mail/mailer';
import { createMessageQueue, STALE_MS, SWEEP_MS } from '../../server/services/messaging/queue';
import { createTestContext, type TestContext } from '../helpers/test-app';

// A process killed mid-send (kill -9) leaves the rows it had claimed "sending": here a queue whose
// mailer never answers holds them and is dropped, as a dead process holds them. Time passing is the
// claims' refresh time moved back, as other tests age their rows.

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const HERE = 'web-1 0.0.0.0:3000';
const OTHER = 'web-2 0.0.0.0:3000';
const ROWS = 30;

async function queueRows(): Promise<void> {
  const rows = Array.from({ length: ROWS }, (_, i) => ({ channel: 'email' as const, to: `r${i}@example.com`, subject: 'S', text: 'T', status: 'queued' as const }));
  await ctx.db.insertInto('messages').values(rows).execute();
}

/** How many messages are in each status. */
async function statuses(): Promise<Record<string, number>> {
  const rows = await ctx.db.selectFrom('messages').select(['status', ctx.db.fn.countAll<number>().as('n')]).groupBy('status').execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** How many times each queued address got its message (the outbox keeps every delivery). */
async function deliveries(): Promise<number[]> {
  const rows = await ctx.db.selectFrom('outbox').select('to').where('to', 'like', 'r%@example.com').execute();
  return Array.from({ length: ROWS }, (_, i) => rows.filter((r) => r.to === `r${i}@example.com`).length);
}

async function claimedBy(holder: string): Promise<number> {
  return (await ctx.db.selectFrom('messages').select('id').where('status', '=', 'sending').where('claimed_by', '=', holder).execute()).length;
}

/** Moves the time the holder last refreshed its claims back past the staleness: minutes went by without a refresh. */
async function ageClaims(holder: string): Promise<void> {
  await ctx.db.updateTable('messages').set({ claimed_at: new Date(Date.now() - STALE_MS - 1000).toISOString() }).where('claimed_by', '=', holder).execute();
}

/** A mailer whose sends wait until released; `started` resolves at the first send (the chunk is claimed by then). */
function gatedMailer() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let first: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (first = resolve));
  const sent: string[] = [];
  const mailer: Mailer = {
    smsProvider: false,
    async send(message) {
      first();
      await gate;
      sent.push(message.to);
      return ctx.mailer.send(message);
    },
    sendSms: () => Promise.reject(new Error('no texts here')),
  };
  return { mailer, started, sent, release: () => open() };
}

/** A process that claimed a chunk and died on its first message: it holds the chunk and never finishes. */
async function deadHolder(holder: string): Promise<void> {
  const dead = gatedMailer();
  createMessageQueue({ db: ctx.db, mailer: dead.mailer, logger: ctx.logger, holder }).kick();
  await dead.started;
}

const queue = (holder: string, mailer: Mailer = ctx.mailer, now?: () => number) => createMessageQueue({ db: ctx.db, mailer, logger: ctx.logger, holder, now });

describe('a queue whose process was killed mid-send', () => {
  it('is taken back at once by the same instance restarted, and every message goes once', async () => {
    await queueRows();
    await deadHolder(HERE);
    expect(await claimedBy(HERE)).toBe(20);

    const restarted = queue(HERE);
    const stop = restarted.start();
    await restarted.idle();
    await stop();
    expect(await statuses()).toEqual({ kept: ROWS });
    expect(await deliveries()).toEqual(Array(ROWS).fill(1));
  });

  it('is taken back by another instance’s sweep once nobody refreshed it for minutes, not before', async () => {
    await queueRows();
    await deadHolder(HERE);
    const other = queue(OTHER);
    const stop = other.start();
    await other.idle();
    // The rows the dead process claimed were refreshed moments ago: another instance leaves them.
    await other.sweep();
    await other.idle();
    expect(await statuses()).toEqual({ sending: 20, kept: ROWS - 20 });

    await ageClaims(HERE);
    await other.sweep();
    await other.idle();
    await stop();
    expect(await statuses()).toEqual({ kept: ROWS });
    expect(await deliveries()).toEqual(Array(ROWS).fill(1));
  });
});

describe('a live holder', () => {
  it('keeps its claims through another instance’s sweep: its own sweeps refresh them while it works', async () => {
    await queueRows();
    const slow = gatedMailer();
    const live = queue(HERE, slow.mailer);
    live.kick();
    await slow.started;
    // Minutes pass while it sends; its sweeps refresh the claims it holds as they come.
    await ageClaims(HERE);
    await live.sweep();
    const other = queue(OTHER);
    await other.sweep();
    await other.idle();
    expect(await claimedBy(HERE)).toBe(20);

    slow.release();
    await live.idle();
    expect(await statuses()).toEqual({ kept: ROWS });
    expect(await deliveries()).toEqual(Array(ROWS).fill(1));
  });

  it('that stalled past the staleness confirms its claims before sending, and leaves those another took back', async () => {
    await queueRows();
    let clock = Date.now();
    const stalled = gatedMailer();
    const holder = queue(HERE, stalled.mailer, () => clock);
    holder.kick();
    await stalled.started;
    // It hangs on its first message for minutes without a refresh; another instance takes its chunk back and sends it all.
    await ageClaims(HERE);
    const other = queue(OTHER);
    await other.sweep();
    await other.idle();
    clock += SWEEP_MS + 1000;
    stalled.release();
    await holder.idle();

    // The message it was handing over when it stalled went twice (at least once, as ever); no other did.
    expect(stalled.sent).toEqual(['r0@example.com']);
    expect(await deliveries()).toEqual([2, ...Array(ROWS - 1).fill(1)]);
    expect(await statuses()).toEqual({ kept: ROWS });
  });

  it('hands back the rows it had not sent when it stops', async () => {
    await queueRows();
    const slow = gatedMailer();
    const live = queue(HERE, slow.mailer);
    const stop = live.start();
    await slow.started;
    const stopped = stop();
    slow.release();
    await stopped;
    expect(await statuses()).toEqual({ kept: 1, queued: ROWS - 1 });
    expect(await claimedBy(HERE)).toBe(0);
  });
});
