import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { LATE_FEE_MESSAGES as M, LATE_FEE_SCREEN_TEXTS as T, LateFeePolicySchema, lateFeePolicyText, type LateFeePolicy } from '../../../shared/ledger/late-fee-policy';
import { parseAmount } from '../../../shared/money';
import type { AccountCode } from '../../../shared/payment-plans/types';
import { CheckboxLabel, TextField } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { FieldHint } from '../components/FormCard';
import { SettingsForm } from '../components/SettingsForm';
import { SelectField } from '../components/SelectField';
import { checked } from '../components/use-submit';
import { useSettingsForm } from '../components/use-settings-form';
import { lateFeesApi } from './late-fees-api';

const Fees = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

const Summary = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  border: 1px solid ${theme.color.border};
  font-weight: 600;
`;

type Input = { enabled: boolean; grace_days: string; fixed_fee: string; daily_fee: string; monthly_cap: string; fee_account_code_id: string; rent_account_code_ids: number[] };
const inputOf = (p: LateFeePolicy): Input => ({
  enabled: p.enabled,
  grace_days: String(p.grace_days),
  fixed_fee: p.fixed_fee,
  daily_fee: p.daily_fee ?? '',
  monthly_cap: p.monthly_cap ?? '',
  fee_account_code_id: p.fee_account_code_id === null ? '' : String(p.fee_account_code_id),
  rent_account_code_ids: p.rent_account_code_ids,
});
const cents = (text: string) => (text.trim() === '' ? null : parseAmount(text));

/** A property's late fee policy as a form saved whole with the version it loaded, its sentence shown as it is typed. */
export function LateFeePolicyForm({ propertyId, loaded, codes, onSaved }: { propertyId: number; loaded: LateFeePolicy; codes: AccountCode[]; onSaved: (policy: LateFeePolicy) => void }) {
  const form = useSettingsForm({ loaded, inputOf, failed: T.saveFailed, savedText: M.saved, onSaved });
  const feeCodes = codes.filter((c) => c.type === 'Fee').map((c) => ({ value: String(c.id), label: c.name }));
  const rentCodes = codes.filter((c) => c.type === 'Charge').map((c): [string, string] => [String(c.id), c.name]);
  const body = () => ({
    enabled: input.enabled,
    grace_days: input.grace_days.trim() === '' ? Number.NaN : Number(input.grace_days),
    fixed_fee: input.fixed_fee.trim() === '' ? '0' : input.fixed_fee,
    daily_fee: input.daily_fee.trim() === '' ? null : input.daily_fee,
    monthly_cap: input.monthly_cap.trim() === '' ? null : input.monthly_cap,
    fee_account_code_id: input.fee_account_code_id ? Number(input.fee_account_code_id) : null,
    rent_account_code_ids: input.rent_account_code_ids,
    version: loaded.version,
  });
  // The schema's check here, the body as typed to the server (its amounts as text: the parsed body's are cents).
  const { input, change, errors } = form;
  const save = form.save(() => {
    const typed = body();
    return checked(LateFeePolicySchema, typed, () => lateFeesApi.save(propertyId, typed));
  });
  const sentence = lateFeePolicyText({
    enabled: input.enabled,
    grace_days: Number(input.grace_days) || 0,
    fixed_fee_cents: cents(input.fixed_fee) ?? 0,
    daily_fee_cents: cents(input.daily_fee),
    monthly_cap_cents: cents(input.monthly_cap),
  });

  return (
    <SettingsForm label={T.title} form={form} onSubmit={(e: FormEvent) => void save(e)} texts={{ save: T.save, saving: T.saving, saved: M.saved }}>
      <CheckboxLabel>
        <input type="checkbox" name="enabled" checked={input.enabled} onChange={(e) => change('enabled', e.target.checked)} />
        {T.enabled}
      </CheckboxLabel>
      <Summary data-testid="late-fee-summary">{sentence}</Summary>
      <div>
        <TextField label={T.graceDays} name="grace_days" inputMode="numeric" value={input.grace_days} onValue={(v) => change('grace_days', v)} error={errors.grace_days} />
        <FieldHint>{T.graceHint}</FieldHint>
      </div>
      <Fees>
        <TextField label={T.fixedFee} name="fixed_fee" inputMode="decimal" value={input.fixed_fee} onValue={(v) => change('fixed_fee', v)} error={errors.fixed_fee} />
        <TextField label={T.dailyFee} name="daily_fee" inputMode="decimal" value={input.daily_fee} onValue={(v) => change('daily_fee', v)} error={errors.daily_fee} />
        <TextField label={T.monthlyCap} name="monthly_cap" inputMode="decimal" value={input.monthly_cap} onValue={(v) => change('monthly_cap', v)} error={errors.monthly_cap} />
      </Fees>
      <FieldHint>
        {T.dailyHint} {T.capHint}
      </FieldHint>
      <SelectField idPrefix="late-fees-" label={T.feeCode} name="fee_account_code_id" value={input.fee_account_code_id} onValue={(v) => change('fee_account_code_id', v)} error={errors.fee_account_code_id} placeholder="Choose an account code" options={feeCodes} hint={feeCodes.length ? undefined : T.noFeeCode} />
      <ChoiceGroup
        legend={T.rentCodes}
        name="rent_account_code_ids"
        type="checkbox"
        options={rentCodes}
        isChecked={(id) => input.rent_account_code_ids.includes(Number(id))}
        onChange={(id, on) => change('rent_account_code_ids', on ? [...input.rent_account_code_ids, Number(id)] : input.rent_account_code_ids.filter((x) => x !== Number(id)))}
        error={errors.rent_account_code_ids}
        hint={null}
        disabled={false}
      />
      {loaded.effective_from && <FieldHint>{T.inForce(loaded.effective_from)}</FieldHint>}
    </SettingsForm>
  );
}
