// The sandbox's webhook events: Stripe-shaped JSON (evt_sbx_... ids, Stripe's type names, `created` in seconds),
// signed like Stripe's (t=<seconds>,v1=<HMAC-SHA256 of "t.body">) under a key derived from the server secret, and
// read back into the normalised PaymentEvent. Only this server can sign them, so the sandbox's route accepts no
// event from anyone else; a replayed event is a duplicate (payment_events is unique per event id).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type PaymentEvent,
  type VerifiedEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from '../provider';

export const SANDBOX_SIGNATURE_HEADER = 'wildlens-sandbox-signature';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider-style id: the prefix and 24 random letters and digits (143 bits), e.g. cs_sbx_Xq3.... */
export function sandboxId(prefix: string): string {
  let id = '';
  while (id.length < 24) {
    // 248 is the largest multiple of 62 below 256: bytes at or above it would favour some letters, so they are skipped.
    for (const b of randomBytes(32)) if (b < 248 && id.length < 24) id += ALPHABET[b % 62];
  }
  return `${prefix}_sbx_${id}`;
}

/** The sandbox's signing key: derived, so the server secret itself never signs anything a client sees. */
function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('wildlens payments sandbox webhook v1').digest();
}

function signatureOf(secret: string, timestamp: number, body: Buffer): string {
  return createHmac('sha256', signingKey(secret)).update(`${timestamp}.`).update(body).digest('hex');
}

export interface SignedEvent {
  rawBody: Buffer;
  headers: WebhookHeaders;
}

/** A sandbox event object, ready to send: the raw body and its signature header. */
export function signSandboxEvent(secret: string, event: SandboxEventBody): SignedEvent {
  const rawBody = Buffer.from(JSON.stringify(event));
  const signature = signatureOf(secret, event.created, rawBody);
  return { rawBody, headers: { [SANDBOX_SIGNATURE_HEADER]: `t=${event.created},v1=${signature}` } };
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** An event of `type` about `object`, created at `at`. */
export function sandboxEvent(type: string, object: Record<string, unknown>, at: Date): SandboxEventBody {
  return {
    id: sandboxId('evt'),
    object: 'event',
    type,
    created: seconds(at),
    livemode: false,
    data: { object },
  };
}

export const epochSeconds = seconds;

const envelopeSchema = z.object({
  id: z.string().min(1).max(200),
  object: z.literal('event'),
  type: z.string().min(1).max(200),
  created: z.number().int().nonnegative(),
  livemode: z.literal(false),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type SandboxEventBody = z.infer<typeof envelopeSchema>;

const id = z.string().min(1).max(200);
const when = z
  .number()
  .int()
  .nonnegative()
  .transform((s) => new Date(s * 1000));
const paymentRef = z.object({
  payment_id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
});

const completed = z.object({
  id,
  metadata: paymentRef,
  payment_intent: id.nullable(),
  subscription: id.nullable(),
  customer: id.nullable(),
  current_period_end: when.nullable(),
});
const asyncFailed = z.object({
  id,
  metadata: paymentRef,
  failure: z.object({
    reason: z.enum(['declined', 'insufficient_funds', 'expired', 'other']),
    message: z.string().max(500),
  }),
});
const expired = z.object({ id, metadata: paymentRef });
const invoicePaid = z.object({
  subscription: id,
  payment_intent: id,
  amount_paid: z.number().int().nonnegative(),
  currency: z.string().length(3),
  period_end: when,
});
const invoiceFailed = z.object({
  subscription: id,
  last_payment_error: z.object({ message: z.string().max(500) }),
});
const subscriptionUpdated = z.object({
  id,
  status: z.enum(['active', 'past_due', 'canceled', 'unpaid', 'incomplete']),
  cancel_at_period_end: z.boolean(),
  current_period_end: when.nullable(),
});
const subscriptionDeleted = z.object({ id });
const chargeRefunded = z.object({
  payment_intent: id,
  refund: z.object({
    id,
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    metadata: z
      .object({
        refund_id: z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      })
      .partial(),
  }),
});

/** The event in the product's words; an unknown type is stored and ignored. */
function normalise(type: string, object: Record<string, unknown>): PaymentEvent {
  switch (type) {
    case 'checkout.session.completed': {
      const o = completed.parse(object);
      return {
        kind: 'checkout_completed',
        paymentId: o.metadata.payment_id,
        providerPaymentId: o.payment_intent,
        providerSubscriptionId: o.subscription,
        providerCustomerId: o.customer,
        periodEnd: o.current_period_end,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const o = asyncFailed.parse(object);
      return {
        kind: 'checkout_failed',
        paymentId: o.metadata.payment_id,
        reason: o.failure.reason,
        message: o.failure.message,
      };
    }
    case 'checkout.session.expired': {
      const o = expired.parse(object);
      return {
        kind: 'checkout_failed',
        paymentId: o.metadata.payment_id,
        reason: 'expired',
        message: 'The checkout expired before it was paid.',
      };
    }
    case 'invoice.paid': {
      const o = invoicePaid.parse(object);
      return {
        kind: 'invoice_paid',
        providerSubscriptionId: o.subscription,
        providerPaymentId: o.payment_intent,
        amountMinor: o.amount_paid,
        currency: o.currency.toUpperCase(),
        periodEnd: o.period_end,
      };
    }
    case 'invoice.payment_failed': {
      const o = invoiceFailed.parse(object);
      return {
        kind: 'invoice_payment_failed',
        providerSubscriptionId: o.subscription,
        message: o.last_payment_error.message,
      };
    }
    case 'customer.subscription.updated': {
      const o = subscriptionUpdated.parse(object);
      return {
        kind: 'subscription_updated',
        providerSubscriptionId: o.id,
        status: o.status,
        cancelAtPeriodEnd: o.cancel_at_period_end,
        periodEnd: o.current_period_end,
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription_deleted', providerSubscriptionId: subscriptionDeleted.parse(object).id };
    case 'charge.refunded': {
      const o = chargeRefunded.parse(object);
      return {
        kind: 'refunded',
        providerPaymentId: o.payment_intent,
        providerRefundId: o.refund.id,
        amountMinor: o.refund.amount,
        currency: o.refund.currency.toUpperCase(),
        refundId: o.refund.metadata.refund_id ?? null,
      };
    }
    default:
      return { kind: 'ignored', type };
  }
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks the signature over the exact bytes received, then reads the event. */
export function verifySandboxEvent(secret: string, rawBody: Buffer, headers: WebhookHeaders): VerifiedEvent {
  const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
  if (!header || header.length > 500) throw new WebhookVerificationError('No sandbox signature header');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookVerificationError('Malformed sandbox signature header');
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
    throw new WebhookVerificationError('The sandbox signature does not match');
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('The signed body is not JSON');
  }
  const envelope = envelopeSchema.safeParse(payload);
  if (!envelope.success || envelope.data.created !== timestamp)
    throw new WebhookVerificationError('The signed body is not a sandbox event');
  let event: PaymentEvent;
  try {
    event = normalise(envelope.data.type, envelope.data.data.object);
  } catch {
    throw new WebhookVerificationError(`The sandbox event ${envelope.data.type} is malformed`);
  }
  return {
    provider: 'sandbox',
    eventId: envelope.data.id,
    type: envelope.data.type,
    createdAt: new Date(envelope.data.created * 1000),
    event,
    payload,
  };
}
