// The real-time hub: members' sockets register here, and features publish events (rare-species alerts) to some
// members or to everyone connected. In-process by default; with REDIS_URL every process subscribes to one Redis
// channel, so an alert published on any process reaches the sockets of all of them.
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import { LocalSockets } from './local-sockets';
import { type RealtimeEvent, type SessionEnd, serializeMessage } from './messages';
import { RedisRealtimeHub } from './redis-hub';

export interface RealtimeHub {
  readonly transport: 'in-process' | 'redis';
  /** Sockets registered on this process. */
  readonly connections: number;
  /**
   * Registers an authenticated member's socket (one per browser tab) with the hash of the session it was
   * authenticated by; it is removed when it closes.
   */
  register(memberId: number, socket: WebSocket, sessionHash?: string): void;
  /** Serialises the message once and sends it to the audience's sockets, on every process. */
  publish(event: RealtimeEvent): Promise<void>;
  /** Closes the sockets of a session, or of every session of a member, that ended: on every process. */
  endSessions(end: SessionEnd): Promise<void>;
  close(): Promise<void>;
}

export type HubLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface RealtimeHubOptions {
  /** Redis shared by all server processes; in-process delivery when unset. */
  redisUrl?: string | undefined;
  /** Redis channel; processes of one site share it (tests use one per test). */
  channel?: string;
  /** How often sockets are pinged; one that has not answered by the next ping is dropped. */
  heartbeatMs?: number;
  log: HubLog;
}

export const DEFAULT_CHANNEL = 'wildlens:realtime';
const DEFAULT_HEARTBEAT_MS = 30_000;

class InProcessHub implements RealtimeHub {
  readonly transport = 'in-process' as const;
  private readonly local: LocalSockets;

  constructor(heartbeatMs: number) {
    this.local = new LocalSockets(heartbeatMs);
  }

  get connections(): number {
    return this.local.size;
  }

  register(memberId: number, socket: WebSocket, sessionHash?: string): void {
    this.local.add(memberId, socket, sessionHash);
  }

  async publish(event: RealtimeEvent): Promise<void> {
    this.local.deliver(event.to, serializeMessage(event.message));
  }

  async endSessions(end: SessionEnd): Promise<void> {
    this.local.endSessions(end);
  }

  async close(): Promise<void> {
    this.local.close();
  }
}

export async function createRealtimeHub(options: RealtimeHubOptions): Promise<RealtimeHub> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  if (!options.redisUrl) return new InProcessHub(heartbeatMs);
  return RedisRealtimeHub.connect({
    redisUrl: options.redisUrl,
    channel: options.channel ?? DEFAULT_CHANNEL,
    local: new LocalSockets(heartbeatMs),
    log: options.log,
  });
}
