/**
 * Every question of the rental application (3-templates-and-application.md §3): its flag key (the
 * spec's prefix plus field name), a plain label, its control, and when it is asked. A flag that is
 * on means the question is asked and required (spec §3); a question that depends on another is
 * asked only when that answer matches (an eviction's explanation only after "Yes").
 */

export type Control =
  | 'text'
  | 'textarea'
  | 'date'
  | 'datetime'
  | 'time'
  | 'email'
  | 'phone'
  | 'yesno'
  | 'number'
  | 'money'
  | 'select'
  /** A number kept encrypted and shown masked (social security, passport or visa). */
  | 'secret'
  /** A private file: a copy, photo or proof only its student and the company's managers can open. */
  | 'file';

export type Question = {
  key: string;
  label: string;
  control: Control;
  options?: readonly string[];
  /** Asked only when the answer to `key` is `equals` (a yes/no as true or false, or a choice). */
  askedWhen?: { key: string; equals: boolean | string };
  /** Files: images only (photos) rather than images or PDF (copies, proofs). */
  imageOnly?: boolean;
};

export type Section = { id: string; title: string; questions: readonly Question[] };

const FREQUENCY = ['Never', 'Sometimes', 'Often'] as const;
const yes = (key: string) => ({ key, equals: true });
const no = (key: string) => ({ key, equals: false });

function addressSection(prefix: 'ca' | 'pa', id: string, title: string): Section {
  const k = (name: string) => `${prefix}_${name}`;
  return {
    id,
    title,
    questions: [
      { key: k('address'), label: 'Address', control: 'textarea' },
      { key: k('is_rented_or_owned'), label: 'Rented or owned', control: 'select', options: ['Rented', 'Owned'] },
      { key: k('type'), label: 'Type of home', control: 'select', options: ['Apartment', 'House', 'Residence hall', 'Other'] },
      { key: k('moving_reason'), label: 'Reason for moving', control: 'textarea' },
      { key: k('move_in_date'), label: 'Move-in date', control: 'date' },
      { key: k('total_monthly_rent'), label: 'Total monthly rent', control: 'money', askedWhen: { key: k('is_rented_or_owned'), equals: 'Rented' } },
      { key: k('payed_monthly_rent'), label: 'Your share of the monthly rent', control: 'money', askedWhen: { key: k('is_rented_or_owned'), equals: 'Rented' } },
      { key: k('landlord_name'), label: 'Landlord’s name', control: 'text', askedWhen: { key: k('is_rented_or_owned'), equals: 'Rented' } },
      { key: k('landlord_email'), label: 'Landlord’s e-mail', control: 'email', askedWhen: { key: k('is_rented_or_owned'), equals: 'Rented' } },
      { key: k('landlord_phone_number'), label: 'Landlord’s phone number', control: 'phone', askedWhen: { key: k('is_rented_or_owned'), equals: 'Rented' } },
      { key: k('is_landlord_contactable'), label: 'May we contact your landlord?', control: 'yesno', askedWhen: { key: k('is_rented_or_owned'), equals: 'Rented' } },
      { key: k('additional_info'), label: 'Anything else about this address', control: 'textarea' },
    ],
  };
}

export const SECTIONS: readonly Section[] = [
  {
    id: 'personal-info',
    title: 'Personal information',
    questions: [
      { key: 'pi_name', label: 'Full name', control: 'text' },
      { key: 'pi_middle_name', label: 'Middle name', control: 'text' },
      { key: 'pi_date_of_birth', label: 'Date of birth', control: 'date' },
      { key: 'pi_phone', label: 'Phone number', control: 'phone' },
      { key: 'pi_email', label: 'E-mail', control: 'email' },
      { key: 'pi_is_us_citizen', label: 'Are you a US citizen?', control: 'yesno' },
      { key: 'pi_social_security_number', label: 'Social security number', control: 'secret', askedWhen: yes('pi_is_us_citizen') },
      { key: 'pi_social_security_card_copy', label: 'Copy of your social security card', control: 'file', askedWhen: yes('pi_is_us_citizen') },
      { key: 'pi_passport_or_visa_number', label: 'Passport or visa number', control: 'secret', askedWhen: no('pi_is_us_citizen') },
      { key: 'pi_passport_or_visa_copy', label: 'Copy of your passport or visa', control: 'file', askedWhen: no('pi_is_us_citizen') },
      { key: 'pi_is_passport_or_visa_ok', label: 'Is your passport or visa valid for the whole lease?', control: 'yesno', askedWhen: no('pi_is_us_citizen') },
      { key: 'pi_bad_passport_or_visa_explanation', label: 'Please explain the problem with your passport or visa', control: 'textarea', askedWhen: no('pi_is_passport_or_visa_ok') },
    ],
  },
  {
    id: 'bio',
    title: 'Bio',
    questions: [
      { key: 'bio_profile_photo', label: 'Profile photo', control: 'file', imageOnly: true },
      { key: 'bio_bio', label: 'A few words about yourself', control: 'textarea' },
    ],
  },
  {
    id: 'student-status',
    title: 'Student status',
    questions: [
      { key: 'ss_is_full_time_student', label: 'Are you a full-time student?', control: 'yesno' },
      { key: 'ss_school', label: 'School', control: 'text' },
      { key: 'ss_school_issued_email', label: 'School-issued e-mail', control: 'email' },
      { key: 'ss_school_issued_id', label: 'Copy of your school ID', control: 'file' },
    ],
  },
  {
    id: 'pets',
    title: 'Pets',
    questions: [
      { key: 'pets_is_any', label: 'Will you have a pet?', control: 'yesno' },
      { key: 'pets_name', label: 'Pet’s name', control: 'text', askedWhen: yes('pets_is_any') },
      { key: 'pets_age', label: 'Pet’s age', control: 'text', askedWhen: yes('pets_is_any') },
      { key: 'pets_type', label: 'Kind of pet', control: 'select', options: ['Dog', 'Cat', 'Bird', 'Fish', 'Small mammal', 'Reptile', 'Other'], askedWhen: yes('pets_is_any') },
      { key: 'pets_breed', label: 'Breed', control: 'text', askedWhen: yes('pets_is_any') },
      { key: 'pets_weight', label: 'Weight (lb)', control: 'number', askedWhen: yes('pets_is_any') },
      { key: 'pets_training', label: 'Training (house-trained, obedience classes…)', control: 'textarea', askedWhen: yes('pets_is_any') },
      { key: 'pets_photo', label: 'Photo of your pet', control: 'file', imageOnly: true, askedWhen: yes('pets_is_any') },
    ],
  },
  addressSection('ca', 'current-address', 'Current address'),
  addressSection('pa', 'previous-address', 'Previous address'),
  {
    id: 'tenant-history',
    title: 'Tenant history',
    questions: [
      { key: 'th_ever_evicted', label: 'Have you ever been evicted?', control: 'yesno' },
      { key: 'th_eviction_explanation', label: 'Please explain the eviction', control: 'textarea', askedWhen: yes('th_ever_evicted') },
      { key: 'th_ever_refused_to_pay', label: 'Have you ever refused to pay rent?', control: 'yesno' },
      { key: 'th_refusing_explanation', label: 'Please explain why you refused to pay', control: 'textarea', askedWhen: yes('th_ever_refused_to_pay') },
      { key: 'th_ever_damaged_property', label: 'Have you ever damaged a rented property?', control: 'yesno' },
      { key: 'th_damage_explanation', label: 'Please explain the damage', control: 'textarea', askedWhen: yes('th_ever_damaged_property') },
      { key: 'th_ever_convicted', label: 'Have you ever been convicted of a crime?', control: 'yesno' },
      { key: 'th_conviction_explanation', label: 'Please explain the conviction', control: 'textarea', askedWhen: yes('th_ever_convicted') },
      { key: 'th_will_request_accommodations', label: 'Will you request any accommodations?', control: 'yesno' },
      { key: 'th_accommodations_explanation', label: 'Which accommodations will you request?', control: 'textarea', askedWhen: yes('th_will_request_accommodations') },
    ],
  },
  {
    id: 'finances',
    title: 'Finances',
    questions: [
      { key: 'fi_money_for_rent_source', label: 'Who pays the rent?', control: 'select', options: ['Me', 'My parents or family', 'Scholarship or financial aid', 'Student loans', 'Other'] },
      { key: 'fi_income_source', label: 'Your source of income', control: 'text' },
      { key: 'pfi_income_source', label: 'Your parents’ or sponsor’s source of income', control: 'text' },
    ],
  },
  {
    id: 'additional-info',
    title: 'Additional information',
    questions: [
      { key: 'ai_health_insurance', label: 'Do you have health insurance?', control: 'yesno' },
      { key: 'ai_health_insurance_plan', label: 'Health insurance plan', control: 'text', askedWhen: yes('ai_health_insurance') },
      { key: 'ai_ever_declared_bankruptcy', label: 'Have you ever declared bankruptcy?', control: 'yesno' },
      { key: 'ai_bankruptcy_explanation', label: 'Please explain the bankruptcy', control: 'textarea', askedWhen: yes('ai_ever_declared_bankruptcy') },
      { key: 'ai_is_smoker', label: 'Do you smoke?', control: 'yesno' },
      { key: 'ai_smoking_explanation', label: 'What and how often do you smoke?', control: 'textarea', askedWhen: yes('ai_is_smoker') },
    ],
  },
  {
    id: 'vehicle',
    title: 'Vehicle',
    questions: [
      { key: 't_any_vehicle', label: 'Will you bring a vehicle?', control: 'yesno' },
      { key: 't_type', label: 'Kind of vehicle', control: 'select', options: ['Car', 'Motorcycle', 'Scooter', 'Bicycle', 'Other'], askedWhen: yes('t_any_vehicle') },
      { key: 't_make', label: 'Make', control: 'text', askedWhen: yes('t_any_vehicle') },
      { key: 't_model', label: 'Model', control: 'text', askedWhen: yes('t_any_vehicle') },
      { key: 't_year', label: 'Year', control: 'number', askedWhen: yes('t_any_vehicle') },
      { key: 't_monthly_payments', label: 'Monthly payments on it', control: 'money', askedWhen: yes('t_any_vehicle') },
      { key: 't_way_to_get_to_work_or_school', label: 'How will you get to work or school?', control: 'text' },
    ],
  },
  {
    id: 'documents',
    title: 'Documents',
    questions: [
      { key: 'd_proof_type', label: 'Kind of proof of income', control: 'select', options: ['Pay stubs', 'Bank statement', 'Offer letter', 'Scholarship or financial aid letter', 'Guarantor’s proof of income', 'Other'] },
      { key: 'd_proof_file', label: 'Proof of income', control: 'file' },
    ],
  },
  {
    id: 'social-media',
    title: 'Social media',
    questions: (['facebook', 'youtube', 'whatsapp', 'instagram', 'twitter', 'linkedin', 'snapchat', 'pinterest', 'wechat', 'tumblr'] as const).map((name) => ({
      key: `smp_${name}`,
      label: { facebook: 'Facebook', youtube: 'YouTube', whatsapp: 'WhatsApp', instagram: 'Instagram', twitter: 'X (Twitter)', linkedin: 'LinkedIn', snapchat: 'Snapchat', pinterest: 'Pinterest', wechat: 'WeChat', tumblr: 'Tumblr' }[name],
      control: 'text' as const,
    })),
  },
  {
    id: 'guarantor',
    title: 'Guarantor',
    questions: [
      { key: 'lg_name', label: 'Guarantor’s name', control: 'text' },
      { key: 'lg_phone', label: 'Guarantor’s phone number', control: 'phone' },
      { key: 'lg_email', label: 'Guarantor’s e-mail', control: 'email' },
      { key: 'lg_address', label: 'Guarantor’s address', control: 'textarea' },
      { key: 'lg_personalize_invitation', label: 'A personal note for your guarantor’s invitation', control: 'textarea' },
    ],
  },
  {
    id: 'roommate-profile',
    title: 'Roommate profile',
    questions: [
      { key: 'rm_age', label: 'Age', control: 'number' },
      { key: 'rm_gender', label: 'Gender', control: 'select', options: ['Female', 'Male', 'Non-binary', 'Prefer not to say'] },
      { key: 'rm_animal_allergies', label: 'Are you allergic to animals?', control: 'yesno' },
      { key: 'rm_field_of_study', label: 'Field of study', control: 'text' },
      { key: 'rm_class_level', label: 'Class level', control: 'select', options: ['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate', 'Other'] },
      { key: 'rm_clubs', label: 'Clubs and activities', control: 'text' },
      { key: 'rm_school_or_college_or_university', label: 'School, college or university', control: 'text' },
      { key: 'rm_frequent_guests', label: 'How often do you have guests over?', control: 'select', options: FREQUENCY },
      { key: 'rm_partying', label: 'How often do you party at home?', control: 'select', options: FREQUENCY },
      { key: 'rm_loud_music', label: 'How often do you play loud music?', control: 'select', options: FREQUENCY },
      { key: 'rm_cooking', label: 'How often do you cook?', control: 'select', options: FREQUENCY },
      { key: 'rm_smoking', label: 'Are you fine with a roommate who smokes?', control: 'yesno' },
      { key: 'rm_car', label: 'Do you have a car?', control: 'yesno' },
      { key: 'rm_cleanliness', label: 'How tidy are you?', control: 'select', options: ['Very tidy', 'Tidy', 'Relaxed'] },
      { key: 'rm_prefer_to_study_at', label: 'Where do you prefer to study?', control: 'select', options: ['At home', 'In the library', 'On campus', 'Anywhere'] },
      { key: 'rm_pet_friendly', label: 'Are you fine living with pets?', control: 'yesno' },
      { key: 'rm_usual_sleep_time', label: 'Usual bedtime', control: 'time' },
      { key: 'rm_usual_wake_time', label: 'Usual wake-up time', control: 'time' },
      { key: 'rm_additional_info', label: 'Anything else a roommate should know', control: 'textarea' },
    ],
  },
  {
    id: 'emergency-contact',
    title: 'Emergency contact',
    questions: [
      { key: 'ec_emergency_contact', label: 'Emergency contact’s name', control: 'text' },
      { key: 'ec_relationship', label: 'Relationship to you', control: 'text' },
      { key: 'ec_email', label: 'Emergency contact’s e-mail', control: 'email' },
      { key: 'ec_phone', label: 'Emergency contact’s phone number', control: 'phone' },
    ],
  },
  {
    id: 'arrival-info',
    title: 'Arrival information',
    questions: [
      { key: 'ari_datetime', label: 'Arrival date and time', control: 'datetime' },
      { key: 'ari_flight_number', label: 'Flight number', control: 'text' },
      { key: 'ari_is_airport_shuttle_needed', label: 'Do you need the airport shuttle?', control: 'yesno' },
    ],
  },
];

/** Every question by its flag key. */
export const QUESTIONS: ReadonlyMap<string, Question> = new Map(SECTIONS.flatMap((s) => s.questions.map((q) => [q.key, q] as const)));

/** Every flag key, in the form's order. */
export const FLAG_KEYS: readonly string[] = [...QUESTIONS.keys()];

export type ApplicationFlags = Record<string, boolean>;

/** Questions a new company does not ask until a manager switches them on: optional by nature, or rarely needed. */
const OFF_BY_DEFAULT = new Set([
  'pi_middle_name',
  ...FLAG_KEYS.filter((k) => k.startsWith('pa_') || k.startsWith('smp_') || k.startsWith('ari_')),
  'ca_additional_info',
  'rm_clubs',
  'rm_additional_info',
  'lg_personalize_invitation',
]);

/** The flags a company starts with (and the demo company has). */
export function defaultFlags(): ApplicationFlags {
  return Object.fromEntries(FLAG_KEYS.map((k) => [k, !OFF_BY_DEFAULT.has(k)]));
}
