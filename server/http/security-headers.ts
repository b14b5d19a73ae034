// Security headers on every response. Scripts only from our own origin: the built app has no inline script.
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and React set style attributes at run time; styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  // The map's tile host: the service worker fetches the tiles the map shows, to keep them for offline use, and a
  // worker's fetch obeys the policy sent with /sw.js (this one). Pages' <img> tiles need only img-src.
  "connect-src 'self' ws: wss: https://tile.openstreetmap.org",
  // Said outright rather than left to default-src: the worker (/sw.js) and the web app manifest.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(self), microphone=()');
    // The API reference page ships its own inline bootstrap script, so it keeps the plugin's own policy.
    if (!request.url.startsWith('/api/docs'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
