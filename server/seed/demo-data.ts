/** Content of the demo organization: a student-housing company around the UT Austin campus. */
import type { Insertable } from 'kysely';
import type { OrganizationsTable } from '../db/schema';
import type { Glyph, RoomScene } from './demo-images';

export const ORGANIZATION: Insertable<OrganizationsTable> = {
  name: 'Campus Edge Living',
  tagline: 'Student apartments a short walk from class',
  description:
    'Campus Edge Living has housed University of Texas students in West Campus and downtown Austin since 2009. ' +
    'Every lease is furnished, by the bed, and timed to the academic calendar. ' +
    'Our on-site teams live in the neighborhood and answer maintenance requests around the clock.',
  street: '2100 Guadalupe St, Suite 210',
  city: 'Austin',
  state: 'TX',
  code: '78705',
  phone_number: '(512) 555-0100',
  send_email_from: 'leasing@campusedge.example.com',
  manager_fname: 'Dana',
  manager_lname: 'Whitfield',
  manager_email: 'dana.whitfield@campusedge.example.com',
  organization_url: '',
  office_hours: 'Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM',
  facebook: 'https://www.facebook.com/campusedgeliving',
  twitter: 'https://twitter.com/campusedgeATX',
  instagram: 'https://www.instagram.com/campusedgeliving',
  gtm_tag_id: '',
  serve_new_site: 1,
};

/** Company block descriptions; every block is visible except latest-posts. */
export const COMPANY_BLOCK_DESCRIPTIONS: Record<string, string> = {
  'discover-you-new-home': 'Find the community that fits your semester, your budget and your commute.',
  'featured-locations': 'Walk to class, bike downtown, or live above the best coffee on Guadalupe.',
  about: '',
  'latest-posts': 'Move-in tips and neighborhood news from our team.',
  'what-people-say-about-us': 'Residents on what it is like to live with us.',
  'have-a-question?-please-ask-us': 'Our leasing team answers every message within one business day.',
};

export const PROPERTY_BLOCK_DESCRIPTIONS: Record<string, string> = {
  'lease-periods': 'Pick the lease that matches your academic calendar.',
  friends: 'Students who have already signed here and share your interests.',
  about: '',
  gallery: '',
  features: 'Included with every lease.',
  'additional-resources': 'Documents to read before you sign.',
  location: '',
  'latest-posts': '',
  'what-people-say': 'Residents in their own words.',
  'how-it-works': 'Choose a lease period, pick your room, apply online and sign from your phone.',
  'contact-form': 'Questions about a room or a lease? Send us a note.',
};

export const HIDDEN_BLOCKS = ['latest-posts'];

export const SEMESTERS = [
  { name: 'Fall 2026', start_date: '2026-08-20', end_date: '2026-12-18' },
  { name: 'Spring 2027', start_date: '2027-01-11', end_date: '2027-05-14' },
  { name: 'Summer 2027', start_date: '2027-05-24', end_date: '2027-08-06' },
  { name: 'Fall 2027', start_date: '2027-08-19', end_date: '2027-12-17' },
  { name: 'Spring 2028', start_date: '2028-01-10', end_date: '2028-05-12' },
];

export type PeriodSeed = {
  name: string;
  description: string;
  semesters: string[];
  visible: number;
  open_to_renewals?: number;
  allow_same_bed_renewals?: number;
  gender_m?: number;
  gender_f?: number;
  renewsFrom?: string;
};

export const LEASE_PERIODS: PeriodSeed[] = [
  {
    name: 'Academic Year 2026-2027',
    description: 'Fall and spring on one lease. Furniture, utilities and high-speed internet are included.',
    semesters: ['Fall 2026', 'Spring 2027'],
    visible: 1,
  },
  {
    name: 'Fall 2026 Semester',
    description: 'Fall-only lease in our women-only suites.',
    semesters: ['Fall 2026'],
    visible: 1,
    gender_m: 0,
  },
  {
    name: 'Spring 2027 Semester',
    description: 'Held for current residents who are extending through the spring.',
    semesters: ['Spring 2027'],
    visible: 1,
    open_to_renewals: 1,
  },
  { name: 'Summer 2027', description: '', semesters: ['Summer 2027'], visible: 0 },
  {
    name: 'Academic Year 2027-2028',
    description: 'Current residents can keep their own bed for next year before it opens to new leases.',
    semesters: ['Fall 2027', 'Spring 2028'],
    visible: 1,
    allow_same_bed_renewals: 1,
    renewsFrom: 'Academic Year 2026-2027',
  },
  {
    name: 'Fall 2027 Semester',
    description: 'Every fall-only bed is taken. The academic-year lease still has rooms.',
    semesters: ['Fall 2027'],
    visible: 1,
    gender_m: 0,
    gender_f: 0,
  },
];

export type PropertySeed = {
  name: string;
  status: 'RUNNING' | 'DISABLED';
  street: string;
  code: string;
  latitude: number;
  longitude: number;
  phone_number: string;
  manager: [first: string, last: string, email: string];
  office_hours: string;
  social: { facebook: string; twitter: string; instagram: string };
  general_info: string;
  gallery: { caption: string; scene: RoomScene }[];
  amenities: { name: string; glyph: Glyph }[];
  periods: string[];
  hiddenBlocks: string[];
  resources: { name: string; lines: string[] }[];
  testimonials: { name: string; text: string; onOrganization: boolean }[];
  /** Index into STUDENTS and match percentage. */
  friends: [number, number][];
};

const WEEKDAY_HOURS = 'Mon-Fri 9:00 AM - 6:00 PM, Sat 11:00 AM - 3:00 PM';
const ALL_PERIODS = LEASE_PERIODS.map((p) => p.name);
const USUAL_PERIODS = ALL_PERIODS.filter((name) => name !== 'Fall 2027 Semester');

export const PROPERTIES: PropertySeed[] = [
  {
    name: 'The Rio on 24th',
    status: 'RUNNING',
    street: '2410 Rio Grande St',
    code: '78705',
    latitude: 30.2879,
    longitude: -97.7451,
    phone_number: '(512) 555-0142',
    manager: ['Marisol', 'Vega', 'marisol.vega@campusedge.example.com'],
    office_hours: WEEKDAY_HOURS,
    social: {
      facebook: 'https://www.facebook.com/theRioATX',
      twitter: 'https://twitter.com/theRioATX',
      instagram: 'https://www.instagram.com/theRioATX',
    },
    general_info:
      '<p>The Rio on 24th sits two blocks west of campus, a <strong>six-minute walk</strong> to the Tower. ' +
      'Choose from furnished two- and four-bedroom apartments, each bedroom with its own bathroom.</p>' +
      '<p>Residents get a rooftop terrace, a 24-hour study lounge and covered bike storage.</p>',
    gallery: [
      { caption: 'Furnished bedroom with a full-size bed', scene: 'bedroom' },
      { caption: 'Shared living room in a four-bedroom apartment', scene: 'living' },
      { caption: 'Kitchen with quartz counters and full-size appliances', scene: 'kitchen' },
      { caption: 'Built-in desk in every bedroom', scene: 'study' },
      { caption: 'Front entrance on Rio Grande Street', scene: 'exterior' },
      { caption: '24-hour study lounge', scene: 'study' },
      { caption: 'Resident lounge on the ground floor', scene: 'living' },
      { caption: 'Rooftop view toward the Tower', scene: 'exterior' },
    ],
    amenities: [
      { name: 'Rooftop terrace', glyph: 'rooftop' },
      { name: 'Fitness center', glyph: 'fitness' },
      { name: '24-hour study lounge', glyph: 'study' },
      { name: 'High-speed Wi-Fi', glyph: 'wifi' },
      { name: 'In-unit washer and dryer', glyph: 'laundry' },
      { name: 'Covered bike storage', glyph: 'bike' },
      { name: 'Controlled-access entry', glyph: 'security' },
    ],
    periods: ALL_PERIODS,
    hiddenBlocks: [],
    resources: [
      {
        name: 'Resident Handbook 2026-2027',
        lines: [
          'Quiet hours: 10 PM - 8 AM Sunday through Thursday, midnight - 9 AM on weekends.',
          'Guests may stay up to three nights in a row with your roommates\' agreement.',
          'Report maintenance issues online; for emergencies call (512) 555-0142 at any hour.',
          'Rent is due on the 1st of each month; a late fee applies after the 5th.',
        ],
      },
      {
        name: 'Move-in Checklist',
        lines: [
          'Bring a photo ID and your signed lease confirmation.',
          'Pick up keys, mailbox key and bike tag at the leasing office.',
          'Complete the room condition form within 48 hours of move-in.',
          'Show proof of renters insurance before you receive your keys.',
        ],
      },
    ],
    testimonials: [
      {
        name: 'Alyssa Moreno',
        text: 'I can roll out of bed at 8:40 and still make my 9 AM in Welch Hall. The rooftop is where our whole floor studies before finals.',
        onOrganization: true,
      },
      {
        name: 'Kevin Osei',
        text: 'Maintenance fixed our dishwasher the same afternoon I reported it. Having my own bathroom made sharing with three roommates easy.',
        onOrganization: true,
      },
      {
        name: 'Hannah Lee',
        text: 'Renewing for next year took five minutes, and I got to keep the same room with the good window.',
        onOrganization: false,
      },
    ],
    friends: [[0, 96], [1, 91], [2, 88], [3, 83], [4, 77], [5, 72]],
  },
  {
    name: 'Nueces Commons',
    status: 'RUNNING',
    street: '2601 Nueces St',
    code: '78705',
    latitude: 30.2906,
    longitude: -97.7466,
    phone_number: '(512) 555-0187',
    manager: ['Trevor', 'Ashby', 'trevor.ashby@campusedge.example.com'],
    office_hours: WEEKDAY_HOURS,
    social: {
      facebook: 'https://www.facebook.com/nuecescommons',
      twitter: '',
      instagram: 'https://www.instagram.com/nuecescommons',
    },
    general_info:
      '<p>Nueces Commons is a quiet, <strong>study-focused</strong> community in the heart of West Campus, ' +
      'with courtyard gardens, group study rooms and a resident coffee bar.</p>',
    gallery: [
      { caption: 'Courtyard entrance', scene: 'exterior' },
      { caption: 'Bedroom with extra storage', scene: 'bedroom' },
      { caption: 'Group study room', scene: 'study' },
      { caption: 'Open kitchen and dining area', scene: 'kitchen' },
      { caption: 'Clubhouse lounge', scene: 'living' },
    ],
    amenities: [
      { name: 'Study lounge', glyph: 'study' },
      { name: 'Resident coffee bar', glyph: 'coffee' },
      { name: 'Resort-style pool', glyph: 'pool' },
      { name: 'Fitness center', glyph: 'fitness' },
      { name: 'Pet friendly', glyph: 'pets' },
      { name: 'High-speed Wi-Fi', glyph: 'wifi' },
    ],
    periods: USUAL_PERIODS,
    hiddenBlocks: ['friends'],
    resources: [],
    testimonials: [
      {
        name: 'Daniel Park',
        text: 'The group study rooms are the reason I passed organic chemistry. Quiet hours are actually quiet here.',
        onOrganization: true,
      },
      {
        name: 'Brianna Foster',
        text: 'My dog loves the courtyard, and the staff knows both of us by name.',
        onOrganization: false,
      },
    ],
    friends: [[1, 94], [3, 86], [4, 79], [5, 74]],
  },
  {
    name: 'Lavaca Street Lofts',
    status: 'RUNNING',
    street: '1805 Lavaca St',
    code: '78701',
    latitude: 30.2801,
    longitude: -97.7419,
    phone_number: '(512) 555-0163',
    manager: ['Janelle', 'Ortiz', 'janelle.ortiz@campusedge.example.com'],
    office_hours: 'Mon-Fri 10:00 AM - 6:00 PM',
    social: { facebook: 'https://www.facebook.com/lavacalofts', twitter: '', instagram: '' },
    general_info:
      '<p>Loft-style studios and one-bedrooms between the Capitol and campus, with ' +
      '<strong>12-foot ceilings</strong> and a parking garage on site.</p>' +
      '<p>The 7 and 10 bus lines stop at the corner.</p>',
    gallery: [
      { caption: 'Loft studio with a lofted bed', scene: 'bedroom' },
      { caption: 'Studio kitchen', scene: 'kitchen' },
      { caption: 'Lobby lounge', scene: 'living' },
      { caption: 'Lavaca Street at dusk', scene: 'exterior' },
    ],
    amenities: [
      { name: 'Garage parking', glyph: 'parking' },
      { name: 'Fitness center', glyph: 'fitness' },
      { name: 'Package lockers', glyph: 'security' },
      { name: 'Coffee bar', glyph: 'coffee' },
      { name: 'Laundry on every floor', glyph: 'laundry' },
    ],
    periods: USUAL_PERIODS,
    hiddenBlocks: [],
    resources: [],
    testimonials: [
      {
        name: 'Samuel Reyes',
        text: 'Living downtown as a grad student is a dream. I bike to campus in ten minutes and the Capitol lawn is my backyard.',
        onOrganization: true,
      },
      {
        name: 'Olivia Chen',
        text: 'Having a parking spot in the garage saved me so much stress. The loft ceilings make a studio feel huge.',
        onOrganization: false,
      },
    ],
    friends: [],
  },
  {
    name: 'Speedway Place',
    status: 'DISABLED',
    street: '3212 Speedway',
    code: '78705',
    latitude: 30.2957,
    longitude: -97.7351,
    phone_number: '(512) 555-0129',
    manager: ['Grant', 'Holloway', 'grant.holloway@campusedge.example.com'],
    office_hours: 'By appointment during renovation',
    social: { facebook: '', twitter: '', instagram: '' },
    general_info:
      '<p>Speedway Place is closed for a full renovation and will reopen for the <strong>Fall 2027</strong> semester.</p>',
    gallery: [],
    amenities: [],
    periods: [],
    hiddenBlocks: [],
    resources: [],
    testimonials: [],
    friends: [],
  },
];

export const STUDENTS: { first: string; last: string; email: string; gender: 'M' | 'F' }[] = [
  { first: 'Maya', last: 'Rodriguez', email: 'maya.r@students.example.edu', gender: 'F' },
  { first: 'Jordan', last: 'Kim', email: 'jordan.k@students.example.edu', gender: 'M' },
  { first: 'Priya', last: 'Shah', email: 'priya.s@students.example.edu', gender: 'F' },
  { first: 'Ethan', last: 'Brooks', email: 'ethan.b@students.example.edu', gender: 'M' },
  { first: 'Sofia', last: 'Nguyen', email: 'sofia.n@students.example.edu', gender: 'F' },
  { first: 'Marcus', last: 'Allen', email: 'marcus.a@students.example.edu', gender: 'M' },
];

/** Portfolios list properties by index into PROPERTIES. */
export const PORTFOLIOS = [
  { name: 'Near Campus', properties: [0, 1, 3] },
  { name: 'Downtown', properties: [2, 0] },
];
