import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { applyingForText } from '../../../shared/applying-for';
import { BASE_PATH, type Gender } from '../../../shared/constants';
import { formatPeriodDate } from '../../../shared/dates';
import {
  DEFAULT_FILTERS,
  filterPeriods,
  firstSelectable,
  isPeriodDisabled,
  isRenewalPeriod,
  moveInSemesterId,
  periodButtonText,
  periodCarouselSettings,
  periodLabel,
  publicPeriods,
  type PeriodFilters,
} from '../../../shared/lease-periods';
import type { PublicLeasePeriod, SemesterRef } from '../../../shared/types/public';
import { renewalPath } from '../../../shared/leases/renewal-rules';
import type { PeriodRenewal } from '../../../shared/leases/student-renewal';
import { RENEW_TEXTS } from '../pages/renew/renew-texts';
import { Carousel } from '../../ui/Carousel';
import { theme } from '../../ui/theme';
import { GenderIcons } from '../components/GenderIcons';
import { requestAuth } from '../events';

/** `renewals`: what the renewal cards tell a signed-in student (null for anyone else). */
export type LeasePeriodsProps = { periods: PublicLeasePeriod[]; viewerIsStudent: boolean; renewals?: PeriodRenewal[] | null };

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 20px;
  @media (max-width: 600px) { grid-template-columns: 1fr; }
  label { display: grid; gap: 4px; font-size: 0.85rem; color: ${theme.color.muted}; font-weight: 600; }
  select { font: inherit; color: ${theme.color.text}; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: ${theme.color.surface}; }
`;

const Card = styled.article<{ $selected: boolean; $disabled: boolean }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 18px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  border: 2px ${({ $disabled }) => ($disabled ? 'dashed' : 'solid')} ${({ $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.92rem; }
`;

const Label = styled.span<{ $tone: string }>`
  align-self: flex-start;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  padding: 3px 10px;
  border-radius: 999px;
  color: ${({ $tone }) => $tone};
  background: ${({ $tone }) => `${$tone}1f`};
`;

const Action = styled.a<{ $off?: boolean }>`
  margin-top: auto;
  display: inline-block;
  text-align: center;
  padding: 10px 14px;
  border-radius: ${theme.radius};
  background: ${({ $off }) => ($off ? '#DDE3EA' : theme.color.action)};
  color: ${({ $off }) => ($off ? '#3D4757' : '#fff')};
  cursor: ${({ $off }) => ($off ? 'not-allowed' : 'pointer')};
  font-weight: 600;
  text-decoration: none;
  &:hover { filter: brightness(1.08); }
`;

const Refusal = styled.p`
  && { color: #8E0F41; background: #FFF0F6; border-radius: ${theme.radius}; padding: 8px 10px; }
`;

const Empty = styled.p`
  color: ${theme.color.muted};
`;

const LABEL_TONES: Record<string, string> = {
  Available: '#2E6B0E',
  'Same Bed Renewals': '#8A4B00',
  'Open to Renewals': '#2A52C4',
  Full: '#A3124B',
};

/** Why a signed-in student may not renew into a renewal period (null: they may), from what the page was rendered with. */
function renewalRefusal(p: PublicLeasePeriod, renewals: readonly PeriodRenewal[]): string | null {
  const renewal = renewals.find((r) => r.lease_period_id === p.id);
  return renewal ? renewal.reason : RENEW_TEXTS.noLeaseToRenew;
}

/**
 * Choosing a period (spec §4): a visitor gets the sign-in form for renewal periods, else sign-up
 * carrying the period and its dates. A signed-in student's renewal period leads to their renewal page
 * when they may renew, and says why not when they may not (issue 47); their other choices do nothing
 * more. The link is the no-script path (the renewal page also says why).
 */
function choose(event: React.MouseEvent, p: PublicLeasePeriod, viewerIsStudent: boolean, renewals: readonly PeriodRenewal[] | null, refuse: (text: string) => void) {
  if (viewerIsStudent && renewals && isRenewalPeriod(p)) {
    const reason = renewalRefusal(p, renewals);
    if (reason === null) return;
    event.preventDefault();
    refuse(reason);
    return;
  }
  event.preventDefault();
  if (viewerIsStudent) return;
  if (isRenewalPeriod(p)) requestAuth({ form: 'login' });
  else {
    const applyingFor = applyingForText({ property: p.property_name, period: p });
    requestAuth({ form: 'signup', carry: { agreement_period: p.id, start_date: p.start_date, end_date: p.end_date }, applyingFor });
  }
}

/** Where a period's button leads: a signed-in student's renewal page, a visitor's sign-in for renewals, else sign-up carrying the period. */
export function periodHref(p: PublicLeasePeriod, studentRenews = false): string {
  if (isRenewalPeriod(p)) return studentRenews ? renewalPath(p.id) : `${BASE_PATH}/login`;
  const query = new URLSearchParams({ agreement_period: String(p.id), start_date: p.start_date, end_date: p.end_date });
  return `${BASE_PATH}/register?${query}`;
}

/** The semesters some visible period starts in: the Move-in Semester choices. */
function moveInSemesters(periods: PublicLeasePeriod[]): SemesterRef[] {
  const byId = new Map<number, SemesterRef>();
  for (const p of publicPeriods(periods)) {
    const first = p.semesters.find((s) => s.id === moveInSemesterId(p));
    if (first) byId.set(first.id, first);
  }
  return [...byId.values()].sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** Lease periods with the Move-in Semester, Gender and Sort by filters, as a carousel of cards. */
export function LeasePeriods({ periods, viewerIsStudent, renewals = null }: LeasePeriodsProps) {
  const [refusal, setRefusal] = useState<{ periodId: number; text: string } | null>(null);
  const [filters, setFilters] = useState<PeriodFilters>(DEFAULT_FILTERS);
  const shown = useMemo(() => filterPeriods(periods, filters), [periods, filters]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selectedId = shown.some((p) => p.id === chosenId && !isPeriodDisabled(p)) ? chosenId : (firstSelectable(shown)?.id ?? null);
  const semesters = useMemo(() => moveInSemesters(periods), [periods]);
  const settings = periodCarouselSettings(shown.length);

  return (
    <div>
      <Filters>
        <label>
          Move-in Semester
          <select value={filters.semesterId ?? ''} onChange={(e) => setFilters({ ...filters, semesterId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">All semesters</option>
            {semesters.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Gender
          <select value={filters.gender ?? ''} onChange={(e) => setFilters({ ...filters, gender: (e.target.value || null) as Gender | null })}>
            <option value="">Any</option>
            <option value="M">Male</option>
            <option value="F">Female</option>
          </select>
        </label>
        <label>
          Sort by
          <select value={filters.sort} onChange={(e) => setFilters({ ...filters, sort: e.target.value === 'desc' ? 'desc' : 'asc' })}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
      </Filters>
      {shown.length === 0 ? (
        <Empty>No lease periods match these filters.</Empty>
      ) : (
        <Carousel
          key={`${filters.semesterId}-${filters.gender}-${filters.sort}`}
          label="Lease periods"
          items={shown}
          itemKey={(p) => p.id}
          perView={{ base: settings.slidesPerView, breakpoints: { 960: settings.breakpoints[960].slidesPerView } }}
          spaceBetween={settings.spaceBetween}
          loop={settings.loop}
          showCounter={settings.showCounter}
          renderItem={(p) => {
            const disabled = isPeriodDisabled(p);
            const label = periodLabel(p);
            return (
              <Card
                $selected={p.id === selectedId}
                $disabled={disabled}
                data-disabled={disabled}
                aria-current={p.id === selectedId ? 'true' : undefined}
                data-testid="lease-period"
                onClick={() => !disabled && setChosenId(p.id)}
                onFocusCapture={() => !disabled && setChosenId(p.id)}
              >
                <Label $tone={LABEL_TONES[label]!}>{label}</Label>
                <h3>{p.name}</h3>
                <p>
                  {formatPeriodDate(p.start_date)} – {formatPeriodDate(p.end_date)}
                </p>
                {p.description && <p>{p.description}</p>}
                <GenderIcons genders={p.genders_available} />
                {disabled && !isRenewalPeriod(p) ? (
                  // Full: nothing left to apply for.
                  <Action as="span" aria-disabled="true" $off>
                    {periodButtonText(p)}
                  </Action>
                ) : (
                  <Action href={periodHref(p, viewerIsStudent && renewals !== null)} onClick={(e) => choose(e, p, viewerIsStudent, renewals, (text) => setRefusal({ periodId: p.id, text }))}>
                    {periodButtonText(p)}
                  </Action>
                )}
                {refusal?.periodId === p.id && <Refusal role="alert">{refusal.text}</Refusal>}
              </Card>
            );
          }}
        />
      )}
    </div>
  );
}
