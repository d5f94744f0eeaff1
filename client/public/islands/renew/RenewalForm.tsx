import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TenantRenewal } from '../../../../shared/leases/lease-types';
import { renewalPath } from '../../../../shared/leases/renewal-rules';
import { RENEWAL_CHOICE_PARAM, type ChosenBed, type RenewalBed, type RenewalContact, type RenewalStart } from '../../../../shared/leases/student-renewal';
import type { PostedState } from '../../../../shared/types/posted-form';
import { Alert, PrimaryButton } from '../../../ui/form';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';
import { BedList } from './BedList';
import { ConfirmDetails } from './ConfirmDetails';
import { OfferedPlans, Option, Step } from './renew-parts';

type Props = { renewal: TenantRenewal; contact: RenewalContact | null; start: RenewalStart; posted: PostedState | null };

type Stage = { step: 'choose' } | { step: 'beds'; beds: RenewalBed[] | null } | { step: 'confirm'; bed: ChosenBed; from: 'choose' | 'beds' };

const stageOf = (start: RenewalStart): Stage =>
  start.step === 'confirm' ? { step: 'confirm', bed: start.bed, from: start.choice === 'transfer' ? 'beds' : 'choose' } : start.step === 'beds' ? { step: 'beds', beds: start.beds } : { step: 'choose' };

/**
 * The renewal page's steps: keep one's bed or choose another (the free beds load then), then confirm
 * the mobile number and the guarantor and renew; the new lease then waits on My lease for its plan and
 * signatures. Without JavaScript each step is a form of its own (GET to the page with the choice and
 * the bed, the last a POST), and the page starts at the step its URL names; with it, the island moves
 * between them in place. Choices and fields are read from the form: what was chosen or typed before
 * the island hydrated is what is sent.
 */
export function RenewalForm({ renewal, contact, start, posted }: Props) {
  const [stage, setStage] = useState<Stage>(() => stageOf(start));
  const [error, setError] = useState<string | null>(null);
  const sameBed = renewal.same_bed;
  const action = renewalPath(renewal.lease_period.id);
  // A new step takes the focus (and the view) to its heading: on a phone the button pressed was at the bottom of the last one.
  const shownFirst = useRef(true);
  useEffect(() => {
    if (shownFirst.current) shownFirst.current = false;
    else document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [stage.step]);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = new FormData(event.currentTarget).get(RENEWAL_CHOICE_PARAM);
    if (choice === 'same_bed' && sameBed) setStage({ step: 'confirm', bed: { id: sameBed.bed_id, label: sameBed.bed, plans: sameBed.plans }, from: 'choose' });
    else if (choice === 'transfer') setStage({ step: 'beds', beds: null });
    else setError(T.chooseBedFirst);
  };

  if (stage.step === 'beds') {
    return <BedList renewal={renewal} listed={stage.beds} onBack={() => setStage({ step: 'choose' })} onChosen={(bed) => setStage({ step: 'confirm', bed, from: 'beds' })} />;
  }
  if (stage.step === 'confirm') {
    const back = stage.from === 'beds' ? () => setStage({ step: 'beds', beds: null }) : () => setStage({ step: 'choose' });
    return <ConfirmDetails renewal={renewal} contact={contact} bed={stage.bed} choice={stage.from === 'beds' ? 'transfer' : 'same_bed'} posted={posted} onBack={back} />;
  }

  return (
    <Step method="get" action={action} onSubmit={choose} aria-labelledby="renew-choose-heading">
      <fieldset>
        <legend id="renew-choose-heading" tabIndex={-1} data-step-heading>{T.chooseHeading}</legend>
        <p>{T.intro}</p>
        <Option>
          <label>
            <input type="radio" name={RENEWAL_CHOICE_PARAM} value="same_bed" defaultChecked={!!sameBed} disabled={!sameBed} />
            <span>{sameBed ? T.keepBed(sameBed.bed) : T.keepBedUnavailable}</span>
          </label>
          {sameBed ? <OfferedPlans plans={sameBed.plans} label={`${T.plansOffered}: ${sameBed.bed}`} /> : <p className="muted">{renewal.same_bed_reason}</p>}
        </Option>
        {renewal.transfer_allowed && (
          <Option>
            <label>
              <input type="radio" name={RENEWAL_CHOICE_PARAM} value="transfer" defaultChecked={!sameBed} />
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
