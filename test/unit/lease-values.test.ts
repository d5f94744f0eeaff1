import { describe, expect, it } from '@jest/globals';
import { longDate, leaseVariableValues, namedGuarantor, type LeaseFacts } from '../../shared/leases/lease-values';
import { MESSAGE_VARIABLES, VARIABLES } from '../../shared/documents/variables';

const facts: LeaseFacts = {
  student: { first_name: 'Jordan', last_name: 'Rivera', email: 'jordan@example.com', phone: '' },
  guarantor: null,
  property: { name: 'The Standard', street: '2400 Nueces St', city: 'Austin', state: 'TX', code: '78705', phone_number: '(512) 555-0100', email: 'leasing@example.com' },
  company: { name: 'Campus Edge Living', street: '', city: 'Austin', state: 'TX', code: '', phone_number: '(512) 555-0199' },
  bed: { unit: '4B', bed: '2' },
  period: { name: 'Academic Year', start_date: '2026-08-20', end_date: '2027-05-14' },
  money: { monthly_rent: 88889, total_rent: 800000, security_deposit: 30000, application_fee: 5000 },
  today: '2026-11-26',
};

describe('lease variable values', () => {
  it('fills every variable of the catalog but the message-only ones from the lease’s facts', () => {
    const values = leaseVariableValues(facts);
    expect(Object.keys(values).sort()).toEqual(Object.keys(VARIABLES).filter((key) => !(MESSAGE_VARIABLES as string[]).includes(key)).sort());
    expect(values).toMatchObject({
      student_full_name: 'Jordan Rivera',
      property_address: '2400 Nueces St, Austin, TX 78705',
      company_address: 'Austin, TX',
      lease_start_date: 'August 20, 2026',
      lease_end_date: 'May 14, 2027',
      monthly_rent: '$888.89',
      total_rent: '$8,000.00',
      security_deposit: '$300.00',
      application_fee: '$50.00',
      today: 'November 26, 2026',
      unit_number: '4B',
      bed_number: '2',
    });
  });

  it('leaves what the records do not hold empty, never a bracketed name', () => {
    const values = leaseVariableValues(facts);
    expect([values.student_phone, values.guarantor_full_name, values.guarantor_email]).toEqual(['', '', '']);
    expect(leaseVariableValues({ ...facts, student: { ...facts.student, last_name: '' } }).student_full_name).toBe('Jordan');
  });

  it('formats dates in full, whatever the server’s time zone', () => {
    expect(longDate('2027-01-01')).toBe('January 1, 2027');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('the guarantor an application names', () => {
  it('is read from the guarantor answers, trimmed; none when both are empty', () => {
    expect(namedGuarantor({ lg_name: ' Maria Rivera ', lg_email: 'maria@example.com' })).toEqual({ name: 'Maria Rivera', email: 'maria@example.com' });
    expect(namedGuarantor({ lg_email: 'maria@example.com' })).toEqual({ name: '', email: 'maria@example.com' });
    expect(namedGuarantor({ lg_name: '  ', lg_phone: '555' })).toBeNull();
    expect(namedGuarantor({ lg_name: 42 })).toBeNull();
  });
});
