// /ws: the real-time connection (spec section 7). The member is known from the session cookie of the upgrade
// request, so the sessionId the client puts in its authenticate message is not trusted. An authenticated socket
// joins the hub and receives the alerts published for its member.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isCrossOrigin } from '../http/same-origin';
import type { RealtimeHub } from './hub';

const clientMessage = z.object({ type: z.string().max(50) }).passthrough();

/** A connection that has not authenticated by then is closed: idle anonymous sockets only cost memory. */
export const AUTHENTICATE_WITHIN_MS = 30_000;

export function registerSocketRoutes(app: FastifyInstance, hub: RealtimeHub): void {
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
    const deadline = setTimeout(() => socket.close(1008, 'Authentication required'), AUTHENTICATE_WITHIN_MS);
    socket.once('close', () => clearTimeout(deadline));
    socket.on('message', (raw: Buffer) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        socket.send(JSON.stringify({ type: 'error', message: 'Messages must be JSON objects with a type.' }));
        return;
      }
      if (parsed.type === 'authenticate') {
        clearTimeout(deadline);
        if (memberId === null) {
          socket.send(JSON.stringify({ type: 'authentication_failed', message: 'Authentication required' }));
          // The client stops after a failed authentication (spec section 4); a normal close ends it cleanly.
          socket.close(1000, 'Authentication required');
          return;
        }
        hub.register(memberId, socket);
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
