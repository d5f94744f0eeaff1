import { MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import { formatAmount } from '../../shared/ledger/my-balance';
import type { PayAtSigning as Offer } from '../../shared/leases/signing-types';
import type { OnlineMethod } from '../../shared/payments/fees';
import { ONLINE_METHOD_WORDS, PAY_AT_SIGNING_TEXTS as T } from '../../shared/payments/online-texts';
import { requestJson } from '../api/http';
import { Alert, PrimaryButton } from '../ui/form';
import { useRequestAction } from '../ui/use-request-action';
import { OutlineButton, Step } from './ceremony-styles';

const METHODS: OnlineMethod[] = ['card', 'ach'];

/**
 * The end of signing offers the tenant what is due now (issue 48): each method with its total and
 * fee, shown before they leave for the provider's page; the payment itself is made there.
 */
export function PayAtSigning({ leaseId, offer }: { leaseId: number; offer: Offer }) {
  const { busy, error, run } = useRequestAction();
  const pay = (method: OnlineMethod) =>
    run(async (signal) => {
      const started = await requestJson<{ url: string }>('POST', '/api/tenant/payments/checkout/', { lease_id: leaseId, amount: offer.amount, method, source: 'signing' }, signal);
      window.location.assign(started.url);
    }, { stayBusy: true });
  return (
    <Step aria-labelledby="pay-at-signing" data-testid="pay-at-signing">
      <h3 id="pay-at-signing">{T.title}</h3>
      <p>{T.intro(formatAmount(offer.amount))}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="actions">
        {METHODS.map((method, i) => {
          const { fee, total } = offer[method];
          const Button = i === 0 ? PrimaryButton : OutlineButton;
          return (
            <Button key={method} type="button" onClick={() => void pay(method)} disabled={busy} data-testid={`pay-at-signing-${method}`}>
              {T.payBy(formatAmount(total), ONLINE_METHOD_WORDS[method])}
              <small style={{ display: 'block', fontWeight: 400 }}>{fee === '0.00' ? T.noFee : T.feeNote(formatAmount(fee))}</small>
            </Button>
          );
        })}
      </div>
      <p className="muted" role="status">{busy ? T.starting : <a href={MY_BALANCE_PATH}>{T.later}</a>}</p>
    </Step>
  );
}
