import { API_ERRORS } from '../../shared/messages';
import type { ContactInput } from '../../shared/schemas/contact';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Logger } from '../logger';
import { contactMail } from '../mail/contact-mail';
import type { Mailer } from '../mail/mailer';
import { insertContactMessage } from '../queries/contact-messages';
import { findOrganization } from '../queries/organizations';
import { findProperty } from '../queries/properties';

type Target = { organizationId: number } | { propertyId: number };

/**
 * Stores a contact message for the company or a property and mails it to the manager address
 * (the property's, else the company's). The message is kept, and the visitor told it was sent,
 * even if mailing fails: managers also read messages in the manager area.
 */
export async function sendContactMessage(deps: { db: Db; mailer: Mailer; logger: Logger; baseUrl: string }, target: Target, input: ContactInput): Promise<number> {
  const { db, mailer, logger, baseUrl } = deps;
  const property = 'propertyId' in target ? await findProperty(db, target.propertyId) : null;
  if ('propertyId' in target && (!property || property.status === 'DISABLED')) throw HttpError.detail(404, API_ERRORS.notFound);
  const organization = await findOrganization(db, property?.organization_id ?? (target as { organizationId: number }).organizationId);
  if (!organization) throw HttpError.detail(404, API_ERRORS.notFound);

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
