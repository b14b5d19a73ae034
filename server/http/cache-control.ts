// Who may keep an answer: one rule for every API answer and every page, so no route can forget it.
// - An API answer to a request that names a viewer (the session cookie or an admin bearer token, valid or not) is
//   that viewer's own (their account, their likes and bookmarks): `private, no-store`, no cache keeps it.
// - Every API answer varies with those headers, so a shared cache never hands a visitor's version (likedByMe
//   false) to a member, nor a member's to anyone.
// - Pages embed the viewer's answers (page-data.ts): web-app.ts makes them `private` (no shared cache; the
//   browser revalidates) and they vary with the cookie too.
// An answer a route declares `public` is the same for everyone (categories, species suggestions) and keeps its
// header; the authorization matrix checks over every route that such answers really are the same for every
// viewer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../features/auth/session-store';

export const PERSONAL_CACHE_CONTROL = 'private, no-store';
const PAGE_CACHE_CONTROL = 'private, no-cache';
const VIEWER_HEADERS = ['cookie', 'authorization'];

/** Whether the request names a viewer: a session cookie or a bearer token, valid or not. */
export function carriesCredentials(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[SESSION_COOKIE]) || request.headers.authorization !== undefined;
}

const headerText = (reply: FastifyReply, name: string) => String(reply.getHeader(name) ?? '');

function varyAlsoOn(reply: FastifyReply, names: readonly string[]): void {
  const current = headerText(reply, 'vary')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (current.includes('*')) return;
  const known = new Set(current.map((v) => v.toLowerCase()));
  const added = names.filter((n) => !known.has(n));
  if (added.length > 0) reply.header('vary', [...current, ...added].join(', '));
}

export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const isApi = request.url.startsWith('/api/');
    const isPage = !isApi && headerText(reply, 'content-type').startsWith('text/html');
    // Media files and the built app's assets carry their own long cache headers: they are nobody's own.
    if (!isApi && !isPage) return;
    const declared = headerText(reply, 'cache-control');
    if (/^\s*public\b/i.test(declared)) return;
    varyAlsoOn(reply, VIEWER_HEADERS);
    if (isPage) {
      if (!/\bprivate\b|\bno-store\b/i.test(declared)) reply.header('cache-control', PAGE_CACHE_CONTROL);
    } else if (carriesCredentials(request)) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  });
}
