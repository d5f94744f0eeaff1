import { escapeHtml } from '../../shared/escape-html';
import { SELECTION_MESSAGES } from '../../shared/selection/selection-texts';
import type { MailMessage } from './mailer';

/** To a student who may select a bed: their selection time in the period (as the company's time zone writes it) and the link to the bed map. */
export function selectionSlotMail(to: string, companyName: string, opts: { periodName: string; time: string; link: string }): MailMessage {
  const lines = [
    `${companyName} invites you to choose your bed for ${opts.periodName}.`,
    SELECTION_MESSAGES.yourSlot(opts.time),
    'From that time until room selection closes, open the bed map, hold a free bed and confirm it before your hold runs out.',
  ];
  return {
    to,
    subject: `Your room selection time for ${opts.periodName}`,
    text: [...lines, '', `Choose your bed: ${opts.link}`, '', companyName].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(opts.link)}">Choose your bed</a></p><p>${escapeHtml(companyName)}</p>`,
  };
}
