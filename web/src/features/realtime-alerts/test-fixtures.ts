// Test helpers for the real-time alerts: an alert, and a fake WebSocket class the tests control.
// Only test files import this module.
import type { RareSpeciesAlert } from './alert';
import type { RealtimeSocket } from './socket-client';

export function makeAlert(overrides: Partial<RareSpeciesAlert> = {}): RareSpeciesAlert {
  return {
    id: 1,
    sightingId: 42,
    species: 'Snow Leopard',
    location: 'Hemis National Park',
    photographer: 'arctic_fox_tales',
    imageUrl: '/media/snow-leopard.jpg',
    rarity: 'very_rare',
    timestamp: new Date().toISOString(),
    description: 'Resting on a ridge',
    alertName: 'Himalaya watch',
    relevanceScore: 92,
    ...overrides,
  };
}

/** A WebSocket stand-in: records every instance and what it sent; the test opens, closes and speaks for it. */
export class FakeSocket implements RealtimeSocket {
  static instances: FakeSocket[] = [];
  static reset(): void {
    FakeSocket.instances = [];
  }
  static get last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
  }

  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  serverSends(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  serverCloses(code: number): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
