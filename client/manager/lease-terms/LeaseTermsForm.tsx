import type { FormEvent } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/ledger/ledger-texts';
import { PAYMENT_ORDERS, type PaymentOrder } from '../../../shared/ledger/payment-terms';
import { LeaseTermsSchema, type LeaseTerms } from '../../../shared/lease-terms/schema';
import { LEASE_TERMS_TEXTS as T } from '../../../shared/lease-terms/texts';
import { TextField } from '../../ui/form';
import { ScreenIntro } from '../components/ScreenBar';
import { FieldHint } from '../components/FormCard';
import { SettingsForm } from '../components/SettingsForm';
import { checked } from '../components/use-submit';
import { useSettingsForm } from '../components/use-settings-form';
import { useManager } from '../context';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { leaseTermsApi } from './lease-terms-api';

type Input = { time_zone: string; accepted_payment_methods: PaymentMethod[]; payment_order: PaymentOrder };
const inputOf = (terms: LeaseTerms): Input => ({ time_zone: terms.time_zone, accepted_payment_methods: terms.accepted_payment_methods, payment_order: terms.payment_order });
const METHODS = Object.entries(PAYMENT_METHODS) as [PaymentMethod, string][];
const ORDERS = Object.entries(PAYMENT_ORDERS) as [PaymentOrder, string][];
// The browser's zones, offered as the name is typed; the server checks the name against its own list.
const ZONES = typeof Intl.supportedValuesOf === 'function' ? ['UTC', ...Intl.supportedValuesOf('timeZone')] : [];

/** The terms as a form saved whole with the version it loaded; maintenance staff only look. */
export function LeaseTermsForm({ loaded, onSaved }: { loaded: LeaseTerms; onSaved: (terms: LeaseTerms) => void }) {
  const { canWrite } = useManager();
  const form = useSettingsForm({ loaded, inputOf, failed: T.saveFailed, savedText: T.saved, onSaved });
  const { input, change, errors } = form;
  const toggleMethod = (method: PaymentMethod, on: boolean) => change('accepted_payment_methods', on ? [...input.accepted_payment_methods, method] : input.accepted_payment_methods.filter((m) => m !== method));
  const save = form.save(() => checked(LeaseTermsSchema, { ...input, version: loaded.version }, (body) => leaseTermsApi.save(body)));

  return (
    <>
      <ScreenIntro>
        {T.intro}
        {!canWrite && ` ${T.readOnly}`}
      </ScreenIntro>
      <SettingsForm label={T.title} form={form} onSubmit={(e: FormEvent) => void save(e)} texts={{ save: T.save, saving: T.saving, saved: T.saved }} canSave={canWrite}>
        <div>
          <TextField label={T.timeZone} name="time_zone" value={input.time_zone} onValue={(v) => change('time_zone', v)} error={errors.time_zone} list="lease-terms-zones" autoComplete="off" spellCheck={false} disabled={!canWrite} />
          <datalist id="lease-terms-zones">
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <FieldHint>{T.timeZoneHint}</FieldHint>
        </div>
        <ChoiceGroup
          legend={T.methods}
          name="accepted_payment_methods"
          type="checkbox"
          options={METHODS}
          isChecked={(method) => input.accepted_payment_methods.includes(method)}
          onChange={toggleMethod}
          error={errors.accepted_payment_methods}
          hint={<FieldHint>{T.methodsHint}</FieldHint>}
          disabled={!canWrite}
        />
        <ChoiceGroup
          legend={T.order}
          name="payment_order"
          type="radio"
          options={ORDERS}
          isChecked={(order) => input.payment_order === order}
          onChange={(order) => change('payment_order', order)}
          error={errors.payment_order}
          hint={<FieldHint>{T.orderHint}</FieldHint>}
          disabled={!canWrite}
        />
      </SettingsForm>
    </>
  );
}
