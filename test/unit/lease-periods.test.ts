import { describe, expect, it } from '@jest/globals';
import { formatPeriodDate } from '../../shared/dates';
import {
  DEFAULT_FILTERS,
  filterPeriods,
  firstSelectable,
  isPeriodDisabled,
  isRenewalPeriod,
  periodButtonText,
  periodCarouselSettings,
  periodLabel,
  publicPeriods,
  type PeriodFlags,
} from '../../shared/lease-periods';

const fall = { id: 10, start_date: '2026-08-20' };
const spring = { id: 11, start_date: '2027-01-11' };

function period(overrides: Partial<PeriodFlags> = {}): PeriodFlags {
  return {
    id: 1,
    visible: true,
    start_date: '2026-08-20',
    open_to_renewals: false,
    allow_same_bed_renewals: false,
    genders_available: ['M', 'F'],
    semesters: [fall, spring],
    ...overrides,
  };
}

describe('public lease period rules', () => {
  it('lists only visible periods, by start date ascending', () => {
    const list = [
      period({ id: 1, start_date: '2027-08-19' }),
      period({ id: 2, start_date: '2026-08-20', visible: false }),
      period({ id: 3, start_date: '2026-08-20' }),
      period({ id: 4, start_date: '2027-01-11' }),
    ];
    expect(publicPeriods(list).map((p) => p.id)).toEqual([3, 4, 1]);
  });

  it('disables same-bed renewals, open to renewals and periods without genders', () => {
    expect(isPeriodDisabled(period())).toBe(false);
    expect(isPeriodDisabled(period({ allow_same_bed_renewals: true }))).toBe(true);
    expect(isPeriodDisabled(period({ open_to_renewals: true }))).toBe(true);
    expect(isPeriodDisabled(period({ genders_available: [] }))).toBe(true);
    expect(isPeriodDisabled(period({ genders_available: ['F'] }))).toBe(false);
  });

  it('labels in the spec order, later rules overriding earlier ones', () => {
    expect(periodLabel(period())).toBe('Available');
    expect(periodLabel(period({ allow_same_bed_renewals: true }))).toBe('Same Bed Renewals');
    expect(periodLabel(period({ open_to_renewals: true }))).toBe('Open to Renewals');
    expect(periodLabel(period({ allow_same_bed_renewals: true, open_to_renewals: true }))).toBe('Open to Renewals');
    expect(periodLabel(period({ open_to_renewals: true, genders_available: [] }))).toBe('Full');
    expect(periodLabel(period({ genders_available: [] }))).toBe('Full');
  });

  it('names the button Apply Now, Open to Renewals or Same Bed Renewals', () => {
    expect(periodButtonText(period())).toBe('Apply Now');
    expect(periodButtonText(period({ open_to_renewals: true }))).toBe('Open to Renewals');
    expect(periodButtonText(period({ allow_same_bed_renewals: true }))).toBe('Same Bed Renewals');
    expect(isRenewalPeriod(period({ allow_same_bed_renewals: true }))).toBe(true);
    expect(isRenewalPeriod(period())).toBe(false);
  });

  it('auto-selects the first selectable period', () => {
    const list = [period({ id: 1, open_to_renewals: true }), period({ id: 2, genders_available: [] }), period({ id: 3 }), period({ id: 4 })];
    expect(firstSelectable(list)?.id).toBe(3);
    expect(firstSelectable([period({ open_to_renewals: true })])).toBeNull();
  });

  it('filters by move-in semester and gender, and sorts either way', () => {
    const list = [
      period({ id: 1, start_date: '2026-08-20', semesters: [fall, spring] }),
      period({ id: 2, start_date: '2027-01-11', semesters: [spring], genders_available: ['F'] }),
      period({ id: 3, start_date: '2026-08-20', semesters: [fall], genders_available: ['M'] }),
      period({ id: 4, start_date: '2027-01-11', semesters: [spring], visible: false }),
    ];
    expect(filterPeriods(list, DEFAULT_FILTERS).map((p) => p.id)).toEqual([1, 3, 2]);
    expect(filterPeriods(list, { ...DEFAULT_FILTERS, sort: 'desc' }).map((p) => p.id)).toEqual([2, 3, 1]);
    expect(filterPeriods(list, { ...DEFAULT_FILTERS, semesterId: spring.id }).map((p) => p.id)).toEqual([2]);
    expect(filterPeriods(list, { ...DEFAULT_FILTERS, gender: 'M' }).map((p) => p.id)).toEqual([1, 3]);
    expect(filterPeriods(list, { semesterId: fall.id, gender: 'F', sort: 'asc' }).map((p) => p.id)).toEqual([1]);
  });

  it('sets the carousel: loop from 3 periods, counter above 3, 2 per view and 3 from 960 px, 23 px apart', () => {
    expect(periodCarouselSettings(2)).toMatchObject({ loop: false, showCounter: false });
    expect(periodCarouselSettings(3)).toMatchObject({ loop: true, showCounter: false });
    expect(periodCarouselSettings(4)).toMatchObject({ loop: true, showCounter: true, spaceBetween: 23, slidesPerView: 2, breakpoints: { 960: { slidesPerView: 3 } } });
  });

  it('shows dates as MM-DD-YYYY', () => {
    expect(formatPeriodDate('2026-08-20')).toBe('08-20-2026');
    expect(formatPeriodDate('soon')).toBe('soon');
  });
});
