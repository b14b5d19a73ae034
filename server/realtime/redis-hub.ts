// Real-time fan-out across server processes: a publish goes to one Redis channel, every process (the publisher
// included) holds one subscriber connection to it and delivers to its own sockets. The publisher serialises the
// message once; receivers forward its bytes to their sockets without parsing or encoding them again.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type WebSocket from 'ws';
import type { HubLog, RealtimeHub } from './hub';
import type { LocalSockets } from './local-sockets';
import { type RealtimeAudience, type RealtimeEvent, type SessionEnd, serializeMessage } from './messages';

const NEWLINE = 0x0a;
/** A server that cannot reach its configured Redis at start says so rather than running without fan-out. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

/**
 * On the channel: the publishing process's id and the audience as JSON on the first line (separated by a space),
 * then the message's JSON. JSON text never holds a raw newline, so the first one ends that line and the rest is
 * sent to sockets as it is. The publisher delivers to its own sockets at once and skips its own message when it
 * comes back.
 */
export function encodeWire(from: string, to: RealtimeAudience, message: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${from} ${JSON.stringify(to)}\n`), message]);
}

const ORIGIN = /^[0-9a-f]{1,32}$/;

export function decodeWire(wire: Buffer): { from: string; to: RealtimeAudience; message: Buffer } | null {
  const end = wire.indexOf(NEWLINE);
  if (end < 0) return null;
  const line = wire.subarray(0, end).toString('utf8');
  const space = line.indexOf(' ');
  const from = line.slice(0, space);
  if (space < 0 || !ORIGIN.test(from)) return null;
  let to: unknown;
  try {
    to = JSON.parse(line.slice(space + 1));
  } catch {
    return null;
  }
  const valid = to === 'all' || (Array.isArray(to) && to.every((id) => Number.isSafeInteger(id)));
  return valid ? { from, to: to as RealtimeAudience, message: wire.subarray(end + 1) } : null;
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

  /** This process's id on the channel. */
  readonly origin = randomBytes(8).toString('hex');

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
      if (!decoded) log.warn({ channel }, 'ignored a malformed real-time message');
      // This process's own message was delivered to its sockets when it was published.
      else if (decoded.from !== hub.origin) local.deliver(decoded.to, decoded.message);
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

  /**
   * Delivers to this process's sockets at once (their frames leave before whatever the caller does next, a
   * long database write say), and resolves once Redis has taken the message for the other processes.
   */
  async publish(event: RealtimeEvent): Promise<void> {
    const message = serializeMessage(event.message);
    this.local.deliver(event.to, message);
    await this.publisher.publish(this.channel, encodeWire(this.origin, event.to, message));
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
