// Who is asking: resolves the session cookie to request.user, and the admin bearer token to request.admin.
// A suspended member's session (features/moderation) is kept but refused: reads go on as a visitor's, anything
// else answers 403 with the suspension's message, and so does everything that needs the member.
import { isSuspendedAt, suspensionMessage } from '@common/schemas/moderation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAccountRow, AdminPermissions, UserRow } from '../db/schema';
import type { AdminSessionStore } from '../features/admin/admin-sessions';
import { SESSION_COOKIE, type SessionStore } from '../features/auth/session-store';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    admin: AdminAccountRow | null;
    /** Set when the session's member is suspended: why, as the 403s they get say it. */
    suspension: string | null;
  }
}

/** What a suspended member may still send: signing out, or in as someone else. */
const ALLOWED_WHILE_SUSPENDED = new Set(['/api/auth/logout', '/api/auth/login', '/api/auth/register']);

export function registerAuth(
  app: FastifyInstance,
  stores: { sessions: SessionStore; adminSessions: AdminSessionStore; clock?: () => Date },
): void {
  const clock = stores.clock ?? (() => new Date());
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);
  app.decorateRequest('suspension', null);
  app.addHook('onRequest', async (request) => {
    // Only API, socket and affiliate-redirect (/go/, which records the member's click) requests need to know the
    // member; static files and pages do not pay for a lookup.
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws') && !request.url.startsWith('/go/'))
      return;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId && sessionId.length <= 100) {
      const user = await stores.sessions.resolve(sessionId);
      if (user && isSuspendedAt(user, clock())) {
        request.suspension = suspensionMessage(user.suspendedUntil, user.suspensionReason);
        const path = request.url.split('?')[0] ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD' && !ALLOWED_WHILE_SUSPENDED.has(path))
          throw forbidden(request.suspension);
      } else {
        request.user = user;
      }
    }
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
  if (!request.user) {
    if (request.suspension) throw forbidden(request.suspension);
    throw unauthorized('Authentication required');
  }
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
