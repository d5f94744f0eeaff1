import type { Logger } from '../logger';

export type SmsProvider = { url: string; auth?: string; from: string };

const PROVIDER_TIMEOUT_MS = 10_000;

/** '+15125550142' from a US number typed any way ('(512) 555-0142', '+1 512 555 0142'). */
export function e164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/**
 * One POST in the Twilio form that most SMS gateways accept: `To`, `From`, `Body`, form-encoded,
 * with basic auth from SMS_AUTH ('user:password'). Anything but a 2xx answer is a failure the caller logs.
 */
export async function postSms(provider: SmsProvider, logger: Logger, to: string, body: string): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (provider.auth) headers.authorization = `Basic ${Buffer.from(provider.auth).toString('base64')}`;
  const res = await fetch(provider.url, { method: 'POST', headers, body: new URLSearchParams({ To: to, From: provider.from, Body: body }), signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`The SMS provider answered ${res.status} ${res.statusText}`.trim());
  await res.body?.cancel();
  logger.info({ to }, 'sms sent');
}
