// Who is asking: resolves the session cookie to request.user, and the admin bearer token to request.admin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAccountRow, AdminPermissions, UserRow } from '../db/schema';
import type { AdminSessionStore } from '../features/admin/admin-sessions';
import { SESSION_COOKIE, type SessionStore } from '../features/auth/session-store';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    admin: AdminAccountRow | null;
  }
}

export function registerAuth(
  app: FastifyInstance,
  stores: { sessions: SessionStore; adminSessions: AdminSessionStore },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    // Only API, socket and affiliate-redirect (/go/, which records the member's click) requests need to know the
    // member; static files and pages do not pay for a lookup.
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws') && !request.url.startsWith('/go/'))
      return;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId && sessionId.length <= 100) request.user = await stores.sessions.resolve(sessionId);
    const bearer = bearerToken(request);
    if (bearer) request.admin = await stores.adminSessions.resolve(bearer);
  });
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 100 ? token : null;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Authentication required');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AdminAccountRow {
  if (!request.admin) throw unauthorized('Administrator sign-in required');
  return request.admin;
}

/**
 * An administrator holding at least one of `anyOf` (spec section 6's permission flags): 401 without the bearer
 * token, 403 with `refusal` when none of the flags is set.
 */
export function requireAdminWith(
  request: FastifyRequest,
  anyOf: readonly (keyof AdminPermissions)[],
  refusal: string,
): AdminAccountRow {
  const admin = requireAdmin(request);
  if (!anyOf.some((flag) => admin.permissions[flag])) throw forbidden(refusal);
  return admin;
}

export interface CookieSettings {
  secure: boolean;
  maxAgeSeconds: number;
}

export function setSessionCookie(reply: FastifyReply, id: string, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: settings.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
