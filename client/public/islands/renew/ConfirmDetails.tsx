import { useState, type FormEvent } from 'react';
import type { Lease, TenantRenewal } from '../../../../shared/leases/lease-types';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import type { RenewalContact, RenewalGuarantor } from '../../../../shared/leases/student-renewal';
import { Alert, FieldError, FieldGroup, FieldLabel, PrimaryButton, TextField } from '../../../ui/form';
import { PhoneField } from '../../../ui/PhoneField';
import { useRequestAction } from '../../../ui/use-request-action';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';
import type { ChosenBed } from './RenewalForm';
import { BackButton, OfferedPlans, Step } from './renew-parts';

const NO_GUARANTOR: RenewalGuarantor = { name: '', email: '', phone: '', address: '' };

/** The guarantor to send: as typed; null when the student emptied one the last application named; left out when there was none and is none. */
function guarantorToSend(typed: RenewalGuarantor, before: RenewalGuarantor): RenewalGuarantor | null | undefined {
  const trimmed = { name: typed.name.trim(), email: typed.email.trim(), phone: typed.phone.trim(), address: typed.address.trim() };
  if (Object.values(trimmed).some(Boolean)) return trimmed;
  return Object.values(before).some((v) => v.trim()) ? null : undefined;
}

/**
 * The confirm step: the bed and its plans, the mobile number and the guarantor the last application
 * named, which the student may update; then the renewal (`POST /api/renewals/`) and My lease, where the
 * new lease's plan is chosen and signed. The server's refusals show here, each under its field.
 */
export function ConfirmDetails({ renewal, contact, bed, onBack }: { renewal: TenantRenewal; contact: RenewalContact | null; bed: ChosenBed; onBack: () => void }) {
  const before = contact?.guarantor ?? NO_GUARANTOR;
  const [phone, setPhone] = useState(contact?.cell_phone ?? '');
  const [guarantor, setGuarantor] = useState<RenewalGuarantor>(before);
  const { busy, error, fields, send } = useRequestAction('fields');
  const set = (key: keyof RenewalGuarantor) => (value: string) => setGuarantor((g) => ({ ...g, [key]: value }));
  // A refusal about a field is said under it; anything else (the bed taken meanwhile, a deadline passed) above the button.
  const shownUnder = ['cell_phone', 'guarantor.name', 'guarantor.email', 'guarantor.phone', 'guarantor.address'];
  const alert = error && !shownUnder.some((key) => fields[key] === error) ? error : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { lease_id: renewal.lease_id, lease_period_id: renewal.lease_period.id, bed_id: bed.id, cell_phone: phone.trim() || undefined, guarantor: guarantorToSend(guarantor, before) };
    const lease = await send<Lease>('POST', '/api/renewals/', body, { stayBusy: true });
    if (lease) window.location.assign(`${MY_LEASE_PATH}#lease-${lease.id}`);
  };

  return (
    <Step onSubmit={(e) => void submit(e)} aria-labelledby="renew-confirm-heading" aria-busy={busy} noValidate>
      <fieldset disabled={busy}>
        <legend id="renew-confirm-heading" tabIndex={-1} data-step-heading>{T.confirmHeading}</legend>
        <p>{T.confirmIntro}</p>
        <div className="summary">
          <dl>
            <dt>{T.yourBed}</dt>
            <dd data-testid="renew-bed">{bed.label}</dd>
          </dl>
          <OfferedPlans plans={bed.plans} label={`${T.plansOffered}: ${bed.label}`} />
        </div>
        <PhoneField label={T.mobile} name="cell_phone" autoComplete="tel" value={phone} onValue={setPhone} error={fields.cell_phone} idPrefix="renew-" />
        <h3>{T.guarantorHeading}</h3>
        <p className="muted">{T.guarantorHint}</p>
        <TextField label={T.guarantorName} name="guarantor_name" value={guarantor.name} onValue={set('name')} error={fields['guarantor.name']} idPrefix="renew-" />
        <TextField label={T.guarantorEmail} name="guarantor_email" type="email" value={guarantor.email} onValue={set('email')} error={fields['guarantor.email']} idPrefix="renew-" />
        <PhoneField label={T.guarantorPhone} name="guarantor_phone" value={guarantor.phone} onValue={set('phone')} error={fields['guarantor.phone']} idPrefix="renew-" />
        <FieldGroup>
          <FieldLabel>
            {T.guarantorAddress}
            <textarea name="guarantor_address" rows={3} value={guarantor.address} onChange={(e) => set('address')(e.target.value)} aria-invalid={fields['guarantor.address'] ? true : undefined} />
          </FieldLabel>
          {fields['guarantor.address'] && <FieldError>{fields['guarantor.address']}</FieldError>}
        </FieldGroup>
      </fieldset>
      {alert && <Alert tone="error">{alert}</Alert>}
      {busy && <p role="status">{T.renewing}</p>}
      <div className="buttons">
        <BackButton type="button" onClick={onBack} disabled={busy}>{T.previous}</BackButton>
        <PrimaryButton type="submit" disabled={busy}>{T.renew}</PrimaryButton>
      </div>
    </Step>
  );
}
