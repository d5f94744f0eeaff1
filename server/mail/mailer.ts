import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Logger } from '../logger';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** Sends through SMTP_URL when set; otherwise stores each message in the outbox table and logs it. */
export function createMailer(opts: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      await opts.db
        .insertInto('outbox')
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .execute();
      const links = message.text.match(LINK_PATTERN) ?? [];
      opts.logger.info({ to: message.to, subject: message.subject, links }, 'mail stored in outbox');
    },
  };
}
