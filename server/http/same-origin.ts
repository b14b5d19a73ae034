// Refuses state-changing requests that a browser sent on behalf of another site (CSRF defence in depth,
// alongside SameSite=Lax cookies). Requests without browser origin headers come from non-browser clients,
// which cannot ride on a victim's cookies, so they pass.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return value === 'null' ? 'null' : null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

export function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return false;
  const host = request.headers.host;
  const allowed = new Set([publicOrigin, `http://${host}`, `https://${host}`]);
  return !allowed.has(origin);
}

export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOrigin(request, publicOrigin)) throw forbidden('Cross-origin request refused.');
  });
}
