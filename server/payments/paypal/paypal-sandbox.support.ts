// PayPal's sandbox API as the PayPal provider's tests see it, through request interception (msw): the OAuth
// token, Orders, captures and refunds, catalog products, billing plans, subscriptions and webhook signature
// verification, answering in PayPal's JSON shapes. Every request is recorded (method, path, headers, raw body)
// so tests assert what was sent; creation calls replay their first answer for a repeated PayPal-Request-Id as
// PayPal does. Only api-m.sandbox.paypal.com is intercepted: any other request passes through untouched.
import './promise-with-resolvers.support';
import { HttpResponse, http } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';

export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

export interface PayPalRequest {
  method: string;
  path: string;
  headers: Headers;
  text: string;
  json: unknown;
}

interface Reply {
  status: number;
  body: unknown;
}

export interface PayPalSandbox {
  server: SetupServer;
  requests: PayPalRequest[];
  requestsTo(method: string, path: string | RegExp): PayPalRequest[];
  /** What verify-webhook-signature answers: SUCCESS or FAILURE. */
  verificationStatus: 'SUCCESS' | 'FAILURE';
  /** Subscriptions as GET /v1/billing/subscriptions/{id} answers them (status, next billing time). */
  subscriptions: Map<string, { status: string; nextBillingTime: string; currency: string }>;
  reset(): void;
}

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

function paypalError(status: number, name: string, issue: string, message: string): Reply {
  return {
    status,
    body: { name, message, debug_id: 'f00dbabe', details: [{ issue, description: message }] },
  };
}

export function createPayPalSandbox(): PayPalSandbox {
  const requests: PayPalRequest[] = [];
  const replays = new Map<string, Reply>();
  const orders = new Map<string, Json>();
  const captures = new Set<string>();
  const subscriptions = new Map<string, { status: string; nextBillingTime: string; currency: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(6, '0')}TEST`;

  function answer(request: PayPalRequest): Reply {
    const { method, path } = request;
    const body = object(request.json);

    if (method === 'POST' && path === '/v1/oauth2/token') {
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: 'A21AAtest',
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: 'n',
        },
      };
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const id = nextId('ORDER');
      const unit = object((body.purchase_units as unknown[] | undefined)?.[0]);
      const order = {
        id,
        intent: body.intent,
        status: 'PAYER_ACTION_REQUIRED',
        payment_source: { paypal: {} },
        purchase_units: [{ reference_id: unit.reference_id, custom_id: unit.custom_id, amount: unit.amount }],
        links: [
          { href: `${PAYPAL_SANDBOX}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ],
      };
      orders.set(id, order);
      return { status: 200, body: order };
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath?.[1]) {
      const order = orders.get(orderPath[1]);
      if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Order not found');
      if (method === 'GET') return { status: 200, body: order };
      if (order.status === 'COMPLETED') {
        return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured');
      }
      const unit = object((order.purchase_units as unknown[])[0]);
      const captureId = nextId('CAPTURE');
      captures.add(captureId);
      const captured = {
        ...order,
        status: 'COMPLETED',
        purchase_units: [
          {
            ...unit,
            payments: {
              captures: [
                {
                  id: captureId,
                  status: 'COMPLETED',
                  amount: unit.amount,
                  custom_id: unit.custom_id,
                  final_capture: true,
                },
              ],
            },
          },
        ],
      };
      orders.set(orderPath[1], captured);
      return { status: 201, body: captured };
    }
    if (method === 'POST' && path === '/v1/catalogs/products') {
      return {
        status: 201,
        body: {
          id: nextId('PROD-'),
          name: body.name,
          type: body.type,
          create_time: new Date().toISOString(),
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      const id = nextId('P-');
      return {
        status: 201,
        body: {
          id,
          product_id: body.product_id,
          name: body.name,
          status: 'ACTIVE',
          billing_cycles: body.billing_cycles,
          payment_preferences: body.payment_preferences,
          links: [{ href: `${PAYPAL_SANDBOX}/v1/billing/plans/${id}`, rel: 'self', method: 'GET' }],
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      const id = nextId('I-');
      subscriptions.set(id, {
        status: 'APPROVAL_PENDING',
        nextBillingTime: new Date().toISOString(),
        currency: 'USD',
      });
      return {
        status: 201,
        body: {
          id,
          status: 'APPROVAL_PENDING',
          plan_id: body.plan_id,
          custom_id: body.custom_id,
          links: [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${id}`,
              rel: 'approve',
              method: 'GET',
            },
            { href: `${PAYPAL_SANDBOX}/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
          ],
        },
      };
    }
    const subscriptionPath = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(cancel|activate))?$/.exec(path);
    if (subscriptionPath?.[1]) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription)
        return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Subscription not found');
      if (method === 'GET') {
        return {
          status: 200,
          body: {
            id: subscriptionPath[1],
            status: subscription.status,
            billing_info: {
              outstanding_balance: { currency_code: subscription.currency, value: '0.00' },
              failed_payments_count: 0,
              next_billing_time: subscription.nextBillingTime,
            },
          },
        };
      }
      if (subscriptionPath[2] === 'cancel' && subscription.status === 'CANCELLED') {
        return paypalError(
          422,
          'UNPROCESSABLE_ENTITY',
          'SUBSCRIPTION_STATUS_INVALID',
          'Invalid subscription status.',
        );
      }
      subscription.status = subscriptionPath[2] === 'cancel' ? 'CANCELLED' : 'ACTIVE';
      return { status: 204, body: null };
    }
    const captureRefund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (captureRefund?.[1]) {
      if (!captures.has(captureRefund[1])) {
        return paypalError(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      }
      const id = nextId('REFUND');
      return {
        status: 201,
        body: {
          id,
          status: 'COMPLETED',
          amount: body.amount,
          links: [
            { href: `${PAYPAL_SANDBOX}/v2/payments/captures/${captureRefund[1]}`, rel: 'up', method: 'GET' },
          ],
        },
      };
    }
    const saleRefund = /^\/v1\/payments\/sale\/([^/]+)\/refund$/.exec(path);
    if (saleRefund?.[1]) {
      return {
        status: 201,
        body: { id: nextId('SALEREFUND'), state: 'completed', sale_id: saleRefund[1], amount: body.amount },
      };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      if (typeof body.webhook_id !== 'string' || !/^[a-zA-Z0-9]+$/.test(body.webhook_id)) {
        return paypalError(400, 'VALIDATION_ERROR', 'INVALID_PARAMETER_SYNTAX', 'Invalid webhook_id');
      }
      return { status: 200, body: { verification_status: sandbox.verificationStatus } };
    }
    return paypalError(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `No sandbox route for ${method} ${path}`,
    );
  }

  /** Creation calls PayPal makes idempotent with PayPal-Request-Id (captures are left to PayPal's own check). */
  const REPLAYED =
    /^\/(v2\/checkout\/orders|v1\/catalogs\/products|v1\/billing\/plans|v1\/billing\/subscriptions)$/;

  const server = setupServer(
    http.all(`${PAYPAL_SANDBOX}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const recorded: PayPalRequest = {
        method: request.method,
        path: url.pathname,
        headers: request.headers,
        text,
        json,
      };
      requests.push(recorded);
      const requestId = request.headers.get('paypal-request-id');
      const replayKey = requestId && REPLAYED.test(url.pathname) ? `${url.pathname} ${requestId}` : null;
      const reply = (replayKey && replays.get(replayKey)) || answer(recorded);
      if (replayKey) replays.set(replayKey, reply);
      return reply.status === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(reply.body as Json, { status: reply.status });
    }),
  );

  const sandbox: PayPalSandbox = {
    server,
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      ),
    verificationStatus: 'SUCCESS',
    subscriptions,
    reset() {
      requests.length = 0;
      sandbox.verificationStatus = 'SUCCESS';
    },
  };
  return sandbox;
}

/** Start intercepting: unhandled PayPal calls fail the test, everything else goes to the network untouched. */
export function listen(sandbox: PayPalSandbox): void {
  sandbox.server.listen({
    onUnhandledFrame({ frame, defaults }) {
      const data: unknown = frame.data;
      const request = data && typeof data === 'object' && 'request' in data ? data.request : null;
      if (request instanceof Request && new URL(request.url).hostname.endsWith('paypal.com'))
        defaults.error();
    },
  });
}
