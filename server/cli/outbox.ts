import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { listOutbox } from '../queries/outbox';
import { DAY_MS } from '../auth/token-use';
import { sweepExpired } from '../services/system/housekeeping';

const RULE = '-'.repeat(72);

/**
 * npm run outbox: the mail an install without SMTP_URL kept instead of sending (recipient, subject,
 * time and text with its link), and the text messages one without SMS_URL kept, for the operator
 * to pass on. Mail whose link was used or has
 * expired is deleted first, so every link shown still works.
 */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await sweepExpired(db, { tokenIdleMs: config.tokenIdleDays * DAY_MS });
    const mail = await listOutbox(db);
    if (config.smtpUrl) console.log('SMTP_URL is set: new mail is sent, not kept here.');
    if (config.sms) console.log('SMS_URL is set: new text messages are sent, not kept here.');
    if (!mail.length) {
      console.log('The outbox is empty.');
      return;
    }
    console.log(`${mail.length} message${mail.length === 1 ? '' : 's'} not sent (oldest first):`);
    for (const m of mail) {
      const head = m.channel === 'sms' ? `Text message to: ${m.to}` : `To: ${m.to}\nSubject: ${m.subject}`;
      console.log(`${RULE}\n#${m.id}  ${m.created_at}\n${head}\n\n${m.text}`);
    }
    console.log(RULE);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `outbox failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
