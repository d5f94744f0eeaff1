import { useState, type FormEvent } from 'react';
import { MY_BALANCE_PATH } from '../../../../shared/ledger/my-balance';
import { formatUsd, parseAmount } from '../../../../shared/money';
import { ONLINE_METHODS, paymentTotal, type FeeTerms, type OnlineMethod } from '../../../../shared/payments/fees';
import { ONLINE_METHOD_NAMES } from '../../../../shared/payments/online-texts';
import { feeTermsText, OTHER_AMOUNT, postedAmountText, PAY_FIELDS as F, PAY_NOW_TEXTS as T, type PayChoice } from '../../../../shared/payments/pay-now';
import type { PostedState } from '../../../../shared/types/posted-form';
import { Alert, FieldError, PrimaryButton } from '../../../ui/form';
import { Choice, OtherChoice, PayFigures, PayForm } from './pay-parts';

type Props = { leaseId: number; choices: PayChoice[]; payableCents: number; fees: FeeTerms; posted: PostedState | null };

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');
const methodOf = (value: string): OnlineMethod | null => ONLINE_METHODS.find((m) => m === value) ?? null;

/** The amount a choice names: a listed amount, or the other amount typed (null while it is not one). */
function chosenCents(amount: string, other: string): number | null {
  const typed = postedAmountText(amount, other);
  return typed ? parseAmount(typed) : null;
}

/**
 * Pay now on My balance (issue 48): choose the amount (what is due now, the past-due part, the full
 * balance or another amount) and card or bank account, then the confirm step shows the amount, the
 * fee and the total before the tenant goes on to the provider's hosted page. Both steps are forms that
 * post to the page and work without JavaScript (server/routes/pages/forms/pay-now-form.ts); hydrated,
 * the first step also shows the fee and the total as the tenant chooses. Its inputs are not
 * controlled: what was chosen before hydration is what is sent.
 */
export function PayNow({ leaseId, choices, payableCents, fees, posted }: Props) {
  const values = posted?.values ?? {};
  const errors = posted?.errors ?? {};
  const first = choices[0]?.value ?? OTHER_AMOUNT;
  const [picked, setPicked] = useState(() => ({ amount: text(values[F.amount]) || first, other: text(values[F.other]), method: text(values[F.method]) }));
  const id = (name: string) => `pay-${leaseId}-${name}`;

  if (values.step === 'confirm') {
    const cents = chosenCents(text(values[F.amount]), text(values[F.other]));
    const method = methodOf(text(values[F.method]));
    if (cents !== null && method) return <Confirm leaseId={leaseId} values={values} figures={paymentTotal(cents, method, fees)} method={method} />;
  }

  const read = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    setPicked({ amount: String(form.get(F.amount) ?? ''), other: String(form.get(F.other) ?? ''), method: String(form.get(F.method) ?? '') });
  };
  const cents = chosenCents(picked.amount, picked.other);
  const method = methodOf(picked.method);
  const live = cents !== null && cents > 0 && method ? paymentTotal(cents, method, fees) : null;
  const amountError = errors[F.amount] ?? errors[F.other];

  return (
    <PayForm method="post" action={MY_BALANCE_PATH} onChange={read} aria-labelledby={id('heading')} data-testid="pay-now-form" noValidate>
      <h4 id={id('heading')}>{T.heading}</h4>
      <input type="hidden" name={F.lease} value={leaseId} />
      <fieldset aria-describedby={amountError ? id('amount-error') : undefined}>
        <legend>{T.amountLegend}</legend>
        {choices.map((choice) => (
          <Choice key={choice.key}>
            <input type="radio" name={F.amount} value={choice.value} defaultChecked={picked.amount === choice.value} />
            <span className="name">{choice.label}</span>
            <strong>{formatUsd(choice.cents)}</strong>
          </Choice>
        ))}
        <OtherChoice>
          <label>
            <input type="radio" name={F.amount} value={OTHER_AMOUNT} defaultChecked={picked.amount === OTHER_AMOUNT} />
            <span className="name">{T.other}</span>
          </label>
          <input
            id={id('other')}
            name={F.other}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={picked.other}
            placeholder="0.00"
            aria-label={T.otherInput}
            aria-invalid={errors[F.other] || (amountError && picked.amount === OTHER_AMOUNT) ? true : undefined}
            aria-describedby={id('other-hint')}
            onFocus={(e) => ((e.currentTarget.parentElement!.querySelector('input[type=radio]') as HTMLInputElement).checked = true)}
          />
          <span id={id('other-hint')} className="muted">{T.otherHint(formatUsd(payableCents))}</span>
        </OtherChoice>
        {amountError && <FieldError id={id('amount-error')}>{amountError}</FieldError>}
      </fieldset>
      <fieldset aria-describedby={errors[F.method] ? id('method-error') : id('fee-terms')}>
        <legend>{T.methodLegend}</legend>
        {ONLINE_METHODS.map((m) => (
          <Choice key={m}>
            <input type="radio" name={F.method} value={m} defaultChecked={picked.method === m} />
            <span className="name">{ONLINE_METHOD_NAMES[m]}</span>
          </Choice>
        ))}
        <p id={id('fee-terms')} className="muted">{feeTermsText(fees)}</p>
        {errors[F.method] && <FieldError id={id('method-error')}>{errors[F.method]}</FieldError>}
      </fieldset>
      <div aria-live="polite">{live && <PayFigures testId="pay-live" fee={live.fee} total={live.total} />}</div>
      {posted?.alert && <Alert tone="error">{posted.alert}</Alert>}
      <div className="buttons">
        <PrimaryButton type="submit" name={F.intent} value="review">{T.review}</PrimaryButton>
      </div>
    </PayForm>
  );
}

/** The confirm step: what will be charged, then on to the provider's page, or back to change it. */
function Confirm({ leaseId, values, figures, method }: { leaseId: number; values: PostedState['values']; figures: { amount: number; fee: number; total: number }; method: OnlineMethod }) {
  return (
    <PayForm method="post" action={MY_BALANCE_PATH} aria-labelledby={`pay-${leaseId}-confirm`} data-testid="pay-confirm">
      <h4 id={`pay-${leaseId}-confirm`}>{T.confirmHeading}</h4>
      <input type="hidden" name={F.lease} value={leaseId} />
      <input type="hidden" name={F.amount} value={text(values[F.amount])} />
      <input type="hidden" name={F.other} value={text(values[F.other])} />
      <input type="hidden" name={F.method} value={method} />
      <p data-testid="pay-method">{T.confirmMethod(ONLINE_METHOD_NAMES[method])}</p>
      <PayFigures testId="pay-figures" amount={figures.amount} fee={figures.fee} total={figures.total} />
      <p className="muted">{T.hosted}</p>
      <div className="buttons">
        <PrimaryButton type="submit" name={F.intent} value="pay">{T.goPay}</PrimaryButton>
        <button type="submit" className="secondary" name={F.intent} value="change">{T.change}</button>
      </div>
    </PayForm>
  );
}
