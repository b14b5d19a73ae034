// Real-time fan-out across server processes: a publish goes to one Redis channel, every process (the publisher
// included) holds one subscriber connection to it and delivers to its own sockets. The publisher serialises the
// message once; receivers forward its bytes to their sockets without parsing or encoding them again.
import { Redis } from 'ioredis';
import type WebSocket from 'ws';
import type { HubLog, RealtimeHub } from './hub';
import type { LocalSockets } from './local-sockets';
import { type RealtimeAudience, type RealtimeEvent, type SessionEnd, serializeMessage } from './messages';

const NEWLINE = 0x0a;
/** A server that cannot reach its configured Redis at start says so rather than running without fan-out. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

/**
 * On the channel: the audience as JSON, a newline, then the message's JSON. JSON text never holds a raw
 * newline, so the first one ends the audience and the rest is sent to sockets as it is.
 */
export function encodeWire(to: RealtimeAudience, message: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(to)}\n`), message]);
}

export function decodeWire(wire: Buffer): { to: RealtimeAudience; message: Buffer } | null {
  const end = wire.indexOf(NEWLINE);
  if (end < 0) return null;
  let to: unknown;
  try {
    to = JSON.parse(wire.subarray(0, end).toString('utf8'));
  } catch {
    return null;
  }
  const valid = to === 'all' || (Array.isArray(to) && to.every((id) => Number.isSafeInteger(id)));
  return valid ? { to: to as RealtimeAudience, message: wire.subarray(end + 1) } : null;
}

/**
 * A session's end travels on the same channel (so it stays in order with alerts) as one JSON object line:
 * an audience line is "all" or an array, never an object, so the first byte tells the two apart.
 */
const OPEN_BRACE = 0x7b;

export function encodeSessionEnd(end: SessionEnd): Buffer {
  return Buffer.from(
    JSON.stringify({ sessionEnded: { memberId: end.memberId, sessionHash: end.sessionHash } }),
  );
}

export function decodeSessionEnd(wire: Buffer): SessionEnd | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(wire.toString('utf8'));
  } catch {
    return null;
  }
  const end = (parsed as { sessionEnded?: { memberId?: unknown; sessionHash?: unknown } } | null)
    ?.sessionEnded;
  if (!end || !Number.isSafeInteger(end.memberId)) return null;
  if (end.sessionHash !== undefined && typeof end.sessionHash !== 'string') return null;
  return {
    memberId: end.memberId as number,
    ...(end.sessionHash === undefined ? {} : { sessionHash: end.sessionHash }),
  };
}

export interface RedisHubOptions {
  redisUrl: string;
  channel: string;
  local: LocalSockets;
  log: HubLog;
}

export class RedisRealtimeHub implements RealtimeHub {
  readonly transport = 'redis' as const;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly local: LocalSockets,
  ) {}

  /** Opens the publishing and the subscribing connection and waits until the subscription holds. */
  static async connect({ redisUrl, channel, local, log }: RedisHubOptions): Promise<RedisRealtimeHub> {
    const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    // A connection in subscriber mode cannot publish, hence the second one; ioredis resubscribes on reconnect.
    const subscriber = new Redis(redisUrl);
    for (const [role, connection] of [
      ['publisher', publisher],
      ['subscriber', subscriber],
    ] as const) {
      connection.on('error', (err: Error) => log.warn({ err, role }, 'real-time Redis connection error'));
    }
    const hub = new RedisRealtimeHub(publisher, subscriber, channel, local);
    subscriber.on('messageBuffer', (_channel: Buffer, wire: Buffer) => {
      if (wire[0] === OPEN_BRACE) {
        const end = decodeSessionEnd(wire);
        if (end) local.endSessions(end);
        else log.warn({ channel }, 'ignored a malformed real-time message');
        return;
      }
      const decoded = decodeWire(wire);
      if (decoded) local.deliver(decoded.to, decoded.message);
      else log.warn({ channel }, 'ignored a malformed real-time message');
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        subscriber.subscribe(channel),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis at REDIS_URL did not answer within ${SUBSCRIBE_TIMEOUT_MS} ms`)),
            SUBSCRIBE_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (err) {
      await hub.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return hub;
  }

  get connections(): number {
    return this.local.size;
  }

  register(memberId: number, socket: WebSocket, sessionHash?: string): void {
    this.local.add(memberId, socket, sessionHash);
  }

  /** Resolves once Redis has taken the message; delivery (here too) comes back through the subscription. */
  async publish(event: RealtimeEvent): Promise<void> {
    await this.publisher.publish(this.channel, encodeWire(event.to, serializeMessage(event.message)));
  }

  /** Every process (this one too, through the subscription) closes the matching sockets it holds. */
  async endSessions(end: SessionEnd): Promise<void> {
    await this.publisher.publish(this.channel, encodeSessionEnd(end));
  }

  async close(): Promise<void> {
    this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
