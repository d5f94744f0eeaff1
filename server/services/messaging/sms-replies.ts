import { createHmac, timingSafeEqual } from 'node:crypto';
import { START_WORDS, STOP_WORDS } from '../../../shared/notifications/texts';
import { recordAuditEvent } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { e164 } from '../../mail/sms';
import { setTextingChoices, usersWithPhoneEnding } from '../../queries/messages';
import { keepSmsReply } from '../../queries/sms-replies';

/**
 * Whether a provider's post is signed with our credentials, the way Twilio signs its webhooks: the
 * HMAC-SHA1, keyed by the auth token (the password part of SMS_AUTH), of the URL it posted to
 * followed by each field's name and value in name order, in base64 (`X-Twilio-Signature`).
 */
export function isSignedBy(authToken: string, url: string, fields: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const data = url + Object.keys(fields).sort().map((key) => key + fields[key]).join('');
  const expected = createHmac('sha1', authToken).update(data, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A reply from a phone: STOP (or the carriers' other stop words) opts the number out of every text
 * message, START opts it back in to informational ones. Anything else changes nothing. Each reply
 * acts once: its MessageSid is kept in the same transaction, and a post of a kept one (Twilio signs
 * no timestamp, so a signed post can be replayed) changes nothing. Answers what it did.
 */
export async function takeSmsReply(db: Db, reply: { messageSid: string; from: string; body: string }): Promise<'stopped' | 'started' | 'ignored' | 'repeated'> {
  const word = reply.body.trim().toUpperCase();
  const stop = (STOP_WORDS as readonly string[]).includes(word);
  const start = (START_WORDS as readonly string[]).includes(word);
  const number = e164(reply.from);
  const choices = stop ? { informational_opt_in: 0, marketing_opt_in: 0 } : { informational_opt_in: 1 };
  return db.transaction().execute(async (trx) => {
    if (!(await keepSmsReply(trx, reply.messageSid))) return 'repeated';
    if ((!stop && !start) || !number) return 'ignored';
    const people = (await usersWithPhoneEnding(trx, number.slice(-4))).filter((u) => e164(u.cell_phone) === number);
    if (!people.length) return 'ignored';
    await setTextingChoices(trx, people.map((p) => p.id), choices);
    for (const p of people) {
      await recordAuditEvent(trx, { actor: { userId: null, name: 'SMS reply', ip: null, userAgent: null }, action: stop ? 'user.sms_opt_out' : 'user.sms_opt_in', subject: { table: 'users', id: p.id }, organizationId: p.organization_id, details: { keyword: word } });
    }
    return stop ? 'stopped' : 'started';
  });
}
