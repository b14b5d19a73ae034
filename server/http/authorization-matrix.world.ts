// The world the authorization matrix runs in: roles, resources owned by the author, status shorthands.

import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { fixturePhoto, makeSighting, multipartBody } from '../test/harness';

export const ROLES = ['visitor', 'member', 'author', 'premium', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Principal {
  id: number;
  username: string;
  email: string;
  password: string;
  /** What this role sends on every request: a session cookie, and for the administrator the bearer too. */
  headers: Record<string, string>;
}

/** The members of the test, created once per file. */
export interface World {
  app: FastifyInstance;
  adminPassword: string;
  /** Everyone but the visitor, who sends nothing. */
  principals: Record<Exclude<Role, 'visitor'>, Principal>;
  /** A fresh session (and admin token) for `role`, for routes that end the session they are called with. */
  freshHeaders(role: Role): Promise<Record<string, string>>;
}

export interface MatrixRequest {
  url: string;
  payload?: InjectOptions['payload'];
  /** Extra headers (multipart content type), merged over the role's own. */
  headers?: Record<string, string>;
  /** Replaces the role's headers entirely (a fresh session for logout). */
  asHeaders?: Record<string, string>;
}

export interface MatrixCase {
  /** What the case is about when a route has more than one (a private sighting, say). */
  name?: string;
  expect: Record<Role, number>;
  /** Called once per role, so every role acts on a fresh resource of the author. */
  build(world: World, role: Role): Promise<MatrixRequest>;
}

/** One route: `METHOD path` exactly as Fastify registered it. */
export type Matrix = Record<string, MatrixCase[]>;

/** Expected statuses in the order visitor, member, author, premium, admin. */
export function s(visitor: number, member: number, author: number, premium: number, admin: number) {
  return { visitor, member, author, premium, admin };
}
export const all = (status: number) => s(status, status, status, status, status);
/** Anyone signed in (a member session; the administrator signs in through /api/auth/login and has one too). */
export const signedIn = (status: number) => s(401, status, status, status, status);
/** Only the owner of the resource; the administrator moderates (may delete) but never edits. */
export const ownerOnly = (status: number) => s(401, 403, status, 403, 403);
export const ownerOrAdmin = (status: number) => s(401, 403, status, 403, status);
export const adminOnly = (status: number) => s(401, 401, 401, 401, status);

export const get = (url: string) => async (): Promise<MatrixRequest> => ({ url });

let unique = 0;
export const next = () => {
  unique += 1;
  return `${unique}${Math.random().toString(36).slice(2, 6)}`;
};

export const author = (w: World) => w.principals.author;
export const authorSighting = (w: World, isPublic = true) =>
  makeSighting(w.app, author(w).headers.cookie ?? '', { isPublic });

export async function authorComment(w: World): Promise<{ sightingId: number; commentId: number }> {
  const sighting = await authorSighting(w);
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: author(w).headers,
    payload: { sightingId: sighting.id, content: 'A fine bird.' },
  });
  if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  return { sightingId: sighting.id, commentId: res.json().id };
}

export async function authorBookmark(
  w: World,
  collectionName = 'Saved',
): Promise<{ sightingId: number; id: number }> {
  const sighting = await authorSighting(w);
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/bookmarks',
    headers: author(w).headers,
    payload: { sightingId: sighting.id, collectionName },
  });
  if (res.statusCode !== 201) throw new Error(`bookmark: ${res.statusCode} ${res.body}`);
  return { sightingId: sighting.id, id: res.json().id };
}

export async function authorCollection(w: World): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/portfolio/collections',
    headers: author(w).headers,
    payload: { title: `Owls ${next()}` },
  });
  if (res.statusCode !== 201) throw new Error(`collection: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function authorPortfolioUrl(w: World, isPublic: boolean): Promise<string> {
  const res = await w.app.inject({
    method: 'PUT',
    url: '/api/portfolio',
    headers: author(w).headers,
    payload: { isPublic },
  });
  if (res.statusCode !== 200) throw new Error(`portfolio: ${res.statusCode} ${res.body}`);
  return res.json().portfolioUrl;
}

/** A notification for the author: the member comments on the author's sighting. */
export async function authorNotification(w: World): Promise<number> {
  const sighting = await authorSighting(w);
  await w.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: w.principals.member.headers,
    payload: { sightingId: sighting.id, content: 'Lovely.' },
  });
  const res = await w.app.inject({ method: 'GET', url: '/api/notifications', headers: author(w).headers });
  const first = (res.json() as { id: number }[])[0];
  if (!first) throw new Error(`no notification for the author: ${res.body}`);
  return first.id;
}

/** A photo for the analyzer (POST /api/photo-analysis, part `photo`). */
export const photoForAnalysis = (): MatrixRequest => {
  const { payload, headers } = multipartBody([
    {
      name: 'photo',
      value: {
        filename: 'wren.jpg',
        contentType: 'image/jpeg',
        data: fs.readFileSync(fixturePhoto('IMG_20180725_163423-tiny.jpg')),
      },
    },
  ]);
  return { url: '/api/photo-analysis', payload, headers };
};

export const photoUpload = (): MatrixRequest => {
  const { payload, headers } = multipartBody([
    {
      name: 'file',
      value: {
        filename: 'wren.jpg',
        contentType: 'image/jpeg',
        data: fs.readFileSync(fixturePhoto('IMG_20180725_163423-tiny.jpg')),
      },
    },
  ]);
  return { url: '/api/media', payload, headers };
};

export const EMAIL_PREFERENCES = {
  rareSpeciesAlerts: true,
  communityUpdates: false,
  weeklyNewsletter: false,
  newFollowers: true,
  commentsOnPhotos: true,
  likesOnPhotos: false,
};
