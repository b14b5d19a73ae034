// The browser's end of /ws (spec sections 4 and 7), without React: open, authenticate, read alerts, and
// reconnect after an unexpected close: at most 5 times in a row, 1 s, 2 s, 4 s... (doubling, capped at 30 s),
// the count starting again after every successful open. A refused authentication and a normal close (1000:
// sign-out, an ended session) stop it for good. Failures are only logged (spec section 8).
import { parseServerMessage, type RareSpeciesAlert } from './alert';
import { NORMAL_CLOSE_CODE, RECONNECT, SESSION_COOKIE_NAME, SESSION_ID_PLACEHOLDER } from './constants';

/** The part of the browser's WebSocket this client uses; the browser's class satisfies it. */
export interface RealtimeSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type RealtimeSocketClass = new (url: string) => RealtimeSocket;

export interface RealtimeClientOptions {
  url: string;
  userId: number;
  sessionId: string;
  onAlert(alert: RareSpeciesAlert): void;
  onConnectionChange(connected: boolean): void;
  /** The WebSocket class to open sockets with: the browser's, unless a test passes its own. */
  socketClass?: RealtimeSocketClass;
  log?: Pick<Console, 'debug' | 'warn'>;
  now?: () => Date;
}

export interface RealtimeClient {
  /** Closes the socket normally and cancels any pending reconnect; nothing reopens it afterwards. */
  stop(): void;
}

/** The delay before reconnect attempt `attempt` (0-based): 1 s doubling, at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT.baseDelayMs * 2 ** attempt, RECONNECT.maxDelayMs);
}

/** /ws on the page's own host, over TLS when the page is (spec section 7). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** The session cookie's value when script can read it; it is HttpOnly, so normally the placeholder. */
export function sessionIdFromCookie(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE_NAME && rest.length > 0) {
      const value = rest.join('=');
      if (value) return decodeURIComponent(value);
    }
  }
  return SESSION_ID_PLACEHOLDER;
}

export function connectRealtime(options: RealtimeClientOptions): RealtimeClient {
  const SocketClass = options.socketClass ?? globalThis.WebSocket;
  const log = options.log ?? console;
  const now = options.now ?? (() => new Date());
  let socket: RealtimeSocket | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  let connected = false;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    options.onConnectionChange(value);
  };

  const finish = () => {
    finished = true;
    clearTimeout(timer);
    setConnected(false);
  };

  const scheduleReconnect = () => {
    if (finished) return;
    if (attempts >= RECONNECT.maxAttempts) {
      log.warn(`[realtime] gave up after ${RECONNECT.maxAttempts} reconnect attempts`);
      return;
    }
    const delay = reconnectDelayMs(attempts);
    attempts += 1;
    log.debug(`[realtime] reconnecting in ${delay} ms (attempt ${attempts} of ${RECONNECT.maxAttempts})`);
    timer = setTimeout(open, delay);
  };

  const handleText = (current: RealtimeSocket, text: string) => {
    const message = parseServerMessage(text);
    switch (message.type) {
      case 'authenticated':
        log.debug('[realtime] authenticated');
        return;
      case 'authentication_failed':
        // Marked disconnected and stopped: the server closes the socket, and retrying would fail the same way.
        log.warn(`[realtime] authentication failed: ${message.message}`);
        finish();
        socket = null;
        current.close(NORMAL_CLOSE_CODE);
        return;
      case 'error':
        log.warn(`[realtime] server error: ${message.message}`);
        return;
      case 'pong':
        return;
      case 'rare_species_alert':
        options.onAlert(message.data);
        return;
      case 'unknown':
        log.debug('[realtime] unknown message type', message.raw);
        return;
      case 'invalid':
        log.warn('[realtime] unreadable message', message.raw);
        return;
    }
  };

  function open() {
    if (finished) return;
    let current: RealtimeSocket;
    try {
      current = new SocketClass(options.url);
    } catch (err) {
      log.warn('[realtime] could not open the connection', err);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempts = 0;
      setConnected(true);
      current.send(
        JSON.stringify({
          type: 'authenticate',
          userId: options.userId,
          sessionId: options.sessionId,
          timestamp: now().toISOString(),
        }),
      );
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      if (typeof event.data === 'string') handleText(current, event.data);
      else log.warn('[realtime] unreadable message', event.data);
    };
    current.onerror = () => {
      // A close event always follows an error; the reconnect is decided there.
      log.debug('[realtime] connection error');
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      setConnected(false);
      if (event.code === NORMAL_CLOSE_CODE) {
        finish();
        return;
      }
      scheduleReconnect();
    };
  }

  open();

  return {
    stop() {
      if (finished && !socket) return;
      finish();
      const current = socket;
      socket = null;
      current?.close(NORMAL_CLOSE_CODE);
    },
  };
}
