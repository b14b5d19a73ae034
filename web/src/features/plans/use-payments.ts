// The member's payments: the history for the subscription page (GET /api/payments) and one payment
// (GET /api/payments/:id), which the success page watches until the provider's confirmation arrives.
import type { PaymentSummary } from '@common/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { planKeys } from './keys';

/** How often a pending payment is asked again, and for how long before the page stops waiting. */
export const PAYMENT_POLL_INTERVAL_MS = 1500;
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/** The member's latest payments, newest first ({ payments } of GET /api/payments). */
export function usePaymentHistory() {
  return useQuery<{ payments: PaymentSummary[] }, Error, PaymentSummary[]>({
    queryKey: planKeys.payments,
    select: (answer) => answer.payments,
  });
}

/**
 * One payment, asked every 1.5 s while it is pending (the webhook has not arrived yet), for at most 60 s;
 * `timedOut` then says the page stopped waiting and the outcome will come by e-mail.
 */
export function usePayment(id: number | null) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    const timer = setTimeout(() => setExpired(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [id]);
  const query = useQuery<PaymentSummary>({
    queryKey: planKeys.payment(id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) =>
      !expired && q.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false,
  });
  return { ...query, timedOut: expired && query.data?.status === 'pending' };
}
