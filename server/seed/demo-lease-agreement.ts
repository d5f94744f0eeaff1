/**
 * The demo company's lease packet: a full student-housing lease (about ten printed pages) and a
 * short guaranty (two pages with its payment schedule). The text is written in a small markup so it reads as the printed lease does:
 * `{key}` is a variable, `**bold**`, `*italic*` and `[text](https://…)` a link.
 */
import { contentBlock, document as doc, heading as h, paragraph, signatureTag as sig, text, variable } from '../../shared/documents/build';
import type { DocMark, DocNode } from '../../shared/documents/types';
import { isVariableKey } from '../../shared/documents/variables';

export type DemoLeaseBlocks = { quietHours: number };

const SITE = 'https://campusedge.example.com';
const INLINE = /\{(\w+)\}|\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((https?:\/\/[^)\s]+)\)/g;

/** One line of markup as inline nodes. An unknown variable is a typo here, so it throws. */
function inline(markup: string): DocNode[] {
  const nodes: DocNode[] = [];
  let last = 0;
  for (const m of markup.matchAll(INLINE)) {
    if (m.index > last) nodes.push(text(markup.slice(last, m.index)));
    const [, key, bold, italic, label, href] = m;
    if (key !== undefined) {
      if (!isVariableKey(key)) throw new Error(`Unknown variable in the demo lease: ${key}`);
      nodes.push(variable(key));
    } else if (bold !== undefined) nodes.push(...marked(bold, { type: 'bold' }));
    else if (italic !== undefined) nodes.push(...marked(italic, { type: 'italic' }));
    else nodes.push(...marked(label!, { type: 'link', attrs: { href } }));
    last = m.index + m[0].length;
  }
  if (last < markup.length) nodes.push(text(markup.slice(last)));
  return nodes;
}

/** Bold, italic or linked markup: its text and variables, each with the mark. */
const marked = (markup: string, mark: DocMark): DocNode[] => inline(markup).map((node) => ({ ...node, marks: [...(node.marks ?? []), mark] }));

const p = (markup: string): DocNode => paragraph(...inline(markup));
const centered = (markup: string): DocNode => ({ ...p(markup), attrs: { textAlign: 'center' } });
/** A list item: its text, then any nested lists. */
const li = (markup: string, ...nested: DocNode[]): DocNode => ({ type: 'listItem', content: [p(markup), ...nested] });
const ul = (...items: (string | DocNode)[]): DocNode => ({ type: 'bulletList', content: items.map((i) => (typeof i === 'string' ? li(i) : i)) });
const ol = (...items: (string | DocNode)[]): DocNode => ({ type: 'orderedList', attrs: { start: 1 }, content: items.map((i) => (typeof i === 'string' ? li(i) : i)) });
const quote = (...markup: string[]): DocNode => ({ type: 'blockquote', content: markup.map(p) });
const logo = (src: string): DocNode => ({ type: 'image', attrs: { src, alt: 'Campus Edge Living logo' } });
/** The tenant's initials where a section asks for them. */
const tenantInitials = (): DocNode => paragraph(text('Tenant’s initials: ', [{ type: 'bold' }]), sig(1, 'initial'));

function opening(logoSrc: string): DocNode[] {
  return [
    logo(logoSrc),
    h(1, 'Residential Lease Agreement', 'center'),
    centered('*Individual bed-space lease for student housing at {property_name}*'),
    p(
      'This Residential Lease Agreement (the "Lease") is made on {today} between {company_name}, whose office is at {company_address} (the "Landlord"), and {student_full_name} (the "Tenant"). The Landlord manages {property_name} (the "Community") and leases individual beds in its furnished apartments to students. In this Lease, "you" and "your" mean the Tenant, and "we", "us" and "our" mean the Landlord and its authorized agents.',
    ),
    quote(
      '**Important notice.** This is a legally binding contract. Read every section before you sign, including the house rules and any addenda. If you are under 18, or if we require a guarantor for another reason, your guarantor must sign a separate Guaranty Agreement before you may move in. If you have questions, ask the leasing office at {company_phone} before signing. You may also ask an attorney or your university’s student legal services to review this Lease.',
    ),
    h(2, 'Lease Summary'),
    p('The key terms of this Lease are summarized below. If the summary and the detailed sections disagree, the detailed sections control.'),
    ul(
      '**Tenant:** {student_full_name} ({student_email})',
      '**Guarantor (if required):** {guarantor_full_name}',
      '**Community:** {property_name}, {property_address}',
      '**Premises:** {premises}',
      '**Lease period:** {lease_period_name}, from {lease_start_date} to {lease_end_date} ({lease_days} days)',
      '**Total rent for the term:** {total_rent}, payable in {rent_installments} installments from {first_rent_due_date} to {last_rent_due_date}, as the Payment Schedule in Section 3.1 sets out',
      '**Security deposit:** {security_deposit}',
      '**Fees in your payment plan:** {total_fees}, including the application fee (non-refundable, paid with your application) of {application_fee}',
    ),
  ];
}

function partiesAndTerm(): DocNode[] {
  return [
    h(2, '1. Parties and Premises'),
    h(3, '1.1 What you are leasing'),
    p(
      'We lease to you, and you lease from us, the exclusive right to use the bed identified as **{premises}** (your "Bed Space"), in the apartment that holds it (the "Unit") at {property_name}, {property_address}. Your Bed Space includes the bed, the bedroom furniture assigned to it and, if your bedroom is a private one, the bedroom itself. You also receive the non-exclusive right, shared with the other residents of the Unit, to use the Unit’s common areas (the living room, kitchen, hallways and any shared bathroom), and the right to use the Community’s amenities under their posted hours and rules.',
    ),
    h(3, '1.2 A by-the-bed lease'),
    p(
      'This is an *individual* lease. You are responsible for the rent and charges of your own Bed Space only, not for the rent of the other residents of your Unit, each of whom signs a separate lease with us. You do share responsibility with your roommates for the care and condition of the common areas of the Unit, as explained in Sections 4 and 15.',
    ),
    h(3, '1.3 Guarantor'),
    p(
      'If we require a guarantor, your guarantor, {guarantor_full_name}, must sign our Guaranty Agreement before you receive your keys. The guarantor is responsible for your obligations under this Lease if you do not meet them.',
    ),
    h(2, '2. Lease Term'),
    p(
      'The Lease begins at 12:00 p.m. on {lease_start_date} and ends at 12:00 p.m. on {lease_end_date} (the "Term"), covering the {lease_period_name} lease period. The Term is a fixed term: this Lease does *not* renew automatically, and it does not become a month-to-month tenancy when it ends.',
    ),
    p(
      '**Move-in.** You may pick up your keys and access devices on the start date, or on the first move-in day we announce for your building if that is later, once you have signed this Lease, paid every amount the Payment Schedule shows as due by then, and provided any guaranty we require. If we cannot deliver your Bed Space on the start date because of a holdover, repairs or another cause beyond our control, your rent is reduced day by day until we do. If we cannot deliver it within 15 days, you may end this Lease by written notice and receive a refund of everything you paid under it.',
    ),
    p(
      '**Move-out.** You must vacate the Bed Space, return every key and access device, and complete the move-out steps described in Section 15 by the end of the Term. If you stay past the end of the Term without our written consent, you will be a holdover tenant. A holdover tenant owes rent for each day of the holdover at one and a half times the daily rate, plus the costs we incur because the next resident cannot move in on time.',
    ),
  ];
}

function rentDepositFees(): DocNode[] {
  return [
    h(2, '3. Rent and Installments'),
    h(3, '3.1 Total rent and the Payment Schedule'),
    p(
      'The rent for the Term is **{total_rent}** (the "Total Rent"). The Total Rent is the price of the whole Term; it is not a monthly rent. You pay it in **{rent_installments} installments**, the first due on {first_rent_due_date} and the last on {last_rent_due_date}, each on or before the date and in the amount the Payment Schedule below shows, without demand or deduction. The Payment Schedule lists every charge and credit of the payment plan you chose during leasing, with the running total after each; it is part of this Lease.',
    ),
    p('{payment_schedule}'),
    p(
      '**Daily rate.** Where this Lease charges or credits rent by the day, the daily rate is the Total Rent divided by the {lease_days} days of the Term (both the first and the last day counted): {total_rent} ÷ {lease_days} = **{daily_rent}** a day.',
    ),
    p(
      'Paying in installments does not create a monthly tenancy, and the Total Rent does not change if you move out early or if classes are moved online.',
    ),
    h(3, '3.2 How to pay'),
    p(
      `We accept payment by {accepted_payment_methods}, and by no other method. A check or money order is made out to {company_name} and delivered to the leasing office during office hours. You can see every charge, payment and your balance in the resident portal at [campusedge.example.com](${SITE}).`,
    ),
    p('Whatever note you write on a payment, {payment_application_order}.'),
    h(3, '3.3 Late payments and returned payments'),
    p(
      'If any part of an installment remains unpaid after 11:59 p.m. on the third day after its due date, you will owe an initial late fee of $50.00 and daily late fees of $10.00 for each following day until the installment is paid in full, up to a total of $150.00 for any one installment. These late fees are a reasonable estimate of our costs of late payment, which are uncertain and difficult to determine, and they will never exceed the limits of Section 92.019 of the Texas Property Code.',
    ),
    p(
      'If a payment is returned unpaid or reversed for any reason, you will owe a returned-payment fee of $30.00 plus any late fees that apply as if the payment had not been made. After two returned payments, we may require all of your future payments by cashier’s check, money order or another certified method.',
    ),
    tenantInitials(),
    h(2, '4. Security Deposit'),
    p(
      'Before you move in, you must pay a security deposit of **{security_deposit}**. You may *not* use it to pay your last installment of rent. Under Texas law, a tenant who withholds the last month’s rent on the grounds that the security deposit covers it is presumed to act in bad faith, and may be liable for three times the rent withheld plus our attorney’s fees.',
    ),
    p(
      'The security deposit does not earn interest for you. Within 30 days after you surrender the Bed Space, we will mail you the deposit, less lawful deductions, to the forwarding address you give us in writing, together with a written, itemized list of all deductions. We are not required to send the refund or the list until you have given us a forwarding address.',
    ),
    p('We may deduct from the security deposit:'),
    ul(
      'unpaid rent, fees, utilities and other charges due under this Lease;',
      'the cost of repairing damage beyond normal wear and tear to the Bed Space, the common areas of the Unit or the Community, caused by you, your guests or an animal you keep;',
      'the cost of cleaning needed to return the Bed Space to the condition recorded in the move-in condition report;',
      'the cost of replacing keys, access cards, mailbox keys and parking permits that are not returned, and of rekeying when keys are not returned;',
      'the cost of removing and storing belongings left behind; and',
      'any other amount this Lease allows us to charge.',
    ),
    p(
      '*Normal wear and tear* means the deterioration that results from the intended use of the Bed Space, including breakage or malfunction due to age or deteriorated condition. It does not include deterioration that results from negligence, carelessness, accident or abuse.',
    ),
    p(
      'When damage to a common area cannot be traced to one resident, we will divide the reasonable cost of repair equally among the residents who lived in the Unit when the damage occurred, except a resident who shows us that he or she did not cause it.',
    ),
    tenantInitials(),
    h(2, '5. Fees and Other Charges'),
    p('In addition to rent, you agree to pay the following fees and charges when they apply. Unless stated otherwise, each is due with the next installment after it is charged to your account.'),
    ul(
      '**Fees in your payment plan:** {total_fees} in all, each due on the date the Payment Schedule shows. Among them, the application fee of {application_fee}, paid with your application, covers the cost of processing your application and is not refundable, even if you do not move in.',
      '**Late fee and returned-payment fee:** as stated in Section 3.3.',
      '**Lost key or access card:** $50.00 for each key or card. A lost mailbox key is charged at the cost of changing the mailbox lock.',
      '**Lockout service:** no charge during office hours; $25.00 for each lockout call answered by our on-call staff after hours.',
      '**Room transfer fee:** $150.00 for a transfer you request and we approve.',
      '**Reletting fee:** as described in Section 17.',
      '**Damage and cleaning charges:** the reasonable cost of labor and materials, invoiced with a description of the work.',
    ),
  ];
}

function utilitiesOccupancyUse(): DocNode[] {
  return [
    h(2, '6. Utilities and Services'),
    p('The following utilities and services are included in your rent:'),
    ul(
      'Electricity, up to a monthly allowance of $35.00 per bed. If the Unit’s electric bill for a billing period exceeds the combined allowance of all residents of the Unit, we will divide the excess equally among the residents who lived in the Unit during that period and add your share to your account.',
      'Water, sewer and trash collection.',
      'High-speed internet, with wireless access throughout the Unit and in the Community’s amenities.',
      'Pest control, with treatments on a regular schedule and on request.',
    ),
    p(
      'You pay for any other service you choose to add. Do not tamper with meters or use appliances that overload the Unit’s circuits, such as extra refrigerators or space heaters.',
    ),
    p(
      'An interruption of a utility caused by the provider, by weather or by necessary repairs does not reduce your rent, and we are not liable for it unless it results from our negligence. In freezing weather, never turn the heating off or let the Unit fall below 55 degrees, so that the pipes do not freeze.',
    ),
    h(2, '7. Occupancy, Roommates and Room Transfers'),
    h(3, '7.1 Who may live in the Bed Space'),
    p(
      'Only you may live in your Bed Space. You may not sublet it, assign this Lease or let anyone else stay in it, except a guest under Section 14, without our prior written consent. A sublet or assignment made without our consent is void. If we agree to a replacement resident, the replacement must apply, qualify and sign a new lease, as described in Section 17.',
    ),
    h(3, '7.2 Roommates'),
    p(
      'We assign roommates according to the preferences you gave in your application, including any roommate you asked to live with, but we cannot guarantee a particular roommate or that roommates will get along. We may assign a new resident to any vacant bed in the Unit at any time, and we will give the current residents at least 24 hours’ notice before a new roommate moves in. You must keep every vacant bedroom and bed in the Unit clean and ready for a new resident.',
    ),
    p(
      'If roommates cannot settle a disagreement among themselves, our staff can hold a roommate meeting and help them write a roommate agreement about cleaning, study time and guests. A roommate agreement binds only the roommates; it does not change this Lease.',
    ),
    h(2, '8. Use of the Premises'),
    p('You will use the Bed Space only as a private residence for yourself. You agree not to:'),
    ul(
      'run a business from the Unit, including short-term rentals or the sale of goods, other than work done by computer that brings no visitors to the Unit;',
      'engage in or allow any activity that is illegal, including the possession, use or sale of illegal drugs, or that threatens the health or safety of others;',
      'keep anything hazardous in the Unit, such as fireworks, gasoline, propane tanks or other flammable or explosive materials;',
      'smoke or vape any substance inside the buildings, on balconies or within 25 feet of an entrance;',
      'burn candles or incense, use space heaters or halogen lamps, or grill on balconies or walkways;',
      'alter the Unit without our written consent, including painting, installing or changing locks, mounting televisions or shelves, or removing furniture we provide; or',
      'disturb other residents or neighbors, or interfere with the management of the Community.',
    ),
    p(
      'You must keep the Bed Space and your share of the common areas clean and sanitary, put trash in the designated containers, and promptly report any condition that could cause damage or a health hazard, such as a water leak, mold, pests or a smoke alarm that does not work.',
    ),
  ];
}

function repairsEntryInsurance(): DocNode[] {
  return [
    h(2, '9. Maintenance and Repairs'),
    p(
      'We will keep the buildings, their systems, the appliances we provide and the common areas in good repair, and we will repair conditions that materially affect the health or safety of an ordinary tenant within a reasonable time after you notify us. You are responsible for the cost of repairing damage caused by you or your guests, or by misuse or neglect, such as a drain blocked by grease.',
    ),
    h(3, '9.1 How to file a maintenance request'),
    p('All requests for repairs must be made in writing, except in an emergency. A request made through the resident portal counts as a written request and is the fastest way to reach our maintenance team.'),
    ol(
      `Sign in to the resident portal at [campusedge.example.com](${SITE}) and choose *Maintenance*, then *New request*.`,
      'Describe the problem, where in the Unit it is and when it started. Attach photographs if you can.',
      li(
        'Tell us whether we may enter while no one is home:',
        ul(
          'choose *Permission to enter* if our staff may enter during business hours to do the work; or',
          'choose *Call first* if you would like us to schedule a time with you, which may delay the repair.',
        ),
      ),
      'Keep the confirmation number. We will send updates to {student_email} and tell you when the work is complete.',
    ),
    p(
      'If the portal is not available, deliver a signed request to the leasing office. A text message to a staff member is not a repair request.',
    ),
    h(2, '10. Entry by Landlord'),
    p(
      'We may enter the Unit and your Bed Space at reasonable times to make repairs you requested, perform preventive maintenance, replace air filters, conduct inspections, treat for pests, show the Unit to prospective residents or buyers, and check that this Lease is being followed. Except when you have asked for a repair or in an emergency, we will give you at least 24 hours’ notice by e-mail or by a notice posted on the Unit’s door, and we will enter only between 8:00 a.m. and 7:00 p.m.',
    ),
    p(
      'We may enter without notice at any time in an emergency, when we reasonably believe the Unit has been abandoned, to stop a disturbance or a sounding alarm, or when the law requires it. If no one is home when we enter, we will leave a written notice stating the date, time and purpose of the entry.',
    ),
    h(2, '11. Insurance and Liability'),
    p(
      'Our insurance covers the buildings. It does *not* cover your belongings or your personal liability. We **strongly recommend** that you buy renter’s insurance with personal property coverage and at least $100,000 of personal liability coverage for the whole Term. Many policies cost only a few dollars a month, and you may already be covered by a parent’s homeowner’s policy; ask the insurer. If you buy a policy, please give us a copy of its declarations page.',
    ),
    p(
      'Unless a loss is caused by our negligence, we are not liable for injury or for loss of or damage to personal property caused by other people, fire, water leaks, weather, utility interruptions, theft or vandalism. You are responsible for loss or injury caused by you or your guests.',
    ),
  ];
}

function rulesParkingGuests(blocks: DemoLeaseBlocks): DocNode[] {
  return [
    h(2, '12. House Rules'),
    p(
      'The Community’s house rules help residents live, sleep and study well together. They are part of this Lease, and a serious or repeated violation is a default under Section 16. We may adopt reasonable new rules on 30 days’ written notice.',
    ),
    h(3, '12.1 Quiet hours'),
    contentBlock(blocks.quietHours),
    p('Outside quiet hours, keep noise at a level that cannot be heard in neighboring Units. Amplified music, subwoofers and musical instruments may never be used in a way that disturbs others.'),
    h(3, '12.2 Pets'),
    p('No pets are allowed in the Unit, except fish in a tank of 10 gallons or less and assistance animals approved in writing.'),
    p(
      'An animal that is not allowed, even for a short visit, may result in a charge of $100.00 plus the cost of cleaning and repairs.',
    ),
    h(2, '13. Parking and Bicycles'),
    p(
      'Parking is *not* included in the rent unless your payment plan says otherwise. Where parking is available, you may rent a space under a separate parking addendum. Vehicles must display a valid permit. We may have a vehicle towed, at its owner’s expense and as Texas law allows, if it is parked without a permit, in a fire lane or in a reserved space, or left inoperable for more than 72 hours.',
    ),
    ul(
      'No vehicle repairs, oil changes or car washing in the parking areas.',
      'Bicycles belong in the bike storage room or on a bike rack. Bicycles left in stairwells or on railings, or abandoned at the end of the Term, will be removed.',
    ),
    p('We are not responsible for damage to or theft of vehicles or bicycles, except as caused by our negligence.'),
    h(2, '14. Guests'),
    p(
      'You are responsible for the conduct of your guests and for any damage they cause, and your guests must follow this Lease and the house rules. A guest may stay overnight no more than three nights in a row and no more than six nights in any calendar month, and only with the agreement of every roommate in the Unit. Guests may not stay in a vacant bedroom or be given keys. A person who stays longer is an unauthorized occupant, and you will be in default under this Lease.',
    ),
  ];
}

function conditionDefaultTermination(): DocNode[] {
  return [
    h(2, '15. Move-In and Move-Out Condition'),
    h(3, '15.1 Move-in condition report'),
    p(
      'At move-in, you will receive a move-in condition report for your Bed Space and the common areas of the Unit. Within 48 hours after you receive your keys, note on the report any damage, stains, missing items or other conditions, sign it, and return it through the resident portal or to the leasing office. We recommend that you attach dated photographs. Conditions you do not report will be presumed not to have existed when you moved in.',
    ),
    h(3, '15.2 Moving out'),
    p('Before you leave, you must:'),
    ol(
      'clean your Bed Space and your share of the common areas, including the refrigerator, stove, cabinets, floors and bathroom, and remove all trash;',
      'remove all of your belongings and anything else you brought into the Unit;',
      'return every key, access card, mailbox key and parking permit to the leasing office (keys left in the Unit or sent by mail are not returned until we receive them);',
      'give us your forwarding address in writing; and',
      'schedule a move-out inspection, which you are welcome to attend.',
    ),
    p(
      'After you leave, we will inspect the Bed Space and the common areas, compare them with the move-in condition report, and charge you for cleaning and for repairing damage beyond normal wear and tear, as explained in Section 4. Belongings left behind after you surrender or abandon the Bed Space may be removed, stored or disposed of as Texas law allows.',
    ),
    h(2, '16. Default and Remedies'),
    p('You will be in default if:'),
    ul(
      'you do not pay rent or any other amount when it is due;',
      'you violate this Lease, the house rules or an addendum, or gave false information in your rental application;',
      'you abandon the Bed Space; or',
      'you, your guest or an occupant commits a crime in the Community or threatens the health or safety of others.',
    ),
    p(
      'If you default, we may end your right to occupy the Bed Space by giving you a written notice to vacate. Unless the law requires a longer period, you will have three days after the notice is delivered to move out. Ending your right to occupy does not end your obligation to pay rent. After you move out, you will be liable for:',
    ),
    ul(
      'unpaid rent through the end of the Term or until the Bed Space is relet, whichever comes first, reduced by the net rent we receive from a replacement resident;',
      'the reletting fee, repair and cleaning costs, and any other charges owed under this Lease; and',
      'if we win a lawsuit against you, reasonable attorney’s fees, court costs, and interest on unpaid amounts at the rate the law allows.',
    ),
    p(
      'We will make reasonable efforts to relet the Bed Space, as Texas law requires. We may report unpaid amounts to credit and collection agencies after sending you a final account statement. Our acceptance of rent after a default, or a delay in enforcing any term, does not waive our rights under this Lease.',
    ),
    p(
      '**Your remedies.** If we fail to make a repair the law requires, you may have remedies under Sections 92.056 and 92.0561 of the Texas Property Code.',
    ),
    h(2, '17. Early Termination and Reletting'),
    p(
      'This Lease is for the full Term. Withdrawing from the university, graduating early, studying abroad, transferring to another school, losing financial aid and disagreements with roommates do *not* end your obligations under this Lease. You may, however, be released early in one of these ways:',
    ),
    ol(
      '**A replacement you find.** If you find a replacement who applies, qualifies and signs a new lease for the rest of the Term, you will be released from rent due after the replacement’s lease begins, once you pay a reletting fee equal to 10% of the Total Rent of {total_rent} and any other amounts you owe. You remain responsible for damage to the Bed Space until the replacement moves in.',
      '**Reletting by us.** If you ask us to relet the Bed Space, we will market it with our other available beds, and you will owe rent until a replacement’s lease begins, plus the same reletting fee.',
    ),
  ];
}

function closing(): DocNode[] {
  return [
    h(2, '18. Notices'),
    p(
      'Notices to us must be in writing and delivered to the leasing office of {property_name}, to our main office at {company_address}, or through the resident portal. Notices to you may be handed to you, mailed to the Unit, posted on the inside of the Unit’s main entry door, or e-mailed to {student_email}. You agree that notices, account statements and other documents about this Lease may be sent to you electronically. Keep your e-mail address and your phone number, {student_phone}, up to date in the resident portal. A notice to one resident of the Unit is not a notice to any other resident.',
    ),
    h(2, '19. Governing Law'),
    p(
      'This Lease is governed by the laws of the State of Texas, and it is performable in the county where the Community is located. If any provision of this Lease is found invalid, the rest of the Lease remains in effect, and the invalid provision will be enforced to the greatest extent the law allows.',
    ),
    h(2, '20. Entire Agreement'),
    p(
      'This Lease, with the Payment Schedule of the payment plan you chose (Section 3.1), the move-in condition report and any addenda signed by both parties, is our entire agreement. No oral promises have been made, and none may be relied upon. This Lease may be changed only in writing signed by both parties, except that the house rules may be updated as provided in Section 12.',
    ),
    p(
      'You confirm that you have read this entire Lease, have had the opportunity to ask questions about it, and will receive a copy signed by both parties. An electronic signature on this Lease has the same effect as a handwritten one, and this Lease may be signed in counterparts.',
    ),
    h(2, '21. Signatures'),
    p('By signing below, the Tenant and the Landlord agree to every term of this Lease, dated {today}.'),
    h(3, 'Tenant'),
    p('**Name:** {student_full_name}'),
    paragraph(sig(1, 'sig'), text('  '), sig(1, 'date')),
    h(3, 'Landlord'),
    p('**Name:** {company_name}, by its authorized agent'),
    paragraph(sig(3, 'sig'), text('  '), sig(3, 'date')),
  ];
}

/** The demo's approved 'Academic year lease': about ten printed pages with every format a lease agreement allows except video. */
export function demoLeaseAgreement(blocks: DemoLeaseBlocks, logoSrc: string): DocNode {
  return doc(...opening(logoSrc), ...partiesAndTerm(), ...rentDepositFees(), ...utilitiesOccupancyUse(), ...repairsEntryInsurance(), ...rulesParkingGuests(blocks), ...conditionDefaultTermination(), ...closing());
}

/** The demo's approved 'Guarantor agreement': a short guaranty, with the plan's schedule, the guarantor and the landlord sign. */
export function demoGuarantorAgreement(logoSrc: string): DocNode {
  return doc(
    logo(logoSrc),
    h(1, 'Guaranty Agreement', 'center'),
    p('This Guaranty Agreement (the "Guaranty") is dated {today} and is given to {company_name}, {company_address} (the "Landlord"), by:'),
    ul('**Guarantor:** {guarantor_full_name}', '**Address:** {guarantor_address}', '**E-mail:** {guarantor_email}', '**Phone:** {guarantor_phone}'),
    h(2, '1. The Guaranteed Lease'),
    p(
      '{student_full_name} (the "Tenant") is leasing **{premises}** at {property_name}, {property_address}, for the {lease_period_name} lease period, from {lease_start_date} to {lease_end_date} (the "Lease"), for a total rent of {total_rent} payable in {rent_installments} installments, with a security deposit of {security_deposit} and fees of {total_fees}, as the payment plan below sets out. The Landlord would not enter into the Lease without this Guaranty.',
    ),
    p('{payment_schedule}'),
    h(2, '2. What the Guarantor Guarantees'),
    p(
      'The Guarantor **unconditionally guarantees** the Tenant’s full and timely performance of the Lease: at least the payment plan’s total of **{plan_total}** above, and every other amount the Lease makes due, including the payment of rent, fees, utilities, cleaning and repair costs, reletting charges, and reasonable attorney’s fees and court costs. If the Tenant does not pay an amount when it is due, the Guarantor will pay it within ten days after the Landlord’s written demand. The Landlord does not have to pursue the Tenant first.',
    ),
    h(2, '3. Duration and Changes'),
    p(
      'This Guaranty covers the Lease, any room transfer under it and any change of rent the Tenant agrees to, until the end of the Lease and until every amount due under it has been paid. The Guarantor may not revoke it while the Lease is in effect. A delay by the Landlord in enforcing the Lease, or a change to the Lease agreed with the Tenant, does not release the Guarantor.',
    ),
    h(2, '4. General Terms'),
    ul(
      'Notices to the Guarantor may be sent to the e-mail address or the mailing address stated above, which the Tenant’s rental application gave.',
      'If more than one person guarantees the Lease, each is liable for the full amount.',
      'This Guaranty is governed by the laws of the State of Texas and is performable in the county where the property is located.',
      'The Guarantor has read the Lease or has had the opportunity to read it, and will receive a copy of it with this Guaranty.',
    ),
    h(2, '5. Signatures'),
    h(3, 'Guarantor'),
    p('**Name:** {guarantor_full_name}'),
    paragraph(sig(2, 'sig'), text('  '), sig(2, 'date')),
    h(3, 'Landlord'),
    p('**Name:** {company_name}, by its authorized agent'),
    paragraph(sig(3, 'sig'), text('  '), sig(3, 'date')),
  );
}
