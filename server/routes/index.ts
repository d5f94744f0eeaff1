import type { Router } from 'express';
import { agreementPeriodRoutes } from './agreement-periods';
import { alertRoutes } from './alerts';
import { amenityRoutes } from './amenities';
import { applicationRoutes } from './applications';
import { leaseRoutes } from './leases';
import { renewalRoutes } from './renewals';
import { lateFeePolicyRoutes } from './late-fee-policies';
import { selectionRoutes } from './selection';
import { roommateGroupRoutes } from './selection/roommate-groups';
import { paymentRoutes } from './payments';
import { autopayRoutes } from './payments/autopay';
import { authRoutes } from './auth';
import { backgroundMediaRoutes } from './background-media';
import { blockAttrRoutes } from './block-attrs';
import { contentBlockRoutes } from './content-blocks';
import type { RouteDeps } from './deps';
import { documentTemplateRoutes } from './document-templates';
import { geocodeRoutes } from './geocode';
import { layoutRoutes } from './layouts';
import { ledgerTypeRoutes } from './ledger-types';
import { managerRoutes } from './manager';
import { messageRoutes } from './messages';
import { organizationRoutes } from './organizations';
import { paymentPlanAssignmentRoutes } from './payment-plan-assignments';
import { paymentPlanRoutes } from './payment-plans';
import { portfolioRoutes } from './portfolios';
import { propertyRoutes } from './properties';
import { propertyImageRoutes } from './property-images';
import { propertyResourceRoutes } from './property-resources';
import { rentalApplicationRoutes } from './rental-application';
import { roommateRoutes } from './roommates';
import { leaseTermsRoutes } from './lease-terms';
import { semesterRoutes } from './semesters';
import { signRoutes } from './sign';
import { smsRoutes } from './sms';
import { socialFeedRoutes } from './social-feed';
import { ledgerRoutes } from './ledger';
import { collectionRoutes } from './collections';
import { ticketRoutes } from './tickets';
import { sessionRoutes } from './sessions';
import { testimonialRoutes } from './testimonials';
import { userRoutes } from './users';
import { verifyRoutes } from './verify';

/** Every /api resource, one router each (a folder named after the URL it serves), mounted in this order. */
export const apiRouters: ((deps: RouteDeps) => Router)[] = [
  // First: at a selection slot's first second hundreds of its calls arrive at once, and each would walk every router before it.
  selectionRoutes,
  authRoutes,
  userRoutes,
  organizationRoutes,
  propertyRoutes,
  agreementPeriodRoutes,
  semesterRoutes,
  backgroundMediaRoutes,
  blockAttrRoutes,
  propertyImageRoutes,
  amenityRoutes,
  propertyResourceRoutes,
  testimonialRoutes,
  portfolioRoutes,
  documentTemplateRoutes,
  contentBlockRoutes,
  layoutRoutes,
  paymentPlanRoutes,
  paymentPlanAssignmentRoutes,
  rentalApplicationRoutes,
  leaseTermsRoutes,
  applicationRoutes,
  leaseRoutes,
  renewalRoutes,
  roommateGroupRoutes,
  roommateRoutes,
  signRoutes,
  smsRoutes,
  ledgerRoutes,
  lateFeePolicyRoutes,
  paymentRoutes,
  autopayRoutes,
  collectionRoutes,
  ticketRoutes,
  ledgerTypeRoutes,
  messageRoutes,
  alertRoutes,
  managerRoutes,
  geocodeRoutes,
  socialFeedRoutes,
  sessionRoutes,
  verifyRoutes,
];
