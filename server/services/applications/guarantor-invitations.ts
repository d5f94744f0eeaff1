import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { guarantorInvitationMail } from '../../mail/application-mail';
import type { Mailer } from '../../mail/mailer';
import { recordGuarantorInvitation } from '../../queries/guarantor-invitations';

/** An application invites its guarantor once; a changed address may be invited at most twice more. */
export const GUARANTOR_INVITATIONS_PER_APPLICATION = 3;

type Invitation = { to: string; guarantorName: string; studentName: string; note: string };

/**
 * Mails the guarantor's invitation unless the application already invited this address, or as many
 * addresses as it may (the site must not become a way to mail strangers). The invitation is
 * recorded before it is sent, so it counts even when sending fails (logged). True when sent.
 */
export async function inviteGuarantor(deps: { db: Db; mailer: Mailer; logger: Logger; companyName: string }, applicationId: number, invitation: Invitation): Promise<boolean> {
  const { db, mailer, logger, companyName } = deps;
  if (!(await recordGuarantorInvitation(db, applicationId, invitation.to, GUARANTOR_INVITATIONS_PER_APPLICATION))) {
    logger.warn({ applicationId }, 'guarantor invitation not sent: this address was invited already, or the application invited as many addresses as it may');
    return false;
  }
  const { to, ...text } = invitation;
  try {
    await mailer.send(guarantorInvitationMail(to, companyName, text));
  } catch (err) {
    logger.error({ err, applicationId, to }, 'application mail failed');
  }
  return true;
}
