import { useEffect, useState, type FormEvent } from 'react';
import type { TenantRenewal } from '../../../../shared/leases/lease-types';
import { renewalPath } from '../../../../shared/leases/renewal-rules';
import { bedsToList, RENEWAL_BED_PARAM, RENEWAL_CHOICE_PARAM, type RenewalBed } from '../../../../shared/leases/student-renewal';
import { errorMessage } from '../../../../shared/api-errors';
import { getJson } from '../../../api/http';
import { Alert, FieldLabel, PrimaryButton } from '../../../ui/form';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';
import { BackLink, OfferedPlans, Option, Step, useHydrated } from './renew-parts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; beds: RenewalBed[] };

type Props = { renewal: TenantRenewal; /** The beds the server listed (the page opened at this step); null: read them now. */ listed: RenewalBed[] | null; onBack: () => void; onChosen: (bed: RenewalBed) => void };

/**
 * The free beds the student may move to, each with its transfer plans and their totals; choosing one
 * goes on to the confirm step. Read when the step opens, one building at a time (a large property has
 * thousands); listed by the server when the page opened here without JavaScript, all buildings at once.
 */
export function BedList({ renewal, listed, onBack, onChosen }: Props) {
  const [load, setLoad] = useState<Load>(listed ? { state: 'loaded', beds: listed } : { state: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The building filter works only with the page's code: a list the server rendered shows it once hydrated.
  const live = useHydrated();
  const url = `/api/renewals/free-beds/?lease=${renewal.lease_id}&lease_period=${renewal.lease_period.id}`;
  const action = renewalPath(renewal.lease_period.id);

  useEffect(() => {
    if (listed) return;
    const controller = new AbortController();
    getJson<RenewalBed[]>(url, controller.signal).then(
      (beds) => setLoad({ state: 'loaded', beds: bedsToList(beds) }),
      (err: unknown) => controller.signal.aborted || setLoad({ state: 'failed', message: `${T.bedsFailed}: ${errorMessage(err)}` }),
    );
    return () => controller.abort();
  }, [url, attempt, listed]);

  const buildings = load.state === 'loaded' ? [...new Set(load.beds.map((b) => b.building))] : [];
  // '' shows every building (the server's list); otherwise the building chosen, first the one whose beds come first.
  const [building, setBuilding] = useState<string | null>(listed ? '' : null);
  const shownBuilding = building === '' || (building !== null && buildings.includes(building)) ? building : (buildings[0] ?? '');
  const shown = load.state === 'loaded' ? load.beds.filter((b) => shownBuilding === '' || b.building === shownBuilding) : [];

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = Number(new FormData(event.currentTarget).get(RENEWAL_BED_PARAM));
    const bed = load.state === 'loaded' ? load.beds.find((b) => b.id === id) : undefined;
    if (bed) onChosen(bed);
    else setError(T.chooseBedFirst);
  };

  return (
    <Step method="get" action={action} onSubmit={choose} aria-labelledby="renew-beds-heading" aria-busy={load.state === 'loading'}>
      <input type="hidden" name={RENEWAL_CHOICE_PARAM} value="transfer" />
      <fieldset>
        <legend id="renew-beds-heading" tabIndex={-1} data-step-heading>{T.bedsHeading}</legend>
        {load.state === 'loading' && <p role="status">{T.bedsLoading}</p>}
        {load.state === 'failed' && <Alert tone="error">{load.message}</Alert>}
        {load.state === 'loaded' && load.beds.length === 0 && <Alert tone="info">{T.noBeds}</Alert>}
        {live && buildings.length > 1 && (
          <FieldLabel>
            {T.building}
            <select value={shownBuilding ?? ''} onChange={(e) => setBuilding(e.target.value)}>
              <option value="">{T.allBuildings}</option>
              {buildings.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </FieldLabel>
        )}
        {shown.map((bed) => (
          <Option key={bed.id}>
            <label>
              <input type="radio" name={RENEWAL_BED_PARAM} value={bed.id} onChange={() => setError(null)} />
              <span>{bed.label}</span>
            </label>
            <OfferedPlans plans={bed.plans} label={`${T.plansOffered}: ${bed.label}`} />
          </Option>
        ))}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="buttons">
        <BackLink href={action} onClick={(e) => { e.preventDefault(); onBack(); }}>{T.previous}</BackLink>
        {load.state === 'failed' && (
          <button type="button" className="retry" onClick={() => { setLoad({ state: 'loading' }); setAttempt((n) => n + 1); }}>{T.retry}</button>
        )}
        {load.state === 'loaded' && load.beds.length > 0 && <PrimaryButton type="submit">{T.continue}</PrimaryButton>}
      </div>
    </Step>
  );
}
