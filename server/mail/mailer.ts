import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { postSms, type SmsProvider } from './sms';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time link the message carries: kept in the outbox only while the link can be used. */
  linkId?: number;
};

export type SmsMessage = { to: string; body: string; linkId?: number };

/** How a message left: handed to SMTP or the SMS provider, or kept in the outbox for the operator. */
export type Delivery = 'sent' | 'kept';

/** The one sender of mail and text messages (ADR 028). */
export interface Mailer {
  send(message: MailMessage): Promise<Delivery>;
  /** `to` in E.164 form. */
  sendSms(message: SmsMessage): Promise<Delivery>;
  /** Whether text messages reach a provider (SMS_URL) or stay in the outbox. */
  readonly smsProvider: boolean;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/**
 * Sends mail through SMTP_URL and text messages through SMS_URL when set; otherwise stores each
 * message in the outbox table for the operator (`npm run outbox`). Links sign people in, so they
 * reach the log only at LOG_LEVEL=debug.
 */
export function createMailer(opts: { db: Db; logger: Logger; smtpUrl?: string; from: string; sms?: SmsProvider }): Mailer {
  const { db, logger } = opts;
  const keep = async (channel: 'email' | 'sms', message: MailMessage): Promise<Delivery> => {
    await db
      .insertInto('outbox')
      .values({ channel, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, link_id: message.linkId ?? null })
      .execute();
    logger.info({ to: message.to, subject: message.subject, channel }, `${channel === 'sms' ? 'text message' : 'mail'} stored in outbox (npm run outbox lists it)`);
    if (logger.isLevelEnabled('debug')) logger.debug({ to: message.to, links: message.text.match(LINK_PATTERN) ?? [] }, 'links in the stored mail');
    return 'kept';
  };
  const smtpUrl = opts.smtpUrl;
  // nodemailer (3 MB of heap) loads with the first message, not with every server start.
  let transport: Promise<Transporter> | undefined;
  const sms = opts.sms;
  return {
    smsProvider: !!sms,
    async send(message) {
      if (!smtpUrl) return keep('email', message);
      const { linkId: _linkId, ...mail } = message;
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: opts.from, ...mail });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return 'sent';
    },
    async sendSms(message) {
      if (!sms) return keep('sms', { to: message.to, subject: '', text: message.body, linkId: message.linkId });
      await postSms(sms, logger, message.to, message.body);
      return 'sent';
    },
  };
}
