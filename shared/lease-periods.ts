import type { Gender } from './constants';

/** The fields the public lease period rules read. */
export type PeriodFlags = {
  id: number;
  visible: boolean;
  start_date: string;
  open_to_renewals: boolean;
  allow_same_bed_renewals: boolean;
  genders_available: Gender[];
  semesters: { id: number; start_date: string }[];
};

export type PeriodLabel = 'Available' | 'Same Bed Renewals' | 'Open to Renewals' | 'Full';
export type PeriodButton = 'Apply Now' | 'Open to Renewals' | 'Same Bed Renewals';
export type SortOrder = 'asc' | 'desc';
export type PeriodFilters = { semesterId: number | null; gender: Gender | null; sort: SortOrder };

export const DEFAULT_FILTERS: PeriodFilters = { semesterId: null, gender: null, sort: 'asc' };

/** Only visible periods, by start date ascending. */
export function publicPeriods<T extends PeriodFlags>(periods: T[]): T[] {
  return periods.filter((p) => p.visible).sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

/** Not selectable when it allows same-bed renewals, is open to renewals, or has no gender available. */
export function isPeriodDisabled(p: PeriodFlags): boolean {
  return p.allow_same_bed_renewals || p.open_to_renewals || p.genders_available.length === 0;
}

/** 'Available', then 'Same Bed Renewals', then 'Open to Renewals', then 'Full': later rules override earlier. */
export function periodLabel(p: PeriodFlags): PeriodLabel {
  let label: PeriodLabel = 'Available';
  if (p.allow_same_bed_renewals) label = 'Same Bed Renewals';
  if (p.open_to_renewals) label = 'Open to Renewals';
  if (!p.genders_available.includes('F') && !p.genders_available.includes('M')) label = 'Full';
  return label;
}

/** The list item's button text. */
export function periodButtonText(p: PeriodFlags): PeriodButton {
  if (p.open_to_renewals) return 'Open to Renewals';
  if (p.allow_same_bed_renewals) return 'Same Bed Renewals';
  return 'Apply Now';
}

/** Renewal periods send a visitor to sign in; the others to sign up. */
export function isRenewalPeriod(p: PeriodFlags): boolean {
  return p.open_to_renewals || p.allow_same_bed_renewals;
}

/** The first period that can be selected, or null. */
export function firstSelectable<T extends PeriodFlags>(periods: T[]): T | null {
  return periods.find((p) => !isPeriodDisabled(p)) ?? null;
}

/** The semester a period starts in: its earliest semester. */
export function moveInSemesterId(p: PeriodFlags): number | null {
  const first = [...p.semesters].sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
  return first?.id ?? null;
}

/** Applies the Move-in Semester, Gender and Sort by filters to visible periods. */
export function filterPeriods<T extends PeriodFlags>(periods: T[], filters: PeriodFilters): T[] {
  const shown = publicPeriods(periods).filter(
    (p) =>
      (filters.semesterId === null || moveInSemesterId(p) === filters.semesterId) &&
      (filters.gender === null || p.genders_available.includes(filters.gender)),
  );
  return filters.sort === 'desc' ? shown.reverse() : shown;
}

/** Carousel behaviour for a number of periods (spec: loop from 3, counter above 3, 2 or 3 per view). */
export function periodCarouselSettings(count: number) {
  return {
    loop: count >= 3,
    showCounter: count > 3,
    spaceBetween: 23,
    slidesPerView: 2,
    breakpoints: { 960: { slidesPerView: 3 } },
  } as const;
}
