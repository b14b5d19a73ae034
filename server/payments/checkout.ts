// Starting a checkout for any purpose: the region and method checks, the server's own price (never the client's),
// the pending payments row written before the provider is called (its id travels as the provider's reference),
// and the provider's checkout. A member who clicks again within 30 minutes goes back to the checkout they opened.
import { isPremiumTier } from '@common/constants/plans';
import { type CheckoutStarted, PAYMENT_MESSAGES } from '@common/schemas/payments';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { payments, users } from '../db/schema';
import type { Clock } from '../http/context';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../http/errors';
import { paymentStrings } from '../mail/payment-email-strings';
import { methodSupported, paymentSupportFor, priceFor } from './prices';
import type { PaymentMethod, PaymentProvider, PaymentPurpose } from './provider';

export interface StartCheckoutInput {
  userId: number;
  purpose: PaymentPurpose;
  /** The contest entry's id for contest_entry; null for premium. */
  referenceId: number | null;
  method: PaymentMethod;
  /** The member's language: it decides the price, the currency and the provider page's language. */
  language: string;
  /** Paths of this site the provider sends the member back to ("/subscription-success"). */
  successPath: string;
  cancelPath: string;
  /** A seller's own price (a location guide's), computed by the server; without it, the regional table's. */
  itemPrice?: { amountMinor: number; currency: string; description: string };
}

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  publicUrl: string;
  providerFor(method: PaymentMethod): PaymentProvider;
}

/** How long an unpaid checkout is offered again instead of a new one (the sandbox's and Stripe's shortest life). */
export const CHECKOUT_REUSE_MINUTES = 30;

/** The region and method rules: 403 where the language has no subscriptions or payments, 400 for the method. */
export function assertCheckoutAllowed(
  purpose: PaymentPurpose,
  method: PaymentMethod,
  language: string,
): void {
  const support = paymentSupportFor(language);
  if (purpose === 'premium_subscription' && !support.subscriptionsEnabled)
    throw forbidden(PAYMENT_MESSAGES.subscriptionsUnavailable);
  if (!support.cardSupported && !support.paypalSupported)
    throw forbidden(PAYMENT_MESSAGES.paymentsUnavailable);
  if (!methodSupported(support, method)) {
    const message = method === 'card' ? PAYMENT_MESSAGES.cardUnavailable : PAYMENT_MESSAGES.paypalUnavailable;
    throw badRequest(message, [{ path: 'method', message }]);
  }
}

export async function startCheckout(deps: CheckoutDeps, input: StartCheckoutInput): Promise<CheckoutStarted> {
  assertCheckoutAllowed(input.purpose, input.method, input.language);
  const [user] = await deps.db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw unauthorized();
  if (input.purpose === 'premium_subscription' && isPremiumTier(user.subscriptionTier))
    throw conflict(PAYMENT_MESSAGES.alreadyPremium);
  const regional = priceFor(input.purpose, input.language);
  const price = input.itemPrice ? { ...regional, ...input.itemPrice } : regional;
  const now = deps.clock();
  const provider = deps.providerFor(input.method);

  const [open] = await deps.db
    .select({ id: payments.id, redirectUrl: payments.redirectUrl })
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        eq(payments.purpose, input.purpose),
        input.referenceId === null
          ? isNull(payments.referenceId)
          : eq(payments.referenceId, input.referenceId),
        eq(payments.method, input.method),
        eq(payments.provider, provider.name),
        eq(payments.currency, price.currency),
        eq(payments.amountMinor, price.amountMinor),
        eq(payments.status, 'pending'),
        isNotNull(payments.redirectUrl),
        gt(payments.createdAt, new Date(now.getTime() - CHECKOUT_REUSE_MINUTES * 60_000)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open?.redirectUrl) return { paymentId: open.id, redirectUrl: open.redirectUrl };

  const words = paymentStrings(price.language);
  const description =
    input.itemPrice?.description ??
    (input.purpose === 'premium_subscription' ? words.itemPremium : words.itemContest);
  const [payment] = await deps.db
    .insert(payments)
    .values({
      userId: user.id,
      purpose: input.purpose,
      referenceId: input.referenceId,
      provider: provider.name,
      method: input.method,
      currency: price.currency,
      amountMinor: price.amountMinor,
      status: 'pending',
      description,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('The payments row was not written');
  const back = (path: string) => `${deps.publicUrl}${path}?payment=${payment.id}`;
  const savedCustomer =
    provider.name === 'stripe'
      ? user.stripeCustomerId
      : provider.name === 'paypal'
        ? user.paypalCustomerId
        : null;
  let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
  try {
    session = await provider.createCheckout({
      paymentId: payment.id,
      purpose: input.purpose,
      mode: input.purpose === 'premium_subscription' ? 'subscription' : 'payment',
      method: input.method,
      amountMinor: price.amountMinor,
      currency: price.currency,
      description,
      customer: { userId: user.id, email: user.email ?? '', providerCustomerId: savedCustomer },
      successUrl: back(input.successPath),
      cancelUrl: back(input.cancelPath),
      locale: price.locale,
    });
  } catch (error) {
    deps.log.warn(
      { err: error, provider: provider.name, paymentId: payment.id },
      'checkout could not be opened',
    );
    await deps.db
      .update(payments)
      .set({
        status: 'failed',
        failureMessage: PAYMENT_MESSAGES.providerUnavailable,
        updatedAt: deps.clock(),
      })
      .where(eq(payments.id, payment.id));
    throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
  }
  await deps.db
    .update(payments)
    .set({
      providerCheckoutId: session.providerCheckoutId,
      redirectUrl: session.redirectUrl,
      providerCustomerId: session.providerCustomerId ?? savedCustomer,
      updatedAt: deps.clock(),
    })
    .where(eq(payments.id, payment.id));
  if (session.providerCustomerId && provider.name !== 'sandbox')
    await deps.db
      .update(users)
      .set(
        provider.name === 'stripe'
          ? { stripeCustomerId: session.providerCustomerId }
          : { paypalCustomerId: session.providerCustomerId },
      )
      .where(eq(users.id, user.id));
  return { paymentId: payment.id, redirectUrl: session.redirectUrl };
}
