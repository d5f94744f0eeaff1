import { useEffect, useState, type FormEvent } from 'react';
import type { TenantRenewal } from '../../../../shared/leases/lease-types';
import { bedsToList, type RenewalBed } from '../../../../shared/leases/student-renewal';
import { errorMessage } from '../../../../shared/api-errors';
import { getJson } from '../../../api/http';
import { Alert, FieldLabel, PrimaryButton } from '../../../ui/form';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';
import { BackButton, OfferedPlans, Option, Step } from './renew-parts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; beds: RenewalBed[] };

/** The free beds the student may move to, each with its transfer plans and their totals; choosing one goes on to the confirm step. */
export function BedList({ renewal, onBack, onChosen }: { renewal: TenantRenewal; onBack: () => void; onChosen: (bed: RenewalBed) => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const url = `/api/renewals/free-beds/?lease=${renewal.lease_id}&lease_period=${renewal.lease_period.id}`;

  // Each attempt reads the beds afresh (Try again after a failure); leaving the step aborts the read.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getJson<RenewalBed[]>(url, controller.signal).then(
      (beds) => setLoad({ state: 'loaded', beds: bedsToList(beds) }),
      (err: unknown) => controller.signal.aborted || setLoad({ state: 'failed', message: `${T.bedsFailed}: ${errorMessage(err)}` }),
    );
    return () => controller.abort();
  }, [url, attempt]);

  // A large property has thousands of free beds: one building at a time, first the one whose beds come first (offered a plan).
  const buildings = load.state === 'loaded' ? [...new Set(load.beds.map((b) => b.building))] : [];
  const [building, setBuilding] = useState<string | null>(null);
  const shownBuilding = building !== null && buildings.includes(building) ? building : (buildings[0] ?? null);
  const shown = load.state === 'loaded' ? load.beds.filter((b) => b.building === shownBuilding) : [];

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = Number(new FormData(event.currentTarget).get('bed_id'));
    const bed = load.state === 'loaded' ? load.beds.find((b) => b.id === id) : undefined;
    if (bed) onChosen(bed);
    else setError(T.chooseBedFirst);
  };

  return (
    <Step onSubmit={choose} aria-labelledby="renew-beds-heading" aria-busy={load.state === 'loading'}>
      <fieldset>
        <legend id="renew-beds-heading" tabIndex={-1} data-step-heading>{T.bedsHeading}</legend>
        {load.state === 'loading' && <p role="status">{T.bedsLoading}</p>}
        {load.state === 'failed' && <Alert tone="error">{load.message}</Alert>}
        {load.state === 'loaded' && load.beds.length === 0 && <Alert tone="info">{T.noBeds}</Alert>}
        {buildings.length > 1 && (
          <FieldLabel>
            {T.building}
            <select value={shownBuilding ?? ''} onChange={(e) => setBuilding(e.target.value)}>
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
              <input type="radio" name="bed_id" value={bed.id} onChange={() => setError(null)} />
              <span>{bed.label}</span>
            </label>
            <OfferedPlans plans={bed.plans} label={`${T.plansOffered}: ${bed.label}`} />
          </Option>
        ))}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="buttons">
        <BackButton type="button" onClick={onBack}>{T.previous}</BackButton>
        {load.state === 'failed' && (
          <BackButton type="button" onClick={() => { setLoad({ state: 'loading' }); setAttempt((n) => n + 1); }}>{T.retry}</BackButton>
        )}
        {load.state === 'loaded' && load.beds.length > 0 && <PrimaryButton type="submit">{T.continue}</PrimaryButton>}
      </div>
    </Step>
  );
}
