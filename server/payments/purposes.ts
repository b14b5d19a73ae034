// What a payment buys, decided by the feature that sells it: premium (payments/subscriptions.ts) and contest
// entries (features/contests) register here what happens when their payment succeeds, fails or is refunded.
// The webhook handler calls these inside the transaction that records the event, so a paid entry and its
// payment row can never disagree.
import type { Db } from '../db/client';
import type { PaymentPurpose } from './provider';

/** The payments row as the purpose handlers see it. */
export interface PaidPayment {
  id: number;
  userId: number;
  purpose: PaymentPurpose;
  /** What was bought: the contest entry's id for contest_entry; null for premium. */
  referenceId: number | null;
  amountMinor: number;
  currency: string;
}

export interface PurposeHandlers {
  /** The payment succeeded; runs in the webhook's transaction (tx). */
  succeeded(tx: Db, payment: PaidPayment, at: Date): Promise<void>;
  /** The checkout failed or expired; optional. */
  failed?(tx: Db, payment: PaidPayment, at: Date): Promise<void>;
  /** The payment was refunded in full; optional. */
  refunded?(tx: Db, payment: PaidPayment, at: Date): Promise<void>;
}

export type PurposeRegistry = Map<PaymentPurpose, PurposeHandlers>;

export function createPurposeRegistry(): PurposeRegistry {
  return new Map();
}

export function registerPurpose(
  registry: PurposeRegistry,
  purpose: PaymentPurpose,
  handlers: PurposeHandlers,
): void {
  if (registry.has(purpose)) throw new Error(`payment purpose ${purpose} registered twice`);
  registry.set(purpose, handlers);
}

/**
 * Another feature's step after a purpose's own success, in the same transaction (referrals reward the referrer of
 * a member's first paid Premium): the payments module stays unaware of who listens.
 */
export function addSuccessStep(
  registry: PurposeRegistry,
  purpose: PaymentPurpose,
  step: (tx: Db, payment: PaidPayment, at: Date) => Promise<void>,
): void {
  const handlers = registry.get(purpose);
  if (!handlers) throw new Error(`payment purpose ${purpose} is not registered`);
  registry.set(purpose, {
    ...handlers,
    async succeeded(tx, payment, at) {
      await handlers.succeeded(tx, payment, at);
      await step(tx, payment, at);
    },
  });
}
