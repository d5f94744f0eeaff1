import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import { formatAmount, MY_BALANCE_PATH } from '../../../../shared/ledger/my-balance';
import { AUTOPAY_FORM_FIELD, type LeaseAutopay } from '../../../../shared/payments/autopay-page';
import { AUTOPAY_METHOD_WORDS, AUTOPAY_TEXTS as T } from '../../../../shared/payments/autopay-texts';
import { ONLINE_METHOD_NAMES } from '../../../../shared/payments/online-texts';
import { ONLINE_METHODS } from '../../../../shared/payments/fees';
import { Alert, PrimaryButton } from '../../../ui/form';
import { outlineButtonLook } from '../../../ui/ActionLink';
import { theme } from '../../../ui/theme';
import { usePosted } from '../../posted-form.server';
import type { BalancePageData } from './BalancePage.server';

const Box = styled.section`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  display: grid;
  gap: 10px;
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
  .how, .when { color: ${theme.color.muted}; }
  blockquote { margin: 0; padding: 8px 12px; border-left: 4px solid ${theme.color.border}; background: ${theme.color.background}; overflow-wrap: anywhere; }
  .failed { padding: 10px 12px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.warning}; border-left-width: 4px; background: #FFF4E0; color: #7A4A00; }
  form { display: grid; gap: 10px; margin: 0; }
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
  legend { padding: 0; margin-bottom: 6px; font-weight: 600; }
  label { display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; cursor: pointer; }
  label:has(input:checked) { border-color: ${theme.color.action}; }
  label input { width: 18px; height: 18px; margin: 2px 0 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
  label span { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
  label small { color: ${theme.color.muted}; font-size: 0.92rem; }
  button { justify-self: start; }
  @media (max-width: 640px) { button { justify-self: stretch; } }
`;

const CancelButton = styled.button`
  ${outlineButtonLook}
  padding: 10px 20px;
  background: #fff;
  font: inherit;
  font-weight: 700;
`;

const Hidden = ({ name, value }: { name: string; value: string | number }) => <input type="hidden" name={name} value={String(value)} />;

/** Autopay on (or finishing): the method, the authorization given and when, and Cancel (a plain form, no JavaScript). */
function Enrolled({ autopay, enrolment }: { autopay: LeaseAutopay; enrolment: NonNullable<LeaseAutopay['enrolment']> }) {
  return (
    <>
      <p data-testid="autopay-status">
        <strong>{enrolment.status === 'active' ? T.on(AUTOPAY_METHOD_WORDS[enrolment.method]) : T.settingUp}</strong>
      </p>
      <p className="when">{T.consentGiven(enrolment.consented_when)}</p>
      <blockquote data-testid="autopay-consent">{enrolment.consent_text}</blockquote>
      <form method="post" action={MY_BALANCE_PATH}>
        <Hidden name={AUTOPAY_FORM_FIELD} value="cancel" />
        <Hidden name="id" value={enrolment.id} />
        <Hidden name="lease_id" value={autopay.lease_id} />
        <CancelButton type="submit">{T.cancel}</CancelButton>
      </form>
    </>
  );
}

/** Autopay off: each method with the authorization it is turned on with, and Turn on (a plain form, no JavaScript). */
function TurnOn({ autopay, method }: { autopay: LeaseAutopay; method: string }) {
  return (
    <form method="post" action={MY_BALANCE_PATH}>
      <p data-testid="autopay-status">{T.off}</p>
      <p className="how">{T.offHow}</p>
      <fieldset>
        <legend>{T.chooseMethod}</legend>
        {ONLINE_METHODS.map((m) => (
          <label key={m}>
            <input type="radio" name="method" value={m} defaultChecked={m === method} />
            <span>
              <strong>{ONLINE_METHOD_NAMES[m]}</strong>
              <small data-testid={`autopay-consent-${m}`}>{autopay.consents[m]}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <Hidden name={AUTOPAY_FORM_FIELD} value="on" />
      <Hidden name="lease_id" value={autopay.lease_id} />
      {ONLINE_METHODS.map((m) => (
        <Hidden key={m} name={`consent_${m}`} value={autopay.consents[m]} />
      ))}
      <p className="how">{T.agree}</p>
      <PrimaryButton type="submit">{T.turnOn}</PrimaryButton>
    </form>
  );
}

/** A lease's Autopay section on My balance, when online payments are set up: on or off, a failed last charge, and turning it on or off. */
export function BalanceAutopay({ leaseId }: { leaseId: number }) {
  const { autopay } = useLoaderData() as BalancePageData;
  const posted = usePosted('autopay');
  const mine = autopay.leases.find((a) => a.lease_id === leaseId);
  if (!autopay.on || !mine) return null;
  const ours = posted && String(posted.values.lease_id) === String(leaseId);
  const failed = mine.last_failed;
  return (
    <Box aria-labelledby={`autopay-${leaseId}`} data-testid="autopay">
      <h3 id={`autopay-${leaseId}`}>{T.heading}</h3>
      {ours && posted.alert && <Alert tone="error">{posted.alert}</Alert>}
      {failed && (
        <p className="failed" data-testid="autopay-failed">
          {T.lastFailed(formatAmount(failed.amount), formatShortDate(failed.due_date), failed.reason)} {T.lastFailedHow}
        </p>
      )}
      {mine.enrolment ? <Enrolled autopay={mine} enrolment={mine.enrolment} /> : <TurnOn autopay={mine} method={ours ? String(posted.values.method || 'card') : 'card'} />}
    </Box>
  );
}
