// PayPal as a PaymentProvider (issue 14): contest entries are PayPal Orders (created here, captured by
// captureOrder when the member comes back from PayPal), Premium Explorer is a PayPal subscription on a plan
// per regional price (paypal-plans.ts). Webhooks are checked by PayPal's own verify-webhook-signature call.
//
// What PayPal cannot do, and what we do instead:
// - no cancellation at period end: a cancel ends the PayPal subscription at once; the member keeps premium until
//   the end of the period already paid (the stored period end), the webhook handler must not cut it short.
// - no customer portal and no moved renewal date (deferRenewal is absent): free months stay earned.
import {
  ApiError,
  ApplicationContextUserAction,
  CaptureStatus,
  CheckoutPaymentIntent,
  ExperienceContextShippingPreference,
  type LinkDescription,
  type Order,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  RefundStatus,
  SubscriptionStatus,
} from '@paypal/paypal-server-sdk';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type VerifiedEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from '../provider';
import { toPayPalValue } from './paypal-amounts';
import { connectPayPal, PayPalApiError, type PayPalConnection } from './paypal-client';
import { mapPayPalEvent, paypalEventSchema } from './paypal-events';
import { premiumPlan } from './paypal-plans';

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'production';
  publicUrl: string;
  db: Db;
}

/** What capturing an approved order gave: the webhook (PAYMENT.CAPTURE.COMPLETED) still records the payment. */
export interface PayPalCaptureResult {
  orderId: string;
  /** Our payments row, read back from the order's custom_id. */
  paymentId: number | null;
  status: 'completed' | 'pending' | 'declined';
  captureId: string | null;
}

export interface PayPalPaymentProvider extends PaymentProvider {
  /**
   * Takes the money of an order the member approved on PayPal. PayPal sends the member back to the checkout's
   * success URL with `?token=<order id>&PayerID=...`; that return route calls this. Safe to call twice.
   */
  captureOrder(orderId: string): Promise<PayPalCaptureResult>;
}

const BRAND_NAME = 'WildLens';

/** Languages PayPal's pages speak; the locale is sent as language-REGION, Norwegian as PayPal's "no". */
const PAYPAL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ru',
  'sk',
  'sv',
  'th',
  'tr',
  'zh',
]);

/** The member's BCP 47 locale as PayPal takes it ("ja-JP"), or none (PayPal then follows the browser). */
export function paypalLocale(locale: string): string | undefined {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(locale)[0] ?? '';
  } catch {
    return undefined;
  }
  const parts = canonical.split('-');
  const language = parts[0] === 'nb' ? 'no' : (parts[0] ?? '');
  const region = parts.slice(1).find((part) => /^[A-Z]{2}$/.test(part));
  return PAYPAL_LANGUAGES.has(language) && region ? `${language}-${region}` : undefined;
}

function linkTo(links: LinkDescription[] | undefined, ...rels: string[]): string | null {
  for (const rel of rels) {
    const found = links?.find((candidate) => candidate.rel === rel);
    if (found) return found.href;
  }
  return null;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const verificationSchema = z.object({ verification_status: z.string() });
const sdkErrorSchema = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});
const saleRefundSchema = z.object({ id: z.string(), state: z.string().optional() });

/**
 * What PayPal said went wrong in an SDK error: its error name (RESOURCE_NOT_FOUND, UNPROCESSABLE_ENTITY...) and
 * the issues it listed (ORDER_ALREADY_CAPTURED, INVALID_RESOURCE_ID...).
 */
function paypalIssues(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = sdkErrorSchema.safeParse(error.result);
  if (!parsed.success) return [];
  return [parsed.data.name, ...(parsed.data.details ?? []).map((detail) => detail.issue)].filter(
    (issue): issue is string => typeof issue === 'string',
  );
}

function captureOutcome(order: Order): PayPalCaptureResult {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const status = capture?.status;
  const customId = unit?.customId ?? capture?.customId;
  return {
    orderId: order.id ?? '',
    paymentId: customId && /^\d+$/.test(customId) ? Number(customId) : null,
    status:
      status === CaptureStatus.Completed ||
      status === CaptureStatus.PartiallyRefunded ||
      status === CaptureStatus.Refunded
        ? 'completed'
        : status === CaptureStatus.Declined || status === CaptureStatus.Failed
          ? 'declined'
          : 'pending',
    captureId: capture?.id ?? null,
  };
}

export function createPayPalProvider(options: PayPalProviderOptions): PayPalPaymentProvider {
  const paypal: PayPalConnection = connectPayPal(options);

  async function createOrder(request: CheckoutRequest): Promise<CheckoutSession> {
    const locale = paypalLocale(request.locale);
    const { result } = await paypal.orders.createOrder({
      paypalRequestId: `wildlens-checkout-${request.paymentId}`,
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: String(request.paymentId),
            customId: String(request.paymentId),
            description: request.description.slice(0, 127),
            amount: {
              currencyCode: request.currency,
              value: toPayPalValue(request.amountMinor, request.currency),
            },
          },
        ],
        paymentSource: {
          paypal: {
            ...(request.customer.email ? { emailAddress: request.customer.email } : {}),
            experienceContext: {
              brandName: BRAND_NAME,
              ...(locale ? { locale } : {}),
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              userAction: PaypalExperienceUserAction.PayNow,
              returnUrl: request.successUrl,
              cancelUrl: request.cancelUrl,
            },
          },
        },
      },
    });
    const redirectUrl = linkTo(result.links, 'payer-action', 'approve');
    if (!result.id || !redirectUrl) throw new Error('PayPal created an order without an id or approval link');
    return { providerCheckoutId: result.id, redirectUrl };
  }

  async function createSubscription(request: CheckoutRequest): Promise<CheckoutSession> {
    const plan = await premiumPlan(options.db, paypal, request.currency, request.amountMinor);
    const locale = paypalLocale(request.locale);
    const { result } = await paypal.subscriptions.createSubscription({
      paypalRequestId: `wildlens-checkout-${request.paymentId}`,
      prefer: 'return=representation',
      body: {
        planId: plan.planId,
        customId: String(request.paymentId),
        ...(request.customer.email ? { subscriber: { emailAddress: request.customer.email } } : {}),
        applicationContext: {
          brandName: BRAND_NAME,
          ...(locale ? { locale } : {}),
          shippingPreference: ExperienceContextShippingPreference.NoShipping,
          userAction: ApplicationContextUserAction.SubscribeNow,
          returnUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        },
      },
    });
    const redirectUrl = linkTo(result.links, 'approve', 'payer-action');
    if (!result.id || !redirectUrl)
      throw new Error('PayPal created a subscription without an id or approval link');
    return { providerCheckoutId: result.id, redirectUrl };
  }

  async function captureOrder(orderId: string): Promise<PayPalCaptureResult> {
    try {
      const { result } = await paypal.orders.captureOrder({
        id: orderId,
        paypalRequestId: `wildlens-capture-${orderId}`,
        prefer: 'return=representation',
      });
      return captureOutcome(result);
    } catch (error) {
      // A second return (reload, double click) finds the order captured already: report what the first did.
      if (!paypalIssues(error).includes('ORDER_ALREADY_CAPTURED')) throw error;
      const { result } = await paypal.orders.getOrder({ id: orderId });
      return captureOutcome(result);
    }
  }

  async function nextBillingTime(subscriptionId: string): Promise<Date | null> {
    const { result } = await paypal.subscriptions.getSubscription({ id: subscriptionId });
    const next = result.billingInfo?.nextBillingTime;
    return next ? new Date(next) : null;
  }

  async function verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent> {
    const text = rawBody.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WebhookVerificationError('The PayPal webhook body is not JSON');
    }
    const envelope = paypalEventSchema.safeParse(json);
    if (!envelope.success)
      throw new WebhookVerificationError('The PayPal webhook body is not a PayPal event');

    const transmission = {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
    };
    if (Object.values(transmission).some((value) => !value)) {
      throw new WebhookVerificationError('PayPal transmission headers are missing');
    }
    // The event goes back byte for byte: PayPal checks the signature over the body it sent, and re-serialising
    // the parsed JSON could change it.
    const request = JSON.stringify({ ...transmission, webhook_id: options.webhookId });
    let answer: unknown;
    try {
      answer = await paypal.restRaw(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        `${request.slice(0, -1)},"webhook_event":${text}}`,
      );
    } catch (error) {
      // PayPal refusing the delivery's own values (400, 422) is a bad delivery; our credentials refused (401)
      // or PayPal unreachable stays an error of ours, so PayPal retries the delivery later.
      if (error instanceof PayPalApiError && (error.status === 400 || error.status === 422)) {
        throw new WebhookVerificationError(`PayPal could not check the webhook: ${error.message}`);
      }
      throw error;
    }
    const verification = verificationSchema.parse(answer);
    if (verification.verification_status !== 'SUCCESS') {
      throw new WebhookVerificationError(
        `PayPal did not verify the webhook (${verification.verification_status})`,
      );
    }

    const event = envelope.data;
    const createdAt = new Date(event.create_time);
    return {
      provider: 'paypal',
      eventId: event.id,
      type: event.event_type,
      createdAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
      event: await mapPayPalEvent(event, { nextBillingTime }),
      payload: json,
    };
  }

  async function cancelSubscription(
    subscriptionId: string,
    _cancel: { atPeriodEnd: boolean },
  ): Promise<void> {
    // PayPal has no cancel-at-period-end: it stops at once either way; premium lasts to the paid period's end.
    try {
      await paypal.subscriptions.cancelSubscription({
        id: subscriptionId,
        body: { reason: 'Cancelled by the member on WildLens' },
      });
    } catch (error) {
      // Cancelling twice (the member in PayPal, then the lapsed-subscription sweep here) is no failure.
      if (!(error instanceof ApiError && error.statusCode === 422)) throw error;
      const { result } = await paypal.subscriptions.getSubscription({ id: subscriptionId });
      if (result.status !== SubscriptionStatus.Cancelled && result.status !== SubscriptionStatus.Expired)
        throw error;
    }
  }

  async function resumeSubscription(subscriptionId: string): Promise<void> {
    const { result } = await paypal.subscriptions.getSubscription({ id: subscriptionId });
    if (result.status === SubscriptionStatus.Active) return;
    if (result.status !== SubscriptionStatus.Suspended) {
      throw conflict(
        'A cancelled PayPal subscription cannot be resumed. Premium stays until the end of the paid month; subscribe again after that.',
      );
    }
    await paypal.subscriptions.activateSubscription({
      id: subscriptionId,
      body: { reason: 'Resumed by the member on WildLens' },
    });
  }

  async function refund(request: RefundRequest): Promise<RefundResult> {
    const value = toPayPalValue(request.amountMinor, request.currency);
    const requestId = `wildlens-refund-${request.refundId}`;
    try {
      const { result } = await paypal.payments.refundCapturedPayment({
        captureId: request.providerPaymentId,
        paypalRequestId: requestId,
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: request.currency, value },
          invoiceId: `wildlens-refund-${request.refundId}`,
          noteToPayer: 'Refund from WildLens',
        },
      });
      if (!result.id) throw new Error('PayPal refunded without a refund id');
      return {
        providerRefundId: result.id,
        status:
          result.status === RefundStatus.Completed
            ? 'succeeded'
            : result.status === RefundStatus.Failed || result.status === RefundStatus.Cancelled
              ? 'failed'
              : 'pending',
      };
    } catch (error) {
      // Subscription charges are Payments v1 sales, not Orders captures: those refund through the sale.
      if (
        !(error instanceof ApiError && error.statusCode === 404) &&
        !paypalIssues(error).includes('INVALID_RESOURCE_ID')
      ) {
        throw error;
      }
    }
    const sale = saleRefundSchema.parse(
      await paypal.rest(
        'POST',
        `/v1/payments/sale/${encodeURIComponent(request.providerPaymentId)}/refund`,
        {
          amount: { total: value, currency: request.currency },
          invoice_number: `wildlens-refund-${request.refundId}`,
        },
        { 'PayPal-Request-Id': requestId },
      ),
    );
    return {
      providerRefundId: sale.id,
      status: sale.state === 'completed' ? 'succeeded' : sale.state === 'failed' ? 'failed' : 'pending',
    };
  }

  return {
    name: 'paypal',
    testMode: options.environment === 'sandbox',
    createCheckout: (request) =>
      request.mode === 'subscription' ? createSubscription(request) : createOrder(request),
    verifyWebhook,
    cancelSubscription,
    resumeSubscription,
    refund,
    customerPortalUrl: async () => null,
    captureOrder,
    captureApproved: async (orderId) => {
      await captureOrder(orderId);
    },
  };
}
