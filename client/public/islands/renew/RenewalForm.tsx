import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OfferedPlan, TenantRenewal } from '../../../../shared/leases/lease-types';
import type { RenewalBed, RenewalContact } from '../../../../shared/leases/student-renewal';
import { Alert, PrimaryButton } from '../../../ui/form';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';
import { BedList } from './BedList';
import { ConfirmDetails } from './ConfirmDetails';
import { OfferedPlans, Option, Step } from './renew-parts';

type Props = { renewal: TenantRenewal; contact: RenewalContact | null };

/** The bed the student renews on: its id, its name and the plans it offers them. */
export type ChosenBed = { id: number; label: string; plans: OfferedPlan[] };

type Stage = { step: 'choose' } | { step: 'beds' } | { step: 'confirm'; bed: ChosenBed; from: 'choose' | 'beds' };

/**
 * The renewal page's steps: keep one's bed or choose another (the free beds load then), then confirm
 * the mobile number and the guarantor and renew; the new lease then waits on My lease for its plan and
 * signatures. The first step's radios are not controlled: a choice made before the island hydrates is
 * the one read; the later steps exist only once it has.
 */
export function RenewalForm({ renewal, contact }: Props) {
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sameBed = renewal.same_bed;
  // A new step takes the focus (and the view) to its heading: on a phone the button pressed was at the bottom of the last one.
  const shownFirst = useRef(true);
  useEffect(() => {
    if (shownFirst.current) shownFirst.current = false;
    else document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [stage.step]);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = new FormData(event.currentTarget).get('choice');
    setPicked(typeof choice === 'string' ? choice : null);
    if (choice === 'same_bed' && sameBed) setStage({ step: 'confirm', bed: { id: sameBed.bed_id, label: sameBed.bed, plans: sameBed.plans }, from: 'choose' });
    else if (choice === 'transfer') setStage({ step: 'beds' });
    else setError(T.chooseBedFirst);
  };

  if (stage.step === 'beds') {
    return <BedList renewal={renewal} onBack={() => setStage({ step: 'choose' })} onChosen={(bed: RenewalBed) => setStage({ step: 'confirm', bed, from: 'beds' })} />;
  }
  if (stage.step === 'confirm') {
    return <ConfirmDetails renewal={renewal} contact={contact} bed={stage.bed} onBack={() => setStage({ step: stage.from })} />;
  }

  const initial = picked ?? (sameBed ? 'same_bed' : 'transfer');
  return (
    <Step onSubmit={choose} aria-labelledby="renew-choose-heading">
      <fieldset>
        <legend id="renew-choose-heading" tabIndex={-1} data-step-heading>{T.chooseHeading}</legend>
        <p>{T.intro}</p>
        <Option>
          <label>
            <input type="radio" name="choice" value="same_bed" defaultChecked={initial === 'same_bed'} disabled={!sameBed} />
            <span>{sameBed ? T.keepBed(sameBed.bed) : T.keepBedUnavailable}</span>
          </label>
          {sameBed ? <OfferedPlans plans={sameBed.plans} label={`${T.plansOffered}: ${sameBed.bed}`} /> : <p className="muted">{renewal.same_bed_reason}</p>}
        </Option>
        {renewal.transfer_allowed && (
          <Option>
            <label>
              <input type="radio" name="choice" value="transfer" defaultChecked={initial === 'transfer'} />
              <span>{T.otherBed}</span>
            </label>
            <p className="muted">{T.otherBedHint}</p>
          </Option>
        )}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="buttons">
        <PrimaryButton type="submit">{T.continue}</PrimaryButton>
      </div>
    </Step>
  );
}
