import type { PublicDataSource } from '../../client/public/data-source.server';
import { signingLinkSummary } from '../page-data/signing-link-page';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { findCarriedChoice } from '../queries/carried-choice';
import { contentVersion } from '../queries/content-version';
import { oneTimeLinkIsValid } from '../queries/one-time-links';
import { applicationsWithLease } from '../queries/student-leases';
import { findEmailVerification } from '../queries/users';
import { findVanityProperty } from '../queries/vanity-hosts';
import { getStudentApplication, getStudentApplicationStatuses } from '../page-data/student-application-pages';
import { getStudentArea } from '../page-data/student-area';
import { getStudentLeases } from '../page-data/student-lease-page';
import { tenantRenewals } from '../page-data/renewals';
import { getStudentRenewalPage } from '../page-data/student-renewal-page';
import { getStudentSelectionPage } from '../page-data/student-selection-page';
import { getSelectionSlotLines } from '../page-data/selection-slots';
import { getRoommateInvitationPage } from '../page-data/roommate-invitation-page';
import { getStudentBalances } from '../page-data/student-balance-page';
import { getPaymentReturn, getPayNowTerms } from '../page-data/pay-now-page';
import type { FeeTerms } from '../../shared/payments/fees';
import { getStudentAutopay } from '../page-data/student-autopay';
import { getStudentMaintenance } from '../page-data/student-maintenance-page';
import { getStudentMessages } from '../page-data/student-messages-page';
import { getHomePageData, getPublicOrganization } from '../page-data/company-pages';
import { getPropertyPageData } from '../page-data/property-pages';
import { getRoommateProfile } from '../page-data/roommates';
import { studentToday } from '../queries/company-day';

/** Property pages whose data is kept at once (a company rarely has more properties). */
const KEPT_PROPERTIES = 50;

/**
 * A read of public content kept for the content version it was made in, by its arguments (at most
 * `maxKeys`): any write to public content moves the version on and the next page reads again. Pages
 * rendered without the cache (signed-in visitors, new query strings or host names) then share the
 * reads instead of repeating a dozen queries each. A read that failed, or that `keep` refuses (a
 * block that failed to load), is not kept.
 */
function perContentVersion<A extends unknown[], V>(db: Db, read: (...args: A) => Promise<V>, opts: { maxKeys: number; keep?: (value: V) => boolean }) {
  let version = -1;
  const held = new Map<string, Promise<V>>();
  return async (...args: A): Promise<V> => {
    const current = await contentVersion(db);
    if (current !== version) {
      held.clear();
      version = current;
    }
    const key = JSON.stringify(args);
    let value = held.get(key);
    if (!value) {
      const started = read(...args);
      value = started;
      if (held.size >= opts.maxKeys) held.delete(held.keys().next().value!);
      held.set(key, started);
      const forget = () => held.get(key) === started && held.delete(key);
      started.then((v) => opts.keep && !opts.keep(v) && forget(), forget);
    }
    return value;
  };
}

/** The server's data source for the public routes: straight from the database. `onlineFees`: online payments' fees, null when they are off. */
export function dbDataSource(db: Db, logger: Logger, mapStyleUrl: string | null, dataEncryptionKey: Buffer, privateFilesDir: string, warmDocuments: () => void, onlineFees: FeeTerms | null = null): PublicDataSource {
  const logBlockError = (err: unknown) => logger.error({ err }, 'a page block failed to load');
  return {
    organization: perContentVersion(db, () => getPublicOrganization(db), { maxKeys: 1 }),
    home: perContentVersion(db, (organizationId: number) => getHomePageData(db, organizationId, logBlockError), { maxKeys: 1, keep: (page) => page.testimonials.ok }),
    property: perContentVersion(db, (organizationId: number, id: number) => getPropertyPageData(db, organizationId, id, mapStyleUrl, logBlockError), {
      maxKeys: KEPT_PROPERTIES,
      keep: (page) => !page || (page.leasePeriods.ok && page.testimonials.ok),
    }),
    vanityProperty: (host) => findVanityProperty(db, host),
    studentArea: (userId) => getStudentArea(db, userId),
    studentApplications: (userId) => getStudentApplicationStatuses(db, userId),
    studentApplication: (userId, id) => getStudentApplication(db, dataEncryptionKey, userId, id),
    studentEmail: async (userId) => {
      const row = await findEmailVerification(db, userId);
      return { address: row?.email ?? '', verified: !!row?.email_verified_at };
    },
    studentLeases: async (userId) => {
      const leases = await getStudentLeases(db, privateFilesDir, userId, await studentToday(db, userId));
      // An offer with plans on screen: its packet may be asked for in a moment.
      if (leases.some((lease) => lease.status === 'Offered' && lease.offered_plans.length)) warmDocuments();
      return leases;
    },
    studentRenewals: async (userId) => tenantRenewals(db, userId, await studentToday(db, userId)),
    studentRenewalPage: async (userId, leasePeriodId, want) => getStudentRenewalPage(db, userId, leasePeriodId, await studentToday(db, userId), want),
    studentSelectionPage: (userId, leasePeriodId, want) => getStudentSelectionPage(db, userId, leasePeriodId, want),
    studentSelectionSlots: (userId) => getSelectionSlotLines(db, userId),
    roommateInvitation: (userId, token) => getRoommateInvitationPage(db, userId, token),
    studentBalances: (userId) => getStudentBalances(db, userId, new Date()),
    payNowTerms: async (leaseIds) => (onlineFees ? getPayNowTerms(db, leaseIds, onlineFees) : null),
    paymentReturn: async (userId, paymentId, cancelled) => (onlineFees ? getPaymentReturn(db, userId, paymentId, cancelled) : null),
    studentAutopay: (userId) => getStudentAutopay(db, userId, { on: onlineFees !== null, fees: onlineFees ?? { cardFeeBasisPoints: 0, achFeeCents: 0 } }),
    studentMaintenance: (userId) => getStudentMaintenance(db, userId),
    studentMessages: (userId) => getStudentMessages(db, userId),
    studentLeaseApplications: (userId) => applicationsWithLease(db, userId),
    studentRoommateProfile: (userId) => getRoommateProfile(db, userId),
    carriedChoice: (organizationId, carry) => findCarriedChoice(db, organizationId, carry),
    linkValid: (purpose, token) => oneTimeLinkIsValid(db, purpose, token),
    signingLink: (token) => signingLinkSummary(db, token),
  };
}
