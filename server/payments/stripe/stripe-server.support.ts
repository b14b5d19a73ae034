// A local Stripe for tests (issue 14: "drive the Stripe code against a local server that speaks the endpoints we
// call"; stripe-mock is not installable here). It answers exactly what stripe-provider.ts calls, parses the
// form-encoded bodies the way Stripe reads them (qs-style nested keys), replays an idempotency key's first answer
// as Stripe does, and records every request so tests can assert what was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: FormObject;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StripeTestServer {
  host: string;
  port: number;
  requests: RecordedRequest[];
  /** Requests to one path (and method), in order. */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** What GET /v1/invoice_payments answers for an invoice. */
  invoicePayments: Map<string, object[]>;
  /** What GET /v1/refunds?charge= answers for a charge, newest first. */
  chargeRefunds: Map<string, object[]>;
  close(): Promise<void>;
}

/** `a[b][0][c]=1` -> { a: { b: [ { c: '1' } ] } }, as Stripe's API reads form bodies. */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

function field(body: FormObject, ...path: string[]): FormValue | undefined {
  let node: FormValue | undefined = body;
  for (const segment of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return node;
}

function text(body: FormObject, ...path: string[]): string | null {
  const value = field(body, ...path);
  return typeof value === 'string' ? value : null;
}

function list(data: object[], url: string): object {
  return { object: 'list', data, has_more: false, url };
}

function subscriptionObject(id: string, changes: Partial<Record<string, unknown>>): object {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_start: now,
          current_period_end: now + 2_592_000,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    ...changes,
  };
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const requests: RecordedRequest[] = [];
  const invoicePayments = new Map<string, object[]>();
  const chargeRefunds = new Map<string, object[]>();
  const replies = new Map<string, { status: number; body: object }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  function answer(recorded: RecordedRequest): { status: number; body: object } {
    const { method, path, body, query } = recorded;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: text(body, 'mode'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: text(body, 'client_reference_id'),
          customer: text(body, 'customer'),
          customer_email: text(body, 'customer_email'),
          metadata: field(body, 'metadata') ?? {},
          payment_status: 'unpaid',
          status: 'open',
          success_url: text(body, 'success_url'),
          cancel_url: text(body, 'cancel_url'),
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    // Ids starting sub_missing stand for subscriptions Stripe does not know.
    if (subscription?.[1]?.startsWith('sub_missing')) {
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${subscription[1]}'`,
          },
        },
      };
    }
    if (subscription?.[1] && method === 'POST') {
      const cancelAtPeriodEnd = text(body, 'cancel_at_period_end');
      const trialEnd = text(body, 'trial_end');
      return {
        status: 200,
        body: subscriptionObject(subscription[1], {
          ...(cancelAtPeriodEnd ? { cancel_at_period_end: cancelAtPeriodEnd === 'true' } : {}),
          ...(trialEnd ? { trial_end: Number(trialEnd), status: 'trialing' } : {}),
        }),
      };
    }
    if (subscription?.[1] && method === 'DELETE') {
      return { status: 200, body: subscriptionObject(subscription[1], { status: 'canceled' }) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: nextId('re'),
          object: 'refund',
          amount: Number(text(body, 'amount')),
          currency: 'usd',
          payment_intent: text(body, 'payment_intent'),
          charge: text(body, 'charge'),
          reason: text(body, 'reason'),
          metadata: field(body, 'metadata') ?? {},
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        },
      };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const charge = query.get('charge') ?? '';
      const limit = Number(query.get('limit') ?? '10');
      return { status: 200, body: list((chargeRefunds.get(charge) ?? []).slice(0, limit), '/v1/refunds') };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      return {
        status: 200,
        body: list(invoicePayments.get(query.get('invoice') ?? '') ?? [], '/v1/invoice_payments'),
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: text(body, 'customer'),
          return_url: text(body, 'return_url'),
          url: `https://billing.stripe.com/p/session/${id}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const idempotencyKey = req.headers['idempotency-key'];
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: parseStripeForm(Buffer.concat(chunks).toString('utf8')),
        idempotencyKey: Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey,
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      const replayKey = recorded.idempotencyKey
        ? `${recorded.method} ${recorded.path} ${recorded.idempotencyKey}`
        : null;
      const reply = (replayKey && replies.get(replayKey)) || answer(recorded);
      if (replayKey) replies.set(replayKey, reply);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    invoicePayments,
    chargeRefunds,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; close would otherwise wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
