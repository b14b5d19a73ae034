// Test support: a real WebSocket client of /ws on a listening app, keeping every message it receives in order.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { RareSpeciesAlert } from './messages';

export interface SocketClient {
  socket: WebSocket;
  received: Record<string, unknown>[];
  /** The next message not yet taken by next(). */
  next(): Promise<Record<string, unknown>>;
  /** The close code and reason, once the connection closed. */
  closed: Promise<{ code: number; reason: string }>;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens /ws with the member's cookie, if any; `origin` sets the Origin header, `autoPong: false` leaves pings unanswered. */
export async function connect(
  url: string,
  cookie?: string,
  options: { autoPong?: boolean; origin?: string } = {},
): Promise<SocketClient> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (options.origin) headers.origin = options.origin;
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, {
    headers,
    autoPong: options.autoPong ?? true,
  });
  const received: Record<string, unknown>[] = [];
  const waiters: ((m: Record<string, unknown>) => void)[] = [];
  let taken = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    received.push(message);
    const waiter = waiters.shift();
    if (waiter) {
      taken += 1;
      waiter(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    next() {
      const ready = received[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/** Sends the spec's authenticate message and resolves with the server's answer. */
export async function authenticate(client: SocketClient, userId: number): Promise<Record<string, unknown>> {
  client.socket.send(JSON.stringify({ type: 'authenticate', userId, sessionId: 'x', timestamp: Date.now() }));
  return client.next();
}

/** Resolves within `ms` with what the promise gave, or with 'pending' (a socket that was left open). */
export function within<T>(promise: Promise<T>, ms = 2000): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);
}

export async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A rare-species alert for the tests to publish, told apart by its id. */
export function alert(id: string): RareSpeciesAlert {
  return {
    id,
    sightingId: 42,
    species: 'Snow leopard',
    location: 'Hemis National Park',
    photographer: 'arctic_fox_tales',
    imageUrl: '/media/demo/snow-leopard.webp',
    rarity: 'extremely_rare',
    timestamp: '2026-01-15T06:30:00.000Z',
    description: 'Crossing the ridge at dawn.',
    alertName: 'Big cats of Ladakh',
    relevanceScore: 92,
  };
}
