import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import type { Logger } from '../logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time link the message carries: kept in the outbox only while the link can be used. */
  linkId?: number;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/**
 * Sends through SMTP_URL when set; otherwise stores each message in the outbox table for the
 * operator (`npm run outbox`). Links sign people in, so they reach the log only at LOG_LEVEL=debug.
 */
export function createMailer(opts: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // nodemailer (3 MB of heap) loads with the first message, not with every server start.
    let transport: Promise<Transporter> | undefined;
    return {
      async send(message) {
        const { linkId: _linkId, ...mail } = message;
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: opts.from, ...mail });
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      await opts.db
        .insertInto('outbox')
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, link_id: message.linkId ?? null })
        .execute();
      opts.logger.info({ to: message.to, subject: message.subject }, 'mail stored in outbox (npm run outbox lists it)');
      if (opts.logger.isLevelEnabled('debug')) opts.logger.debug({ to: message.to, links: message.text.match(LINK_PATTERN) ?? [] }, 'links in the stored mail');
    },
  };
}
