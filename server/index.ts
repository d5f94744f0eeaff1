import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { dialectOf } from './db/dialect';
import { runOnce } from './db/run-once';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { seedDemoIfEmpty } from './seed/demo';
import { loadFileType } from './uploads/file-type';
import { sweepPrivateFiles, sweepUploads } from './uploads/sweep';
import { DAY_MS } from './auth/token-use';
import { startHousekeeping } from './services/system/housekeeping';
import { settleDataKey } from './services/system/data-key';
import { settleCompanySeal } from './services/system/company-seal-at-start';
import { backfillImageVariants } from './uploads/variant-backfill';
import { queuePendingExecutions } from './services/lease-execution/execute';
import { startReminders } from './services/ledger/reminders';
import { startLateFees } from './services/ledger/late-fee-job';
import { startHoldExpirySweep } from './services/selection/expiry-sweep';
import { startRenewalHoldRelease } from './services/leasing/renewal-holds';
import { startAutopayCharges } from './services/payments/autopay-charge';
import { startSocialRefresh } from './services/webpages/social-feed';

/** How old a file or media row must be before a start-up sweep on shared folders may take it for a leftover. */
const SHARED_FOLDERS_GRACE_MS = 60 * 60 * 1000;

async function main() {
  const loaded = loadConfig();
  const logger = createLogger(loaded.logLevel);
  const db = openDatabase(loaded.database, { poolSize: loaded.databasePoolSize });
  await migrateToLatest(db);
  // The data key must be the one the stored identity numbers were encrypted with (else ConfigError).
  const config = { ...loaded, dataEncryptionKey: await settleDataKey(db, loaded) };
  if (await runOnce(db, 'seed-demo', () => seedDemoIfEmpty(db, config.uploadsDir))) logger.info('empty database: demo company loaded');
  await settleCompanySeal(db, config, logger);
  // Before listening: no upload of this process is in flight, so every file without a row is a
  // leftover; on PostgreSQL other instances may share the folders, so only files an hour old count.
  const sweep = dialectOf(db).name === 'postgres' ? { settledBefore: Date.now() - SHARED_FOLDERS_GRACE_MS } : {};
  await runOnce(db, 'sweep-files', async () => {
    await sweepUploads(db, config.uploadsDir, logger, sweep);
    await sweepPrivateFiles(db, config.privateFilesDir, logger, sweep);
  });

  const stopHousekeeping = startHousekeeping(db, logger, { tokenIdleMs: config.tokenIdleDays * DAY_MS });
  const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom, sms: config.sms });
  const app = createApp({ db, config, mailer, logger });
  // The first visitor should not wait for React and the pages to load, nor the visitors of the first upload for its sniffer.
  await Promise.all([app.locals.loadPages(), loadFileType()]);
  let stopping = false;
  let stopMessageQueue = async () => {};
  let stopExecutions = async () => {};
  // A lease signed by everyone before a stop, not yet executed, is queued again; the executions' first sweep finishes it.
  const pending = await runOnce(db, 'finish-executions', () => queuePendingExecutions(db)).catch((err: unknown) => logger.error({ err }, 'queueing lease executions failed'));
  if (pending?.length) logger.warn({ leases: pending }, 'leases signed by everyone before a stop are executed now');
  // Express 5 hands a failed listen (a port in use, no permission) to this callback.
  const server: Server = app.listen(config.port, config.host, (err?: Error) => {
    if (err) {
      stopping = true;
      logger.fatal({ err }, `could not listen on ${config.host}:${config.port}: ${err.message}`);
      stopHousekeeping();
      app.locals.sessionStore.close();
      void db.destroy().finally(() => process.exit(1));
      return;
    }
    logger.info({ url: `${config.baseUrl}/new/`, port: config.port }, 'listening');
    // Only once the address is ours: the queue's claims go under it, and at start it takes back the
    // claims its name left (a second process on a taken port must not take a live one's).
    stopMessageQueue = app.locals.messageQueue.start();
    stopExecutions = app.locals.executions.start();
  });
  const stopReminders = startReminders({ db, mailer, logger, baseUrl: config.baseUrl, daysBefore: config.reminderDaysBefore, intervalDays: config.reminderIntervalDays });
  // A property's late fee policy, applied once per company day (issue 50, ADR 046).
  const stopLateFees = startLateFees({ db, logger });
  const stopHoldRelease = startRenewalHoldRelease({ db, logger });
  // Room selection's holds that ran out are freed within SWEEP_EVERY_MS (issue 49).
  const stopHoldExpiry = startHoldExpirySweep({ db, logger });
  // Autopay charges what is due on each due date, once a day, when online payments are on (issue 48).
  const provider = app.locals.payments;
  const stopAutopay = provider ? startAutopayCharges({ db, provider, baseUrl: config.baseUrl, fees: config.paymentFees, logger, messageQueue: app.locals.messageQueue }) : () => {};
  const stopSocialRefresh = startSocialRefresh({ db, uploadsDir: config.uploadsDir, dataEncryptionKey: config.dataEncryptionKey, graphUrl: config.instagramGraphUrl }, logger);
  void runOnce(db, 'image-copies', () => backfillImageVariants(db, config.uploadsDir, logger, () => stopping)).catch((err) => logger.error({ err }, 'image copies backfill failed'));

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    server.close(async () => {
      app.locals.sessionStore.close();
      await stopExecutions();
      await app.locals.pdf.close();
      stopHousekeeping();
      stopReminders();
      stopHoldRelease();
      stopLateFees();
      stopHoldExpiry();
      stopAutopay();
      stopSocialRefresh();
      await stopMessageQueue();
      await db.destroy();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('requests still running after 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  // A refused configuration is its message alone (no stack): what to change, and where.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
