import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

type Json = Record<string, unknown>;
export type FakeStripeRequest = { method: string; path: string; body: Json; idempotencyKey: string | undefined };

/**
 * Stripe on loopback, for the real `stripe` package to talk to (issue 48): the part of its API the
 * adapter uses (customers, Checkout Sessions, PaymentIntents, refunds), with Stripe's form-encoded
 * requests, bearer key, idempotency keys and error shape; a hosted page the tests complete; and
 * events signed as Stripe signs them (the SDK's own test header helper), posted to `webhookUrl`.
 */
export async function startFakeStripe(opts: { secretKey: string; webhookSecret: string }) {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const replies = new Map<string, { status: number; body: Json }>();
  const state = { webhookUrl: null as string | null, savedChargeStatus: 'succeeded' as 'succeeded' | 'processing' | 'requires_payment_method', declineMessage: 'Your card was declined.', next: 0 };
  const newId = (prefix: string) => `${prefix}_test_${(++state.next).toString().padStart(6, '0')}`;
  let base = '';

  const error = (status: number, message: string) => ({ status, body: { error: { type: 'invalid_request_error', message } } });

  /** The SetupIntent a completed setup session made, with the method it saved (one per session, made when first asked for). */
  function setupIntentOf(session: Json): Json {
    const id = String(session.setup_intent);
    let intent = setupIntents.get(id);
    if (!intent) {
      const bank = (session.allowed_payment_method_types as string[] | null)?.includes('us_bank_account');
      intent = { id, object: 'setup_intent', status: 'succeeded', usage: 'off_session', customer: session.customer, payment_method: newId(bank ? 'pm_bank' : 'pm_card'), metadata: session.metadata };
      setupIntents.set(id, intent);
    }
    return intent;
  }

  function handle(method: string, path: string, body: Json): { status: number; body: Json } {
    const meta = (body.metadata ?? {}) as Json;
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: newId('cus'), object: 'customer', email: body.email ?? null, metadata: meta } };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (body.line_items ?? []) as { price_data?: { unit_amount?: string } }[];
      const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0), 0);
      const id = newId('cs');
      const session = { id, object: 'checkout.session', mode: body.mode, status: 'open', payment_status: 'unpaid', amount_total: body.mode === 'payment' ? amount : null, currency: 'usd', url: `${base}/pay/${id}`, success_url: body.success_url, cancel_url: body.cancel_url, customer: body.customer ?? null, customer_email: body.customer_email ?? null, metadata: meta, payment_intent: null, setup_intent: null, allowed_payment_method_types: body.allowed_payment_method_types ?? null, payment_intent_data: body.payment_intent_data ?? null };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = sessions.get(session[1]!);
      if (!found) return error(404, `No such checkout.session: '${session[1]}'`);
      // `expand[]=setup_intent` answers the SetupIntent in place of its id, as Stripe does.
      const expand = (body.expand ?? []) as string[];
      return { status: 200, body: expand.includes('setup_intent') && found.setup_intent ? { ...found, setup_intent: setupIntentOf(found) } : found };
    }
    const setup = /^\/v1\/setup_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && setup) {
      const owner = [...sessions.values()].find((s) => s.setup_intent === setup[1]);
      return owner ? { status: 200, body: setupIntentOf(owner) } : error(404, `No such setupintent: '${setup[1]}'`);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const declined = state.savedChargeStatus === 'requires_payment_method';
      const intent = { id: newId('pi'), object: 'payment_intent', amount: Number(body.amount), currency: body.currency, customer: body.customer, payment_method: body.payment_method, status: state.savedChargeStatus, metadata: meta, last_payment_error: declined ? { message: state.declineMessage } : null };
      intents.set(intent.id, intent);
      // An off-session charge Stripe declines is a card error (402) carrying the failed PaymentIntent.
      if (declined && body.confirm === 'true') return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: state.declineMessage, payment_intent: intent } } };
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent));
      if (!intent) return error(404, `No such payment_intent: '${body.payment_intent}'`);
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = body.amount === undefined ? Number(intent.amount) - refunded : Number(body.amount);
      if (amount <= 0 || refunded + amount > Number(intent.amount)) return error(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((Number(intent.amount) - refunded) / 100).toFixed(2)})`);
      const refund = { id: newId('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded', metadata: meta };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function serve(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    const send = (status: number, body: Json) => res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${state.next}` }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    const body = (req.method === 'GET' ? qs.parse(url.search.slice(1)) : qs.parse(raw)) as Json;
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey: key });
    // A key already used answers what it answered the first time, as Stripe does.
    const stored = key && replies.get(`${req.method} ${url.pathname} ${key}`);
    if (stored) return send(stored.status, stored.body);
    const reply = handle(req.method ?? 'GET', url.pathname, body);
    if (key && req.method === 'POST') replies.set(`${req.method} ${url.pathname} ${key}`, reply);
    send(reply.status, reply.body);
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    // The hosted pages are the tenant's browser's, not the API's: no bearer key (see the hosted page section below).
    req.on('end', () => (hostedPath(req.url) ? void hostedPage(req, res, raw) : serve(req, res, raw)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An event as Stripe writes it, and its Stripe-Signature header made with the webhook secret. */
  function signedEvent(type: string, object: Json, created = Math.floor(Date.now() / 1000)): { payload: string; signature: string } {
    const payload = JSON.stringify({ id: newId('evt'), object: 'event', api_version: '2026-10-28.endive', created, type, data: { object }, livemode: false, pending_webhooks: 1 });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret }) };
  }

  // ---- The hosted checkout page (Pay now's browser tests) -------------------------------------------
  // What Stripe's hosted Checkout does for a tenant, in a few lines of HTML: GET /pay/{session} shows
  // the total (a bank session says it is a bank payment) with Pay and Cancel; the posted Pay completes
  // the session, posts its signed events to `state.webhookUrl` as Stripe would (a card:
  // checkout.session.completed and payment_intent.succeeded; a bank account: payment_intent.processing)
  // and sends the browser back (303) to the session's success_url; Cancel is a link to its cancel_url.

  function hostedPath(url: string | undefined): string | null {
    return /^\/pay\/([\w]+)$/.exec(new URL(url ?? '/', base).pathname)?.[1] ?? null;
  }

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  async function hostedPage(req: IncomingMessage, res: ServerResponse, _raw: string) {
    const id = hostedPath(req.url)!;
    const session = sessions.get(id);
    if (!session || session.mode !== 'payment') return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
    if (req.method === 'POST') {
      if (session.status === 'open') {
        const done = fake.completeCheckout(id);
        const intent = intents.get(String(done.payment_intent))!;
        const events = intent.status === 'processing' ? [signedEvent('payment_intent.processing', intent)] : [signedEvent('checkout.session.completed', done), signedEvent('payment_intent.succeeded', intent)];
        for (const event of events) {
          if (!state.webhookUrl) break;
          await fetch(state.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload });
        }
      }
      return res.writeHead(303, { location: String(session.success_url) }).end();
    }
    const bank = (session.allowed_payment_method_types as string[] | null)?.includes('us_bank_account');
    const total = `$${(Number(session.amount_total) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe Checkout</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>${bank ? 'Bank payment' : 'Card payment'}</h1>
<p data-testid="fake-amount">${escapeHtml(total)}</p>
<form method="post" action="/pay/${escapeHtml(id)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel</a></p>
</body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  }
  // ---- end of the hosted checkout page ----------------------------------------------------------------

  const fake = {
    url: base,
    requests,
    state,
    sessions,
    intents,
    signedEvent,
    /** The tenant pays on the hosted page: the session completes and its PaymentIntent is made (`processing` for a bank account). */
    completeCheckout(id: string): Json {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      if (session.mode === 'payment') {
        const bank = (session.allowed_payment_method_types as string[] | null)?.includes('us_bank_account');
        const intent = { id: newId('pi'), object: 'payment_intent', amount: session.amount_total, currency: 'usd', status: bank ? 'processing' : 'succeeded', metadata: (session.payment_intent_data as { metadata?: Json } | null)?.metadata ?? session.metadata, last_payment_error: null };
        intents.set(intent.id, intent);
        Object.assign(session, { status: 'complete', payment_status: bank ? 'unpaid' : 'paid', payment_intent: intent.id });
      } else Object.assign(session, { status: 'complete', payment_status: 'no_payment_required', setup_intent: newId('seti') });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
