// /ws: the real-time connection (spec section 7). The member is known from the session cookie of the upgrade
// request, so the sessionId the client puts in its authenticate message is not trusted.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const clientMessage = z.object({ type: z.string().max(50) }).passthrough();

export function registerSocketRoutes(app: FastifyInstance): void {
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const user = request.user;
    socket.on('message', (raw: Buffer) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        socket.send(JSON.stringify({ type: 'error', message: 'Messages must be JSON objects with a type.' }));
        return;
      }
      if (parsed.type === 'authenticate') {
        if (user) socket.send(JSON.stringify({ type: 'authenticated', userId: user.id }));
        else
          socket.send(JSON.stringify({ type: 'authentication_failed', message: 'Authentication required' }));
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
