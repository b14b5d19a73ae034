// The /ws client (spec sections 4 and 7): authenticate on open; reconnect after an unexpected close at most 5
// times, 1 s doubling (capped at 30 s), the count reset by a successful open; no reconnect after
// authentication_failed or a normal close; alerts handed over, unknown types only logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT, SESSION_ID_PLACEHOLDER } from './constants';
import {
  connectRealtime,
  type RealtimeClientOptions,
  realtimeUrl,
  reconnectDelayMs,
  sessionIdFromCookie,
} from './socket-client';
import { FakeSocket, makeAlert } from './test-fixtures';

const NOW = new Date('2025-06-01T10:00:00.000Z');

function start(overrides: Partial<RealtimeClientOptions> = {}) {
  const onAlert = vi.fn();
  const onConnectionChange = vi.fn();
  const log = { debug: vi.fn(), warn: vi.fn() };
  const client = connectRealtime({
    url: 'ws://localhost/ws',
    userId: 7,
    sessionId: SESSION_ID_PLACEHOLDER,
    onAlert,
    onConnectionChange,
    socketClass: FakeSocket,
    log,
    now: () => NOW,
    ...overrides,
  });
  return { client, onAlert, onConnectionChange, log };
}

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('real-time client', () => {
  it('opens /ws and sends authenticate with the member, session id and time on open', () => {
    const { onConnectionChange } = start();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.last.url).toBe('ws://localhost/ws');
    expect(onConnectionChange).not.toHaveBeenCalled();

    FakeSocket.last.serverOpens();
    expect(onConnectionChange).toHaveBeenLastCalledWith(true);
    expect(FakeSocket.last.sent.map((s) => JSON.parse(s))).toEqual([
      { type: 'authenticate', userId: 7, sessionId: SESSION_ID_PLACEHOLDER, timestamp: NOW.toISOString() },
    ]);
  });

  it('reconnects at most 5 times after unexpected closes, 1 s doubling', () => {
    const { onConnectionChange, log } = start();
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverCloses(1006);
    expect(onConnectionChange).toHaveBeenLastCalledWith(false);

    const delays = [1000, 2000, 4000, 8000, 16000];
    for (const [i, delay] of delays.entries()) {
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(i + 2);
      // Never opens: the server is down.
      FakeSocket.last.serverCloses(1006);
    }
    vi.advanceTimersByTime(10 * RECONNECT.maxDelayMs);
    expect(FakeSocket.instances).toHaveLength(1 + RECONNECT.maxAttempts);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('gave up'));
  });

  it('starts counting again after a successful open', () => {
    start();
    FakeSocket.last.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.last.serverCloses(1006);
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.instances).toHaveLength(3);

    FakeSocket.last.serverOpens();
    FakeSocket.last.serverCloses(1011);
    // Back to 1 s, not 4 s.
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('does not reconnect after a normal close', () => {
    const { onConnectionChange } = start();
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverCloses(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(onConnectionChange).toHaveBeenLastCalledWith(false);
  });

  it('stops after authentication_failed: marked disconnected, closed, no reconnect', () => {
    const { onConnectionChange, log } = start();
    const socket = FakeSocket.last;
    socket.serverOpens();
    socket.serverSends({ type: 'authentication_failed', message: 'Authentication required' });
    expect(onConnectionChange).toHaveBeenLastCalledWith(false);
    expect(socket.closedWith).toBe(1000);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Authentication required'));
    // Whatever code the server then closes with.
    socket.serverCloses(1008);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('hands alerts over and only logs errors, unknown types and unreadable frames', () => {
    const { onAlert, log } = start();
    const socket = FakeSocket.last;
    socket.serverOpens();
    socket.serverSends({ type: 'authenticated', userId: 7 });
    const alert = makeAlert({ id: 'a-1', imageUrl: null });
    socket.serverSends({ type: 'rare_species_alert', data: alert });
    expect(onAlert).toHaveBeenCalledWith(alert);

    socket.serverSends({ type: 'error', message: 'Messages must be JSON objects with a type.' });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Messages must be JSON objects'));
    socket.serverSends({ type: 'weather_update', data: {} });
    expect(log.debug).toHaveBeenCalledWith(expect.stringContaining('unknown message type'), {
      type: 'weather_update',
      data: {},
    });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    socket.serverSends({ type: 'rare_species_alert', data: { id: 2 } });
    expect(onAlert).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('unreadable'), 'not json');
  });

  it('reads an unknown rarity as other', () => {
    const { onAlert } = start();
    FakeSocket.last.serverSends({
      type: 'rare_species_alert',
      data: makeAlert({ rarity: 'legendary' as never }),
    });
    expect(onAlert).toHaveBeenCalledWith(expect.objectContaining({ rarity: 'other' }));
  });

  it('stop closes normally and cancels a pending reconnect', () => {
    const first = start();
    FakeSocket.last.serverOpens();
    first.client.stop();
    expect(FakeSocket.last.closedWith).toBe(1000);
    expect(first.onConnectionChange).toHaveBeenLastCalledWith(false);

    FakeSocket.reset();
    const second = start();
    FakeSocket.last.serverCloses(1006);
    second.client.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('logs a socket that cannot be created and retries within the same budget', () => {
    let calls = 0;
    class Refusing extends FakeSocket {
      constructor(url: string) {
        calls += 1;
        if (calls === 1) throw new Error('SecurityError');
        super(url);
      }
    }
    const { log } = start({ socketClass: Refusing });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('could not open'), expect.any(Error));
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('connection details', () => {
  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('uses /ws on the same host, wss when the page is https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'wildlens.example' })).toBe('wss://wildlens.example/ws');
  });

  it('takes the session id from a readable cookie, else a placeholder', () => {
    expect(sessionIdFromCookie('wl_lang=fr; wl_session=abc%3D123')).toBe('abc=123');
    expect(sessionIdFromCookie('wl_lang=fr')).toBe(SESSION_ID_PLACEHOLDER);
    expect(sessionIdFromCookie('')).toBe(SESSION_ID_PLACEHOLDER);
  });
});
