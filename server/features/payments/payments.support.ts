// Test support for payments: a member through the sandbox's checkout (start, pay with a test card), the jobs
// that send the e-mails, the outbox of one member, and sandbox events signed as the sandbox signs them.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readOutbox } from '../../mail/outbox.support';
import { epochSeconds, sandboxEvent, signSandboxEvent } from '../../payments/sandbox/events';
import type { TestApp } from '../../test/harness';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  failingRenewals: '4000 0000 0000 0341',
  unknown: '4111 1111 1111 1112',
} as const;

export interface Member {
  id: number;
  username: string;
  email: string;
  cookie: string;
}

export async function startPremium(
  app: FastifyInstance,
  member: Member,
  body: Record<string, unknown> = { method: 'card' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: { cookie: member.cookie },
    payload: body,
  });
}

/** The checkout id of a sandbox redirect (/stripe-checkout?checkout=cs_sbx_...). */
export function checkoutIdOf(redirectUrl: string): string {
  const id = new URL(redirectUrl, 'http://x').searchParams.get('checkout');
  if (!id) throw new Error(`not a sandbox redirect: ${redirectUrl}`);
  return id;
}

export async function pay(
  app: FastifyInstance,
  member: Member,
  checkoutId: string,
  card: string | 'paypal' = CARDS.ok,
  expiry = '12 / 34',
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${checkoutId}/pay`,
    headers: { cookie: member.cookie },
    payload:
      card === 'paypal' ? { method: 'paypal' } : { method: 'card', cardNumber: card, expiry, cvc: '123' },
  });
}

/** Starts a premium checkout and pays it; answers the payment id and the pay answer. */
export async function subscribe(app: FastifyInstance, member: Member, card: string | 'paypal' = CARDS.ok) {
  const started = await startPremium(app, member, { method: card === 'paypal' ? 'paypal' : 'card' });
  expect(started.statusCode, started.body).toBe(200);
  const { paymentId, redirectUrl } = started.json() as { paymentId: number; redirectUrl: string };
  const paid = await pay(app, member, checkoutIdOf(redirectUrl), card);
  expect(paid.statusCode, paid.body).toBe(200);
  return { paymentId, checkoutId: checkoutIdOf(redirectUrl), result: paid.json() };
}

export async function summaryOf(app: FastifyInstance, member: Member) {
  const res = await app.inject({ url: '/api/subscription', headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function runJobs(app: FastifyInstance) {
  for (let i = 0; i < 20; i += 1) if ((await app.jobs.runOnce()).claimed === 0) return;
}

export function mailsTo(t: TestApp, email: string) {
  return readOutbox(t.dataDir).filter((m) => m.to.includes(email));
}

/** A sandbox event as the sandbox would send it, signed with this app's key. */
export function signedEvent(app: FastifyInstance, type: string, object: Record<string, unknown>, at: Date) {
  return signSandboxEvent(app.ctx.secret, sandboxEvent(type, object, at));
}

export async function postWebhook(
  app: FastifyInstance,
  signed: { rawBody: Buffer; headers: Record<string, unknown> },
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', ...(signed.headers as Record<string, string>) },
    payload: signed.rawBody,
  });
}

export { epochSeconds };
