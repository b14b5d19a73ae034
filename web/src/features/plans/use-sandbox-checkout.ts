// WildLens's own test-mode checkout (the sandbox provider): reading one checkout and paying it with one of
// Stripe's published test cards or the PayPal (test) button. No real money moves.
import type { SandboxCheckout, sandboxPayBodySchema, sandboxPayResultSchema } from '@common/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { planKeys } from './keys';

export type SandboxPayment = z.infer<typeof sandboxPayBodySchema>;
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

export function useSandboxCheckout(checkoutId: string | null) {
  return useQuery<SandboxCheckout>({
    queryKey: planKeys.sandboxCheckout(encodeURIComponent(checkoutId ?? '')),
    enabled: Boolean(checkoutId),
  });
}

export function usePaySandboxCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: SandboxPayment) =>
      apiRequest<SandboxPayResult>(
        'POST',
        `/api/payments/sandbox/${encodeURIComponent(checkoutId)}/pay`,
        payment,
      ),
    // The payment changed either way (paid, or a decline recorded): the history and the payment are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.payments }),
  });
}
