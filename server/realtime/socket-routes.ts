// /ws: the real-time connection (spec section 7). The member is known from the session cookie of the upgrade
// request, so the sessionId the client puts in its authenticate message is not trusted. An authenticated socket
// joins the hub and receives the alerts published for its member, for as long as that session lasts.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { z } from 'zod';
import { SESSION_COOKIE, type SessionStore } from '../features/auth/session-store';
import { sha256 } from '../features/auth/tokens';
import type { Clock } from '../http/context';
import { isCrossOrigin } from '../http/same-origin';
import type { RealtimeHub } from './hub';
import { closeForEndedSession } from './local-sockets';

const clientMessage = z.object({ type: z.string().max(50) }).passthrough();

/** The answer to an authenticate message naming another member than the session's. */
export const FORGED_USER_MESSAGE = 'The userId does not match your session';

/** A connection that has not authenticated by then is closed: idle anonymous sockets only cost memory. */
export const AUTHENTICATE_WITHIN_MS = 30_000;

/**
 * Sign-out, password reset and suspension close sockets through the hub at once; expiry has no event, so an
 * authenticated socket checks its session again when the session would end (idle expiry moves with requests,
 * so the check reschedules itself) and, at most this often, when the client sends a message.
 */
const RECHECK_ON_MESSAGE_MS = 10_000;
/** setTimeout's longest delay is ~24.8 days; a session may last longer, so the check wakes up at least daily. */
const LONGEST_WAIT_MS = 24 * 60 * 60_000;
/** When the sessions table could not be read, the socket stays and is checked again this much later. */
const RETRY_CHECK_MS = 60_000;

export function registerSocketRoutes(
  app: FastifyInstance,
  hub: RealtimeHub,
  sessions: Pick<SessionStore, 'endsAt'>,
): void {
  const watchDeps: SessionWatchDeps = { sessions, clock: app.ctx.clock, log: app.log };
  const publicOrigin = new URL(app.ctx.config.publicUrl).origin;
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Browsers send the session cookie with a WebSocket opened by any site: another site's page must not
    // read a member's alerts through it (cross-site WebSocket hijacking).
    if (isCrossOrigin(request, publicOrigin)) {
      socket.close(1008, 'Cross-origin connection refused');
      return;
    }
    // Only the id outlives the upgrade: a socket stays open for hours, the member's row need not stay with it.
    const memberId = request.user?.id ?? null;
    const sessionId = request.cookies[SESSION_COOKIE];
    const session =
      memberId !== null && sessionId ? watchSession(socket, sha256(sessionId), watchDeps) : null;
    const deadline = setTimeout(() => socket.close(1008, 'Authentication required'), AUTHENTICATE_WITHIN_MS);
    socket.once('close', () => {
      clearTimeout(deadline);
      session?.stop();
    });
    socket.on('message', async (raw: Buffer) => {
      // An authenticated socket whose session ended (expired, or its end announcement was missed) answers
      // nothing more: it is told so and closed instead.
      if (session?.registered && !(await session.stillValid(RECHECK_ON_MESSAGE_MS))) return;
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        socket.send(JSON.stringify({ type: 'error', message: 'Messages must be JSON objects with a type.' }));
        return;
      }
      if (parsed.type === 'authenticate') {
        clearTimeout(deadline);
        // The spec's client names its member: a userId that is not the session's own is refused, never trusted.
        const claimed = parsed.userId;
        const forged = claimed !== undefined && claimed !== null && String(claimed) !== String(memberId);
        if (memberId === null || session === null || forged) {
          const message = forged && memberId !== null ? FORGED_USER_MESSAGE : 'Authentication required';
          socket.send(JSON.stringify({ type: 'authentication_failed', message }));
          // The client stops after a failed authentication (spec section 4); a normal close ends it cleanly.
          socket.close(1000, 'Authentication required');
          return;
        }
        // Registered before the session is checked: an end announced in between then still finds the socket.
        hub.register(memberId, socket, session.hash);
        session.registered = true;
        if (!(await session.stillValid(0))) return;
        socket.send(JSON.stringify({ type: 'authenticated', userId: memberId }));
        return;
      }
      if (parsed.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      socket.send(JSON.stringify({ type: 'error', message: `Unknown message type: ${parsed.type}` }));
    });
  });
}

interface SessionWatchDeps {
  sessions: Pick<SessionStore, 'endsAt'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The session behind one socket: checked on demand and again whenever it would end. */
function watchSession(socket: WebSocket, hash: string, { sessions, clock, log }: SessionWatchDeps) {
  let timer: NodeJS.Timeout | undefined;
  let checkedAtMs = Number.NEGATIVE_INFINITY;
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (socket.readyState !== WebSocket.OPEN) return;
    timer = setTimeout(() => void watch.stillValid(0), Math.min(LONGEST_WAIT_MS, Math.max(0, delayMs)));
    timer.unref();
  };
  const watch = {
    hash,
    registered: false,
    /** True while the session lasts (checked if the last check is older than `maxAgeMs`); else closes. */
    async stillValid(maxAgeMs: number): Promise<boolean> {
      const nowMs = clock().getTime();
      if (nowMs - checkedAtMs < maxAgeMs) return true;
      let endsAt: Date | null;
      try {
        endsAt = await sessions.endsAt(hash);
      } catch (err) {
        log.warn({ err }, 'could not check the session of a real-time socket');
        schedule(RETRY_CHECK_MS);
        return true;
      }
      checkedAtMs = nowMs;
      if (!endsAt) {
        closeForEndedSession(socket);
        return false;
      }
      // A moment past the end, so the check lands after it rather than just before.
      schedule(endsAt.getTime() - nowMs + 1000);
      return true;
    },
    stop: () => clearTimeout(timer),
  };
  return watch;
}
