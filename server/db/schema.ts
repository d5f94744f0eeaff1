import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LedgerType, PaymentPlanType } from '../../shared/payment-plans/constants';
import type { ApplicationStatus } from '../../shared/rental-application/application-types';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import type { LeaseKind } from '../../shared/leases/renewal-rules';
import type { TicketCategory, TicketStatus, WaitingFor } from '../../shared/tickets/ticket-texts';
import type { SigningRole } from '../../shared/leases/signing-order';
import type { SignatureKind, Signer } from '../../shared/documents/signature-tags';

/** SQLite has no boolean: 0 or 1. */
type Flag = number;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface MediaFilesTable {
  name: string;
  kind: 'image' | 'video' | 'document';
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string | null;
  variant_widths: Generated<string>;
  created_at: CreatedAt;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  tagline: Generated<string>;
  description: Generated<string>;
  street: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  code: Generated<string>;
  phone_number: Generated<string>;
  send_email_from: Generated<string>;
  manager_fname: Generated<string>;
  manager_lname: Generated<string>;
  manager_email: Generated<string>;
  organization_url: Generated<string>;
  office_hours: Generated<string>;
  facebook: Generated<string>;
  twitter: Generated<string>;
  instagram: Generated<string>;
  gtm_tag_id: Generated<string>;
  serve_new_site: Generated<Flag>;
  /** IANA zone the company's documents and certificates print times in (issue 44). */
  time_zone: Generated<string>;
  /** JSON array of shared/ledger/ledger-texts.ts PAYMENT_METHODS keys the company accepts. */
  accepted_payment_methods: Generated<string>;
  /** shared/ledger/payment-terms.ts PAYMENT_ORDERS key: how a payment is applied to what is owed. */
  payment_order: Generated<'oldest_first' | 'fees_first'>;
  created_at: CreatedAt;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface PropertiesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  status: Generated<'RUNNING' | 'DISABLED'>;
  street: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  code: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  phone_number: Generated<string>;
  manager_email: Generated<string>;
  manager_fname: Generated<string>;
  manager_lname: Generated<string>;
  property_url: Generated<string>;
  office_hours: Generated<string>;
  facebook: Generated<string>;
  twitter: Generated<string>;
  instagram: Generated<string>;
  general_info: Generated<string>;
  background_image: string | null;
  full: Generated<Flag>;
  serve_new_site: Generated<Flag>;
  created_at: CreatedAt;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  organization_id: number | null;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  cell_phone: Generated<string>;
  gender: 'M' | 'F' | null;
  image: string | null;
  is_active: Generated<Flag>;
  informational_opt_in: Generated<Flag>;
  marketing_opt_in: Generated<Flag>;
  created_at: CreatedAt;
  email_verified_at: string | null;
}

export interface UserRolesTable {
  user_id: number;
  role: 'student' | 'manager' | 'maintenance';
  position: Generated<number>;
}

export interface SessionsTable {
  sid: string;
  user_id: number | null;
  data: string;
  expires_at: number;
  /** The token issued with this session at sign-in; deleting it deletes the session. */
  token_id: number | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  /** Refreshed at most once a minute; a token unused for TOKEN_IDLE_DAYS is refused and deleted. */
  last_used_at: string | null;
  user_agent: Generated<string>;
}

export interface WebsiteBlockAttrsTable {
  id: Generated<number>;
  block_name: string;
  description: Generated<string>;
  visibility: Generated<Flag>;
  property_id: number | null;
  organization_id: number | null;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface SemestersTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  start_date: string;
  end_date: string;
}

export interface LeasePeriodsTable {
  id: Generated<number>;
  property_id: number;
  name: string;
  description: Generated<string>;
  start_date: string;
  end_date: string;
  visible: Generated<Flag>;
  originally_visible: Generated<Flag>;
  visible_to_managers: Generated<Flag>;
  open_to_renewals: Generated<Flag>;
  allow_same_bed_renewals: Generated<Flag>;
  is_for_custom_lease: Generated<Flag>;
  gender_m: Generated<Flag>;
  gender_f: Generated<Flag>;
  /** The renewal deadline (YYYY-MM-DD): until it passes, eligible residents' beds are held for them (issue 47). */
  renewal_deadline: string | null;
  created_at: CreatedAt;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface SubPeriodsTable {
  id: Generated<number>;
  lease_period_id: number;
  semester_id: number;
  name: string;
}

export interface LeasePeriodRenewalSourcesTable {
  lease_period_id: number;
  source_period_id: number;
}

export interface PropertyImagesTable {
  id: Generated<number>;
  property_id: number;
  image: string;
  caption: Generated<string>;
  amenity_type: Generated<string>;
  order: Generated<number>;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface AmenitiesTable {
  id: Generated<number>;
  property_id: number;
  name: string;
  image: string | null;
  amenity_type: Generated<string>;
  order: Generated<number>;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface BackgroundMediaTable {
  id: Generated<number>;
  property_id: number | null;
  organization_id: number | null;
  file: string;
  order: Generated<number>;
}

export interface PropertyResourcesTable {
  id: Generated<number>;
  property_id: number;
  name: string;
  resource_file: string;
  order: Generated<number>;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface PropertyFriendsTable {
  id: Generated<number>;
  property_id: number;
  user_id: number;
  match_percentage: number;
}

export interface TestimonialsTable {
  id: Generated<number>;
  organization_id: number;
  property_id: number | null;
  name: string;
  testimonial: string;
  image: string | null;
  show_on_organization: Generated<Flag>;
  order: Generated<number>;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface PortfoliosTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  image: string | null;
  order: Generated<number>;
  /** Bumped by every editor save; a save sent with an older one is refused (409). */
  version: Generated<number>;
}

export interface PortfolioPropertiesTable {
  portfolio_id: number;
  property_id: number;
  position: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: CreatedAt;
  /** The one-time link the message carries; the message is deleted once the link is used or expired. */
  link_id: number | null;
  channel: Generated<'email' | 'sms'>;
}

/** Which template an event's message uses, per company (ADR 028); no row: the built-in text, no SMS. */
export interface NotificationSettingsTable {
  organization_id: number;
  event: string;
  email_template_id: number | null;
  sms_template_id: number | null;
  sms_link: Generated<Flag>;
  updated_at: Generated<string>;
}

/** A manager's send of one template to many people. */
export interface MessageBatchesTable {
  id: Generated<number>;
  organization_id: number;
  template_id: number | null;
  template_name: string;
  channel: 'email' | 'sms';
  purpose: 'informational' | 'marketing';
  total: number;
  created_by_user_id: number | null;
  created_by: string;
  created_at: CreatedAt;
}

/** One message to one address: the person's log, and the queue of a manager's send. */
export interface MessagesTable {
  id: Generated<number>;
  organization_id: number | null;
  user_id: number | null;
  channel: 'email' | 'sms';
  to: string;
  event: string | null;
  batch_id: number | null;
  lease_id: number | null;
  application_id: number | null;
  ticket_id: number | null;
  subject: Generated<string>;
  text: string;
  html: string | null;
  status: 'queued' | 'sending' | 'sent' | 'kept' | 'failed';
  error: string | null;
  /** When the holder claimed the row or last confirmed it still holds it (the sweep's staleness). */
  claimed_at: string | null;
  /** The process sending it: its host and listening address (server/services/messaging/queue-holder.ts). */
  claimed_by: string | null;
  /** A queued row held back until then (a maintenance request's mail gathering its changes); null: at once. */
  send_after: string | null;
  /** What a gathered message tells, as JSON (shared/tickets/ticket-mail-changes.ts), so a later change rebuilds it. */
  changes: string | null;
  /** A secret link the queued text carries, taken out of the text once it is sent (the person's log keeps no secret). */
  secret_link: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
}

/** An SMS reply the provider posted, kept by its MessageSid so a replayed post acts once. */
export interface SmsRepliesTable {
  message_sid: string;
  received_at: CreatedAt;
}

export interface VanityHostsTable {
  host: string;
  property_id: number;
}

export interface ContentVersionTable {
  version: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  organization_id: number;
  property_id: number | null;
  name: string;
  email: string;
  phone_number: string;
  message: string;
  read_at: string | null;
  created_at: CreatedAt;
}

export interface ReservationRequestsTable {
  id: Generated<number>;
  user_id: number;
  organization_id: number;
  property_id: number;
  lease_period_id: number | null;
  start_date: string | null;
  end_date: string | null;
  opened_at: string | null;
  /** When a manager closed it unanswered (set once, with who: `closed_by`). */
  closed_at: string | null;
  closed_by: string | null;
  created_at: CreatedAt;
}

export interface OneTimeLinksTable {
  id: Generated<number>;
  purpose: 'access' | 'reset' | 'verify';
  token_hash: string;
  email: string;
  user_id: number | null;
  payload: Generated<string>;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface ManagerPreferencesTable {
  user_id: number;
  selected_property_ids: Generated<string>;
}

export interface ContentBlocksTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  /** tiptap JSON. */
  body: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
}

export interface DocumentTemplatesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  type: 'Lease Agreement' | 'Email Template' | 'SMS Template';
  subject: Generated<string>;
  /** tiptap JSON. */
  body: string;
  /** The signers who sign or initial in the body, '1,3' (shared/leases/seats-to-sign.ts signingSigners), recorded with each save; null only for a body that could not be read. */
  signing_signers: string | null;
  approved: Generated<number>;
  approved_by: string | null;
  approved_at: string | null;
  created_by: Generated<string>;
  created_by_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  version: Generated<number>;
}

export interface DocumentTemplateBlocksTable {
  template_id: number;
  block_id: number;
}

/** Which contract templates a lease period uses, for the tenant or the guarantor. */
export interface LeasePeriodTemplatesTable {
  lease_period_id: number;
  kind: 'tenant' | 'guarantor';
  template_id: number;
}

/** One bed of a property's layout. */
export interface LayoutsTable {
  id: Generated<number>;
  property_id: number;
  building: string;
  floor: string;
  unit: string;
  unit_type: string;
  room: string;
  room_type: string;
  bed: string;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface AccountCodesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  type: LedgerType;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface PaymentPlansTable {
  id: Generated<number>;
  property_id: number;
  lease_period_id: number;
  name: string;
  type: PaymentPlanType | null;
  effective_start_date: string | null;
  effective_end_date: string | null;
  total_cents: Generated<number>;
  approved: Generated<Flag>;
  approved_by: string | null;
  approved_at: string | null;
  created_by: Generated<string>;
  created_by_id: number | null;
  created_at: CreatedAt;
  updated_at: Generated<string>;
  version: Generated<number>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  payment_plan_id: number;
  position: number;
  sub_period_id: number | null;
  /** YYYY-MM-DD, 'Due Today' or 'Due on Approval'. */
  due_date: string;
  account_code_id: number;
  description: string;
  credit_cents: number;
  charge_cents: number;
}

/** A bed offered under an approved payment plan (the plan gives the lease period and tenant type). */
export interface PaymentPlanAssignmentsTable {
  layout_id: number;
  payment_plan_id: number;
  created_at: CreatedAt;
}

export type { ApplicationStatus };

/** A student's rental application (answers as JSON by question key; identity numbers encrypted). */
export interface RentalApplicationsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  reservation_request_id: number;
  status: Generated<ApplicationStatus>;
  answers: Generated<string>;
  asked_keys: string | null;
  submitted_at: string | null;
  opened_at: string | null;
  decided_at: string | null;
  decided_by: string | null;
  decision_note: string | null;
  created_at: CreatedAt;
  updated_at: Generated<string>;
  version: Generated<number>;
}

/** A private file answering one question of an application. */
export interface ApplicationFilesTable {
  id: Generated<number>;
  application_id: number;
  question_key: string;
  name: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

export interface ApplicationRevealsTable {
  id: Generated<number>;
  application_id: number;
  user_id: number | null;
  question_key: string;
  created_at: CreatedAt;
}

/** Which rental application questions a company asks (one row per company; none: the defaults). */
export interface RentalApplicationSettingsTable {
  organization_id: number;
  /** JSON object of every flag key of shared/rental-application/fields.ts -> boolean. */
  flags: string;
  version: Generated<number>;
  updated_at: Generated<string>;
}

/** A guarantor invitation an application mailed (one per address; a few addresses per application). */
export interface GuarantorInvitationsTable {
  id: Generated<number>;
  application_id: number;
  email: string;
  created_at: CreatedAt;
}

/** A fact about the install kept with its data, by name (the data encryption key check). */
export interface SystemSettingsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** Append-only and hash-chained (server/audit/): the database refuses UPDATE and DELETE. */
export interface AuditEventsTable {
  id: number;
  occurred_at: string;
  organization_id: number | null;
  actor_user_id: number | null;
  actor_name: string;
  action: string;
  subject_table: string;
  subject_id: number;
  ip: string | null;
  user_agent: string | null;
  /** Canonical JSON (keys sorted). */
  details: string;
  prev_hash: string;
  hash: string;
}

/** An approved application holding a bed of its lease period (at most one live lease per bed and per application). */
export interface LeasesTable {
  id: Generated<number>;
  organization_id: number;
  application_id: number;
  user_id: number;
  property_id: number;
  lease_period_id: number;
  layout_id: number;
  status: Generated<LeaseStatus>;
  payment_plan_id: number | null;
  void_reason: string | null;
  voided_by: string | null;
  voided_at: string | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Generated<string>;
  version: Generated<number>;
  /** The lease this one renews (issue 47), and how: a first lease is 'new'. */
  renews_lease_id: number | null;
  kind: Generated<LeaseKind>;
  /** Set by a manager: the resident is not offered a renewal (with why, who and when); cleared to offer it again. */
  not_renewing_reason: string | null;
  not_renewing_by: string | null;
  not_renewing_at: string | null;
}

/** A renewal hold the daily job released after the deadline, once per lease and period (append-only). */
export interface RenewalHoldReleasesTable {
  id: Generated<number>;
  organization_id: number;
  lease_id: number;
  lease_period_id: number;
  layout_id: number;
  released_on: string;
  created_at: CreatedAt;
}

/** One document of a lease packet (append-only: the database refuses UPDATE and DELETE). */
export interface LeaseDocumentsTable {
  id: Generated<number>;
  lease_id: number;
  position: number;
  role: 'tenant' | 'guarantor';
  template_id: number;
  name: string;
  html_file: string;
  html_sha256: string;
  pdf_file: string;
  pdf_sha256: string;
  pdf_size: number;
  /** JSON: the PDF's signature slots, [{signer, kind, page, x, y, width, height}]. */
  signature_slots: string;
  created_at: CreatedAt;
}

/** A signer of a lease packet, recorded with it (issue 27). */
export interface LeaseSignersTable {
  id: Generated<number>;
  lease_id: number;
  role: SigningRole;
  signing_order: number;
  name: string;
  email: string;
  user_id: number | null;
  created_at: CreatedAt;
}

/** A signature slot of a lease document: where its signer's mark is stamped (PDF points, origin bottom-left). */
export interface LeaseSlotsTable {
  id: Generated<number>;
  lease_id: number;
  document_id: number;
  position: number;
  signer: Signer;
  kind: SignatureKind;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A signer's step (issue 27): consent, complete or decline, each once per signer; who acted, how they were identified, from where. */
export interface LeaseSigningStepsTable {
  id: Generated<number>;
  lease_id: number;
  role: SigningRole;
  step: 'consent' | 'complete' | 'decline';
  user_id: number | null;
  name: string;
  email: string;
  method: 'account' | 'link';
  ip: string | null;
  user_agent: string | null;
  reason: string | null;
  created_at: CreatedAt;
}

/** A slot filled by its signer: a PNG private file for a signature or initials, the date's text for a date. The latest fill of a slot counts. */
export interface LeaseSlotFillsTable {
  id: Generated<number>;
  lease_id: number;
  slot_id: number;
  role: SigningRole;
  image_file: string | null;
  image_sha256: string | null;
  text: string | null;
  user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

/** A document's final PDF: the original's bytes with every slot stamped in (and sealed when the operator set a certificate). */
export interface LeaseFinalDocumentsTable {
  id: Generated<number>;
  lease_id: number;
  document_id: number;
  pdf_file: string;
  pdf_sha256: string;
  pdf_size: number;
  sealed: Generated<number>;
  created_at: CreatedAt;
}

/** An executed lease's certificate of completion. */
export interface LeaseCertificatesTable {
  id: Generated<number>;
  lease_id: number;
  pdf_file: string;
  pdf_sha256: string;
  pdf_size: number;
  created_at: CreatedAt;
}

/** A failed attempt to execute a lease signed by everyone: why, in a manager's words (append-only). */
export interface LeaseExecutionFailuresTable {
  id: Generated<number>;
  lease_id: number;
  reason: string;
  created_at: CreatedAt;
}

/** A lease's execution as a claimed job (issue 46): queued by the last complete, run by one holder, done. */
export interface LeaseExecutionsTable {
  lease_id: number;
  status: 'queued' | 'running' | 'done';
  claimed_by: string | null;
  claimed_at: string | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  finished_at: string | null;
}

/** When a signer first opened the packet on their turn (issue 44): once per signer; who, from where. */
export interface LeaseSignerOpensTable {
  id: Generated<number>;
  lease_id: number;
  role: SigningRole;
  user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

/** A signer's link (the guarantor has no account): its secret stored hashed, ended when resent. */
export interface LeaseSigningLinksTable {
  id: Generated<number>;
  lease_id: number;
  role: SigningRole;
  token_hash: string;
  email: string;
  expires_at: string;
  opened_at: string | null;
  ended_at: string | null;
  created_at: CreatedAt;
}

/** A payment a manager recorded (issue 28); a duplicate submit of one form (same idempotency key) records one. */
export interface PaymentsTable {
  id: Generated<number>;
  lease_id: number;
  organization_id: number;
  amount_cents: number;
  received_on: string;
  method: 'cash' | 'check' | 'bank_transfer' | 'card' | 'money_order';
  reference: string;
  note: string;
  idempotency_key: string | null;
  /** An online payment's method (issue 48); its `method` is then card or bank_transfer and its `reference` the provider's payment id. */
  online_method: 'card_online' | 'ach_online' | null;
  /** The fingerprint of the payment first sent with the key (server/services/ledger/payment-key.ts); null on rows recorded before it was kept. */
  request_hash: string | null;
  created_by: string;
  created_by_user_id: number | null;
  created_at: CreatedAt;
}

/** A lease period's self-selection window (issue 49): when, who, the slots and how long a hold lasts. */
export interface SelectionWindowsTable {
  id: Generated<number>;
  organization_id: number;
  lease_period_id: number;
  opens_at: string;
  closes_at: string;
  slot_minutes: number;
  per_slot: number;
  slot_order: 'approval' | 'random';
  /** The seed of the random draw, stored so the order can be shown and drawn again the same. */
  draw_seed: string | null;
  hold_minutes: Generated<number>;
  applicants: Generated<Flag>;
  transfers: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: Generated<string>;
  version: Generated<number>;
}

/** An eligible student's place in a period's selection order; the time last sent to them. */
export interface SelectionSlotsTable {
  id: Generated<number>;
  lease_period_id: number;
  user_id: number;
  position: number;
  notified_starts_at: string | null;
  created_at: CreatedAt;
}

export type BedHoldStatus = 'held' | 'confirmed' | 'released' | 'expired';

/** A bed held for a student during selection, until confirmed (an Offered lease), released or expired. */
export interface BedHoldsTable {
  id: Generated<number>;
  organization_id: number;
  lease_period_id: number;
  layout_id: number;
  user_id: number;
  held_by: number;
  group_id: number | null;
  status: Generated<BedHoldStatus>;
  expires_at: string;
  lease_id: number | null;
  ended_at: string | null;
  ended_by: string | null;
  created_at: CreatedAt;
}

export interface RoommateGroupsTable {
  id: Generated<number>;
  organization_id: number;
  lease_period_id: number;
  created_by: number;
  created_at: CreatedAt;
}

/** A student's place in a roommate group (one group a period); the first member is the leader. */
export interface RoommateGroupMembersTable {
  id: Generated<number>;
  group_id: number;
  lease_period_id: number;
  user_id: number;
  joined_at: Generated<string>;
}

export interface RoommateInvitationsTable {
  id: Generated<number>;
  group_id: number;
  email: string;
  token_hash: string;
  invited_by: number;
  /** Sent to a match's published profile: the group sees their name, not their address. */
  profile_id: number | null;
  status: Generated<'pending' | 'accepted' | 'cancelled'>;
  accepted_by: number | null;
  expires_at: string;
  created_at: CreatedAt;
  updated_at: Generated<string>;
}

/** A student's opt-in to show their roommate answers (the application's public rm_ fields) to other students. */
export interface RoommateProfilesTable {
  id: Generated<number>;
  user_id: number;
  published: Generated<Flag>;
  published_at: string | null;
  updated_at: Generated<string>;
}

/** A payment a tenant started with the provider (issue 48); the money is the payment and line posted when it succeeds. */
export interface OnlinePaymentsTable {
  id: Generated<number>;
  organization_id: number;
  lease_id: number;
  user_id: number;
  source: 'checkout' | 'signing' | 'autopay';
  method: 'card' | 'ach';
  amount_cents: number;
  fee_cents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  refunded_cents: Generated<number>;
  checkout_id: string | null;
  provider_payment_id: string | null;
  autopay_id: number | null;
  due_date: string | null;
  failure: string | null;
  status_event_at: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<string>;
}

/** A provider event taken, once (append-only). */
export interface ProviderEventsTable {
  id: Generated<number>;
  provider_event_id: string;
  type: string;
  online_payment_id: number | null;
  created_at: CreatedAt;
}

/** A tenant's saved payment method for a lease's autopay, with the consent they gave. */
export interface AutopayEnrolmentsTable {
  id: Generated<number>;
  organization_id: number;
  lease_id: number;
  user_id: number;
  method: 'card' | 'ach';
  status: 'setting_up' | 'active' | 'cancelled';
  setup_id: string;
  customer_id: string;
  payment_method_id: string | null;
  consent_text: string;
  consented_at: string;
  cancelled_at: string | null;
  created_at: CreatedAt;
}

/** A line of a lease's ledger: its signed effect on the balance in cents (shared/ledger/ledger-view.ts). Append-only. */
export interface LedgerLinesTable {
  id: Generated<number>;
  lease_id: number;
  organization_id: number;
  kind: 'charge' | 'credit' | 'payment' | 'adjustment' | 'reversal';
  amount_cents: number;
  due_date: string;
  description: string;
  account_code_id: number | null;
  sub_period_id: number | null;
  plan_entry_id: number | null;
  payment_id: number | null;
  reverses_id: number | null;
  reason: string | null;
  created_by: string;
  created_by_user_id: number | null;
  created_at: CreatedAt;
}

/** A property's late fee policy (issue 50; shared/ledger/late-fees.ts). */
export interface LateFeePoliciesTable {
  id: Generated<number>;
  organization_id: number;
  property_id: number;
  enabled: Flag;
  grace_days: number;
  fixed_fee_cents: number;
  daily_fee_cents: number | null;
  monthly_cap_cents: number | null;
  fee_account_code_id: number | null;
  /** The first day a fee may fall on: the day the terms were last saved. */
  effective_from: string;
  created_at: CreatedAt;
  updated_at: Generated<string>;
  version: Generated<number>;
}

/** An account code whose charges count as rent under a late fee policy. */
export interface LateFeeRentCodesTable {
  policy_id: number;
  account_code_id: number;
}

/** A late fee the daily job posted (append-only): its line, the rent charge and day it is for, the policy as it read. */
export interface LateFeesTable {
  id: Generated<number>;
  organization_id: number;
  lease_id: number;
  ledger_line_id: number;
  charge_line_id: number;
  fee_day: string;
  policy_text: string;
  created_at: CreatedAt;
}

/** A lease's ledger summed up (derived from its lines, rewritten with each ledger write): open_debts is JSON [[due_date, open_cents], ...]. */
export interface LedgerSummariesTable {
  lease_id: number;
  balance_cents: number;
  last_payment_on: string | null;
  open_debts: string;
}

export interface TicketsTable {
  id: Generated<number>;
  organization_id: number;
  property_id: number;
  lease_id: number;
  student_user_id: number;
  category: TicketCategory;
  description: string;
  location: string;
  urgent: Flag;
  permission_to_enter: Flag;
  preferred_times: string;
  status: Generated<TicketStatus>;
  waiting_for: WaitingFor | null;
  cancel_reason: string | null;
  assignee_id: number | null;
  created_at: CreatedAt;
  updated_at: Generated<string>;
  closed_at: string | null;
  version: Generated<number>;
}

/** A comment on a ticket (append-only). */
export interface TicketCommentsTable {
  id: Generated<number>;
  ticket_id: number;
  author_user_id: number;
  author_name: string;
  by_student: Flag;
  text: string;
  visible_to_student: Flag;
  created_at: CreatedAt;
}

/** A ticket's photo, a private file (append-only). */
export interface TicketPhotosTable {
  id: Generated<number>;
  ticket_id: number;
  stage: 'report' | 'completion';
  name: string;
  original_name: string;
  mime: string;
  size: number;
  uploaded_by_user_id: number;
  created_at: CreatedAt;
}

/** A day a daily job ran (claimed before it runs: one process of several runs it). */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  day: string;
  created_at: CreatedAt;
}

/** A reminder mailed for a lease (at most one per lease in 7 days). */
export interface LedgerRemindersTable {
  id: Generated<number>;
  lease_id: number;
  kind: 'upcoming' | 'past_due';
  sent_on: string;
  created_at: CreatedAt;
}

/** A rate limit's count for one key in its current window (ms since the epoch). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  resets_at: number;
}

/** Failed sign-ins of one account-and-address pair, and the lock they earned (ms since the epoch). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

/** A company's connected Instagram account (ADR 040): the token is encrypted with the data key. */
export interface SocialFeedsTable {
  organization_id: number;
  access_token: string;
  account_name: string | null;
  refreshed_at: string | null;
  attempted_at: string | null;
  /** Why the last refresh failed, in words a manager can act on; null after a good one. */
  last_error: string | null;
  created_at: Generated<string>;
}

/** The latest image posts of a company's feed, stored as its own media (position 0 is the newest). */
export interface SocialImagesTable {
  id: Generated<number>;
  organization_id: number;
  position: number;
  image: string;
  permalink: string;
  caption: Generated<string>;
  posted_at: string | null;
}

export interface Database {
  leases: LeasesTable;
  renewal_hold_releases: RenewalHoldReleasesTable;
  lease_signers: LeaseSignersTable;
  lease_slots: LeaseSlotsTable;
  lease_signing_steps: LeaseSigningStepsTable;
  lease_slot_fills: LeaseSlotFillsTable;
  lease_final_documents: LeaseFinalDocumentsTable;
  lease_certificates: LeaseCertificatesTable;
  lease_execution_failures: LeaseExecutionFailuresTable;
  lease_executions: LeaseExecutionsTable;
  lease_signer_opens: LeaseSignerOpensTable;
  lease_signing_links: LeaseSigningLinksTable;
  payments: PaymentsTable;
  online_payments: OnlinePaymentsTable;
  selection_windows: SelectionWindowsTable;
  selection_slots: SelectionSlotsTable;
  bed_holds: BedHoldsTable;
  roommate_groups: RoommateGroupsTable;
  roommate_group_members: RoommateGroupMembersTable;
  roommate_invitations: RoommateInvitationsTable;
  roommate_profiles: RoommateProfilesTable;
  provider_events: ProviderEventsTable;
  autopay_enrolments: AutopayEnrolmentsTable;
  ledger_lines: LedgerLinesTable;
  late_fee_policies: LateFeePoliciesTable;
  late_fee_rent_codes: LateFeeRentCodesTable;
  late_fees: LateFeesTable;
  ledger_reminders: LedgerRemindersTable;
  job_runs: JobRunsTable;
  ledger_summaries: LedgerSummariesTable;
  tickets: TicketsTable;
  ticket_comments: TicketCommentsTable;
  ticket_photos: TicketPhotosTable;
  lease_documents: LeaseDocumentsTable;
  audit_events: AuditEventsTable;
  system_settings: SystemSettingsTable;
  guarantor_invitations: GuarantorInvitationsTable;
  rental_applications: RentalApplicationsTable;
  application_files: ApplicationFilesTable;
  application_reveals: ApplicationRevealsTable;
  layouts: LayoutsTable;
  payment_plan_assignments: PaymentPlanAssignmentsTable;
  account_codes: AccountCodesTable;
  payment_plans: PaymentPlansTable;
  ledger_entries: LedgerEntriesTable;
  media_files: MediaFilesTable;
  organizations: OrganizationsTable;
  properties: PropertiesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  website_block_attrs: WebsiteBlockAttrsTable;
  semesters: SemestersTable;
  content_blocks: ContentBlocksTable;
  document_templates: DocumentTemplatesTable;
  document_template_blocks: DocumentTemplateBlocksTable;
  lease_periods: LeasePeriodsTable;
  sub_periods: SubPeriodsTable;
  lease_period_renewal_sources: LeasePeriodRenewalSourcesTable;
  lease_period_templates: LeasePeriodTemplatesTable;
  property_images: PropertyImagesTable;
  amenities: AmenitiesTable;
  background_media: BackgroundMediaTable;
  property_resources: PropertyResourcesTable;
  property_friends: PropertyFriendsTable;
  testimonials: TestimonialsTable;
  social_feeds: SocialFeedsTable;
  social_images: SocialImagesTable;
  portfolios: PortfoliosTable;
  portfolio_properties: PortfolioPropertiesTable;
  outbox: OutboxTable;
  notification_settings: NotificationSettingsTable;
  message_batches: MessageBatchesTable;
  messages: MessagesTable;
  sms_replies: SmsRepliesTable;
  vanity_hosts: VanityHostsTable;
  content_version: ContentVersionTable;
  contact_messages: ContactMessagesTable;
  reservation_requests: ReservationRequestsTable;
  one_time_links: OneTimeLinksTable;
  manager_preferences: ManagerPreferencesTable;
  rental_application_settings: RentalApplicationSettingsTable;
  rate_limit_hits: RateLimitHitsTable;
  login_failures: LoginFailuresTable;
}

export type Organization = Selectable<OrganizationsTable>;
export type Property = Selectable<PropertiesTable>;
export type NewProperty = Insertable<PropertiesTable>;
export type PropertyUpdate = Updateable<PropertiesTable>;
export type User = Selectable<UsersTable>;
export type MediaFile = Selectable<MediaFilesTable>;
export type LeasePeriod = Selectable<LeasePeriodsTable>;
