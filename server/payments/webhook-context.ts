// What the webhook state machine's parts share: the database, the clock, the purposes' handlers, and the
// payments row as purpose handlers see it.
import type { Db } from '../db/client';
import type { PaymentRow } from '../db/schema';
import type { Clock } from '../http/context';
import type { PaymentPurpose } from './provider';
import type { PaidPayment, PurposeRegistry } from './purposes';

export interface WebhookContext {
  db: Db;
  clock: Clock;
  purposes: PurposeRegistry;
}

export const paidPayment = (p: PaymentRow): PaidPayment => ({
  id: p.id,
  userId: p.userId,
  purpose: p.purpose as PaymentPurpose,
  referenceId: p.referenceId,
  amountMinor: p.amountMinor,
  currency: p.currency,
});
