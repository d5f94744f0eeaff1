import type { Migration } from 'kysely';
import * as m0900 from './2026_11_22_0900_create_media_files';
import * as m0901 from './2026_11_22_0901_create_organizations';
import * as m0902 from './2026_11_22_0902_create_properties';
import * as m0903 from './2026_11_22_0903_create_users';
import * as m0904 from './2026_11_22_0904_create_sessions';
import * as m0905 from './2026_11_22_0905_create_api_tokens';
import * as m0906 from './2026_11_22_0906_create_website_block_attrs';
import * as m0907 from './2026_11_22_0907_create_lease_periods';
import * as m0908 from './2026_11_22_0908_create_property_content';
import * as m0909 from './2026_11_22_0909_create_testimonials_and_portfolios';
import * as m0910 from './2026_11_22_0910_create_outbox';
import * as m1000 from './2026_11_22_1000_create_vanity_hosts';
import * as m1001 from './2026_11_22_1001_create_content_version';
import * as m1002 from './2026_11_22_1002_create_contact_messages';
import * as m1100 from './2026_11_22_1100_create_reservation_requests';
import * as m1101 from './2026_11_22_1101_create_one_time_links';
import * as m1200 from './2026_11_22_1200_create_manager_preferences';
import * as m1300 from './2026_11_22_1300_order_testimonials_and_resources';
import * as m1301 from './2026_11_22_1301_media_file_variants';
import * as m231100 from './2026_11_23_1100_add_record_versions';
import * as m20261123_1200 from './2026_11_23_1200_add_api_token_user_agent';
import * as m20261123_1201 from './2026_11_23_1201_link_sessions_to_tokens';
import * as m20261123_1202 from './2026_11_23_1202_link_outbox_to_links';
import * as m231300 from './2026_11_23_1300_add_users_email_verified_at';
import * as m231301 from './2026_11_23_1301_allow_verify_links';
import * as m231400 from './2026_11_23_1400_create_document_templates';
import * as m231500 from './2026_11_23_1500_create_lease_period_templates';
import * as m231600 from './2026_11_23_1600_create_layouts';
import * as m231601 from './2026_11_23_1601_create_account_codes';
import * as m231602 from './2026_11_23_1602_create_payment_plans';
import * as m251700 from './2026_11_25_1700_create_payment_plan_assignments';
import * as m251800 from './2026_11_25_1800_create_rental_application_settings';
import * as m251900 from './2026_11_25_1900_create_rental_applications';
import * as m261000 from './2026_11_26_1000_create_system_settings';
import * as m261001 from './2026_11_26_1001_create_guarantor_invitations';
import * as m261100 from './2026_11_26_1100_create_audit_events';
import * as m261200 from './2026_11_26_1200_create_leases';
import * as m261300 from './2026_11_26_1300_create_lease_documents';
import * as m261400 from './2026_11_26_1400_create_lease_signing';
import * as m261500 from './2026_11_26_1500_create_lease_signatures';
import * as m271000 from './2026_11_27_1000_create_ledger';
import * as m271200 from './2026_11_27_1200_create_tickets';
import * as m280900 from './2026_11_28_0900_create_messages';
import * as m290900 from './2026_11_29_0900_create_rate_limits';
import * as m291010 from './2026_11_29_1010_create_lease_execution_failures';
import * as m291020 from './2026_11_29_1020_add_payment_request_hash';
import * as m291021 from './2026_11_29_1021_create_sms_replies';
import * as m291040 from './2026_11_29_1040_add_message_claim_holders';
import * as m291100 from './2026_11_29_1100_add_company_lease_terms';
import * as m291160 from './2026_11_29_1160_create_lease_signer_opens';
import * as m291210 from './2026_11_29_1210_add_reservation_request_closing';
import * as m291230 from './2026_11_29_1230_add_message_send_after';
import * as m291240 from './2026_11_29_1240_create_social_images';
import * as m291700 from './2026_11_29_1700_repair_ledger_summaries_and_job_runs';
import * as m291800 from './2026_11_29_1800_add_template_signers';
import * as m292030 from './2026_11_29_2030_create_lease_executions';
import * as m292240 from './2026_11_29_2240_add_message_secret_link';
import * as m292300 from './2026_11_29_2300_fill_template_signers';
import * as m300900 from './2026_11_30_0900_add_renewals';
import * as m301300 from './2026_11_30_1300_add_online_payments';
import * as m301500 from './2026_11_30_1500_add_room_selection';
import * as m010900 from './2026_12_01_0900_add_late_fees';

/**
 * Migrations are listed statically so the bundled server carries them (no directory scan at run time).
 * Add new ones at the end, with their sha256 in frozen.json; one that has landed is never edited
 * (test/unit/frozen-migrations.test.ts).
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0900_create_media_files': m0900,
  '2026_11_22_0901_create_organizations': m0901,
  '2026_11_22_0902_create_properties': m0902,
  '2026_11_22_0903_create_users': m0903,
  '2026_11_22_0904_create_sessions': m0904,
  '2026_11_22_0905_create_api_tokens': m0905,
  '2026_11_22_0906_create_website_block_attrs': m0906,
  '2026_11_22_0907_create_lease_periods': m0907,
  '2026_11_22_0908_create_property_content': m0908,
  '2026_11_22_0909_create_testimonials_and_portfolios': m0909,
  '2026_11_22_0910_create_outbox': m0910,
  '2026_11_22_1000_create_vanity_hosts': m1000,
  '2026_11_22_1001_create_content_version': m1001,
  '2026_11_22_1002_create_contact_messages': m1002,
  '2026_11_22_1100_create_reservation_requests': m1100,
  '2026_11_22_1101_create_one_time_links': m1101,
  '2026_11_22_1200_create_manager_preferences': m1200,
  '2026_11_22_1300_order_testimonials_and_resources': m1300,
  '2026_11_22_1301_media_file_variants': m1301,
  '2026_11_23_1100_add_record_versions': m231100,
  '2026_11_23_1200_add_api_token_user_agent': m20261123_1200,
  '2026_11_23_1201_link_sessions_to_tokens': m20261123_1201,
  '2026_11_23_1202_link_outbox_to_links': m20261123_1202,
  '2026_11_23_1300_add_users_email_verified_at': m231300,
  '2026_11_23_1301_allow_verify_links': m231301,
  '2026_11_23_1400_create_document_templates': m231400,
  '2026_11_23_1500_create_lease_period_templates': m231500,
  '2026_11_23_1600_create_layouts': m231600,
  '2026_11_23_1601_create_account_codes': m231601,
  '2026_11_23_1602_create_payment_plans': m231602,
  '2026_11_25_1700_create_payment_plan_assignments': m251700,
  '2026_11_25_1800_create_rental_application_settings': m251800,
  '2026_11_25_1900_create_rental_applications': m251900,
  '2026_11_26_1000_create_system_settings': m261000,
  '2026_11_26_1001_create_guarantor_invitations': m261001,
  '2026_11_26_1100_create_audit_events': m261100,
  '2026_11_26_1200_create_leases': m261200,
  '2026_11_26_1300_create_lease_documents': m261300,
  '2026_11_26_1400_create_lease_signing': m261400,
  '2026_11_26_1500_create_lease_signatures': m261500,
  '2026_11_27_1000_create_ledger': m271000,
  '2026_11_27_1200_create_tickets': m271200,
  '2026_11_28_0900_create_messages': m280900,
  '2026_11_29_0900_create_rate_limits': m290900,
  '2026_11_29_1010_create_lease_execution_failures': m291010,
  '2026_11_29_1020_add_payment_request_hash': m291020,
  '2026_11_29_1021_create_sms_replies': m291021,
  '2026_11_29_1040_add_message_claim_holders': m291040,
  '2026_11_29_1100_add_company_lease_terms': m291100,
  '2026_11_29_1160_create_lease_signer_opens': m291160,
  '2026_11_29_1210_add_reservation_request_closing': m291210,
  '2026_11_29_1230_add_message_send_after': m291230,
  '2026_11_29_1240_create_social_images': m291240,
  '2026_11_29_1700_repair_ledger_summaries_and_job_runs': m291700,
  '2026_11_29_1800_add_template_signers': m291800,
  '2026_11_29_2030_create_lease_executions': m292030,
  '2026_11_29_2240_add_message_secret_link': m292240,
  '2026_11_29_2300_fill_template_signers': m292300,
  '2026_11_30_0900_add_renewals': m300900,
  '2026_11_30_1300_add_online_payments': m301300,
  '2026_11_30_1500_add_room_selection': m301500,
  '2026_12_01_0900_add_late_fees': m010900,
};
