import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { PAY_NOW_TEXTS as T, paymentReturnPath, paymentStatusUrl, type ReturnBanner } from '../../../../shared/payments/pay-now';

const Box = styled.div<{ $tone: ReturnBanner['tone'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 6px 16px;
  padding: 14px 16px;
  border-radius: 12px;
  border-left: 5px solid ${({ $tone }) => ($tone === 'success' ? '#1E7B45' : $tone === 'error' ? '#B3124F' : '#0B7285')};
  background: ${({ $tone }) => ($tone === 'success' ? '#E9F7EF' : $tone === 'error' ? '#FFF0F6' : '#EAF9FC')};
  color: ${({ $tone }) => ($tone === 'success' ? '#14532D' : $tone === 'error' ? '#8E0F41' : '#0B5563')};
  font-weight: 600;
  overflow-wrap: anywhere;
  a { color: inherit; font-weight: 700; }
`;

/** The banner read on coming back from the provider's page (`returnBanner`); one still waiting on the provider offers to look again. */
export function PaymentBanner({ banner, paymentId }: { banner: ReturnBanner; paymentId: number }) {
  return (
    <Box $tone={banner.tone} role={banner.tone === 'error' ? 'alert' : 'status'} data-testid="payment-banner">
      <span>{banner.text}</span>
      {banner.waiting && <a href={paymentReturnPath(paymentId)}>{T.checkAgain}</a>}
    </Box>
  );
}

/** How often, and how many times, a waiting card payment is looked at again before the tenant is left with Check again. */
const POLL_MS = 1500;
const POLLS = 8;

/**
 * A card payment whose provider webhook has not arrived yet: with JavaScript it reads the payment's
 * state a few times (GET /api/tenant/payments/{id}/) and, once it has moved, loads the page again
 * so that the banner and the balance figures both show where it stands; without, Check again does.
 */
export function WaitingPaymentBanner({ banner, paymentId }: { banner: ReturnBanner; paymentId: number }) {
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (polls >= POLLS) return;
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(paymentStatusUrl(paymentId), { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
        const read = res.ok ? ((await res.json()) as { status: string }) : null;
        if (read && read.status !== 'pending') return window.location.replace(paymentReturnPath(paymentId));
      } catch {
        // Offline for a moment: the next look, or Check again.
      }
      setPolls((n) => n + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [polls, paymentId]);
  return <PaymentBanner banner={banner} paymentId={paymentId} />;
}
