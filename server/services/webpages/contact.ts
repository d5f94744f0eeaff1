import type { ContactInput } from '../../../shared/schemas/contact';
import type { Db } from '../../db/database';
import type { Organization } from '../../db/schema';
import type { Logger } from '../../logger';
import { contactMail } from '../../mail/contact-mail';
import type { Mailer } from '../../mail/mailer';
import { insertContactMessage } from '../../queries/contact-messages';
import type { PropertyRow } from '../../queries/properties';

/** Where a message goes: the company, or one of its properties. The caller has checked that the visitor may see it (server/http/visibility.ts). */
export type ContactPlace = { organization: Organization; property: PropertyRow | null };

/**
 * Stores a contact message for the company or a property and mails it to the manager address
 * (the property's, else the company's). The message is kept, and the visitor told it was sent,
 * even if mailing fails: managers also read messages in the manager area.
 */
export async function sendContactMessage(deps: { db: Db; mailer: Mailer; logger: Logger; baseUrl: string }, { organization, property }: ContactPlace, input: ContactInput): Promise<number> {
  const { db, mailer, logger, baseUrl } = deps;
  const id = await insertContactMessage(db, { organization_id: organization.id, property_id: property?.id ?? null, ...input });
  const to = property?.manager_email || organization.manager_email;
  if (to) {
    const pageUrl = property ? `${baseUrl}/new/property/${property.id}` : `${baseUrl}/new/`;
    try {
      await mailer.send(contactMail({ to, companyName: organization.name, placeName: property?.name ?? organization.name, pageUrl, input }));
    } catch (err) {
      logger.error({ err, contactMessageId: id }, 'contact message stored but not mailed');
    }
  }
  return id;
}
