// Query keys of Premium Explorer and payments; the key segments join into the request path (lib/api.ts).
export const planKeys = {
  /** Prices and payment methods; a visitor's depend on the interface language (?language=), a member's on their account. */
  options: (language: string | null) =>
    language === null
      ? (['/api/payments/options'] as const)
      : (['/api/payments/options', { language }] as const),
  /** The signed-in member's own subscription. */
  subscription: ['/api/subscription'] as const,
  /** Every payments query: the history, one payment, a sandbox checkout (invalidated together after a payment). */
  payments: ['/api/payments'] as const,
  payment: (id: number) => ['/api/payments', id] as const,
  sandboxCheckout: (checkoutId: string) => ['/api/payments/sandbox', checkoutId] as const,
};
