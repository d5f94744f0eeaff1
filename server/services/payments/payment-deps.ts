import type { FeeTerms } from '../../../shared/payments/fees';
import { ONLINE_PAYMENT_MESSAGES as P } from '../../../shared/payments/online-texts';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import type { Logger } from '../../logger';
import { ProviderRefusal, type PaymentProvider } from '../../payments/provider';
import type { MessageQueue } from '../messaging/queue';

/** What the online payment services take: the database, the provider, where the site is, the fees, and the queue receipts go out through. */
export type PaymentDeps = { db: Db; provider: PaymentProvider; baseUrl: string; fees: FeeTerms; logger: Logger; messageQueue: MessageQueue };

/** Calls the provider; its refusal is a 409 in its words, a failure to reach it a 502 that says nothing was charged (logged with what went wrong). */
export async function askProvider<T>(deps: Pick<PaymentDeps, 'logger'>, what: 'checkout' | 'refund' | 'autopay', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderRefusal) throw HttpError.detail(409, P.providerRefused(err.message));
    deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, `payment provider: ${what} failed`);
    throw HttpError.detail(502, what === 'refund' ? P.providerDownRefund : P.providerDown);
  }
}
