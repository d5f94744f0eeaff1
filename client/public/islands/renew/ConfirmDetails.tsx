import type { FormEvent } from 'react';
import type { Lease, TenantRenewal } from '../../../../shared/leases/lease-types';
import { renewalPath } from '../../../../shared/leases/renewal-rules';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { renewalBody, RENEWAL_CHOICE_PARAM, type ChosenBed, type RenewalChoice, type RenewalContact } from '../../../../shared/leases/student-renewal';
import type { PostedState } from '../../../../shared/types/posted-form';
import { Alert, FieldError, FieldGroup, FieldLabel, PrimaryButton, TextField } from '../../../ui/form';
import { useFields } from '../../../ui/form-state';
import { PhoneField } from '../../../ui/PhoneField';
import { useRequestAction } from '../../../ui/use-request-action';
import { RENEW_TEXTS as T } from '../../pages/renew/renew-texts';
import { BackLink, OfferedPlans, Step } from './renew-parts';

type Props = { renewal: TenantRenewal; contact: RenewalContact | null; bed: ChosenBed; choice: RenewalChoice; posted: PostedState | null; onBack: () => void };

/** Field errors said under their fields: the API's (`guarantor.email`) and the page's post without JavaScript (`guarantor`, under the heading). */
const UNDER_FIELDS = ['cell_phone', 'guarantor', 'guarantor.name', 'guarantor.email', 'guarantor.phone', 'guarantor.address'];

/**
 * The confirm step: the bed and its plans, the mobile number and the guarantor the last application
 * named, which the student may update; then the renewal (`POST /api/renewals/`, or the page's own post
 * without JavaScript) and My lease, where the new lease's plan is chosen and signed. The server's
 * refusals show here, each under its field, any other above the button.
 */
export function ConfirmDetails({ renewal, contact, bed, choice, posted, onBack }: Props) {
  const g = contact?.guarantor;
  const { form, values, set } = useFields(
    { cell_phone: contact?.cell_phone ?? '', guarantor_name: g?.name ?? '', guarantor_email: g?.email ?? '', guarantor_phone: g?.phone ?? '', guarantor_address: g?.address ?? '' },
    posted,
  );
  const { busy, error, fields, send } = useRequestAction('fields', posted);
  const hadGuarantor = !!g && Object.values(g).some((v) => v.trim());
  const alert = error && !UNDER_FIELDS.some((key) => fields[key] === error) ? error : null;
  const action = renewalPath(renewal.lease_period.id);
  const guarantorError = (key: string) => fields[`guarantor.${key}`];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { lease_id: renewal.lease_id, lease_period_id: renewal.lease_period.id, bed_id: bed.id, ...renewalBody({ ...values, had_guarantor: hadGuarantor ? '1' : '' }) };
    const lease = await send<Lease>('POST', '/api/renewals/', body, { stayBusy: true });
    if (lease) window.location.assign(`${MY_LEASE_PATH}#lease-${lease.id}`);
  };

  return (
    <Step ref={form} method="post" action={action} onSubmit={(e) => void submit(e)} aria-labelledby="renew-confirm-heading" aria-busy={busy} noValidate>
      <input type="hidden" name="lease_id" value={renewal.lease_id} />
      <input type="hidden" name="bed_id" value={bed.id} />
      <input type="hidden" name={RENEWAL_CHOICE_PARAM} value={choice} />
      <input type="hidden" name="had_guarantor" value={hadGuarantor ? '1' : ''} />
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
        <PhoneField label={T.mobile} name="cell_phone" autoComplete="tel" value={values.cell_phone} onValue={set('cell_phone')} error={fields.cell_phone} idPrefix="renew-" />
        <h3>{T.guarantorHeading}</h3>
        <p className="muted">{T.guarantorHint}</p>
        {fields.guarantor && <FieldError role="alert">{fields.guarantor}</FieldError>}
        <TextField label={T.guarantorName} name="guarantor_name" value={values.guarantor_name} onValue={set('guarantor_name')} error={guarantorError('name')} idPrefix="renew-" />
        <TextField label={T.guarantorEmail} name="guarantor_email" type="email" value={values.guarantor_email} onValue={set('guarantor_email')} error={guarantorError('email')} idPrefix="renew-" />
        <PhoneField label={T.guarantorPhone} name="guarantor_phone" value={values.guarantor_phone} onValue={set('guarantor_phone')} error={guarantorError('phone')} idPrefix="renew-" />
        <FieldGroup>
          <FieldLabel>
            {T.guarantorAddress}
            <textarea name="guarantor_address" rows={3} value={values.guarantor_address} onChange={(e) => set('guarantor_address')(e.target.value)} aria-invalid={guarantorError('address') ? true : undefined} />
          </FieldLabel>
          {guarantorError('address') && <FieldError>{guarantorError('address')}</FieldError>}
        </FieldGroup>
      </fieldset>
      {alert && <Alert tone="error">{alert}</Alert>}
      {busy && <p role="status">{T.renewing}</p>}
      <div className="buttons">
        <BackLink href={choice === 'transfer' ? `${action}?${RENEWAL_CHOICE_PARAM}=transfer` : action} onClick={(e) => { e.preventDefault(); if (!busy) onBack(); }}>{T.previous}</BackLink>
        <PrimaryButton type="submit" disabled={busy}>{T.renew}</PrimaryButton>
      </div>
    </Step>
  );
}
