// Test support for the social features' tests: many members at once (each registered from its own address, so
// the per-address registration limit does not get in the way), the administrator's bearer token, and media
// asset rows as the upload pipeline would leave them.
import type { FastifyInstance } from 'fastify';
import type { MediaVariants } from '../../db/schema';
import { type AdminPermissions, ALL_ADMIN_PERMISSIONS, adminAccounts, mediaAssets } from '../../db/schema';
import { sessionCookie } from '../../test/harness';
import { ensureAdminAccount } from '../admin/bootstrap';

let registered = 0;

export interface Member {
  id: number;
  username: string;
  cookie: string;
}

/** Registers `n` members concurrently through the real API. */
export async function makeMembers(app: FastifyInstance, n: number): Promise<Member[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      registered += 1;
      const suffix = `${registered}${Math.random().toString(36).slice(2, 6)}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.77.${(registered >> 8) & 255}.${registered & 255}`,
        payload: {
          username: `crowd${suffix}`,
          email: `crowd${suffix}@example.com`,
          password: 'Passw0rd!',
          preferredLanguage: 'en',
        },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const user = res.json().user as { id: number; username: string };
      return { id: user.id, username: user.username, cookie: sessionCookie(res) };
    }),
  );
}

/** The administrator's bearer header (the test harness sets ADMIN_PASSWORD). */
export async function adminHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  await ensureAdminAccount(app.ctx);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: '10.78.0.1',
    payload: { username: app.ctx.config.ADMIN_USERNAME, password: 'Admin-Passw0rd' },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().adminSessionToken as string}` };
}

/**
 * Runs `check` with the administrator's permission flags changed (the rest stay on), then turns every flag back
 * on, also when `check` fails: the permission tests of the admin routes.
 */
export async function withAdminPermissions(
  app: FastifyInstance,
  changed: Partial<AdminPermissions>,
  check: () => Promise<void>,
): Promise<void> {
  const set = (permissions: AdminPermissions) => app.ctx.db.update(adminAccounts).set({ permissions });
  await set({ ...ALL_ADMIN_PERMISSIONS, ...changed });
  try {
    await check();
  } finally {
    await set(ALL_ADMIN_PERMISSIONS);
  }
}

const variant = (url: string, width: number, height: number) => ({
  url,
  width,
  height,
  bytes: 1000,
  format: 'webp' as const,
});

/** A media asset row as the upload pipeline leaves it (files are not needed by these tests). */
export async function insertAsset(
  app: FastifyInstance,
  ownerId: number,
  kind: 'photo' | 'video' | 'avatar' = 'photo',
  camera: Record<string, unknown> | null = null,
) {
  const tag = `${kind}-${ownerId}-${Math.random().toString(36).slice(2, 8)}`;
  const variants: MediaVariants =
    kind === 'video'
      ? {
          poster: variant(`/media/v/${tag}/poster.webp`, 1280, 720),
          large: variant(`/media/v/${tag}/poster-large.webp`, 1280, 720),
          video: { url: `/media/v/${tag}/video.mp4`, bytes: 5000, mime: 'video/mp4' },
        }
      : {
          thumb: variant(`/media/v/${tag}/thumb.webp`, 160, 160),
          medium: variant(`/media/v/${tag}/medium.webp`, 1000, 750),
          large: variant(`/media/v/${tag}/large.webp`, 2048, 1536),
          fallback: { large: { ...variant(`/media/v/${tag}/large.jpg`, 2048, 1536), format: 'jpeg' } },
        };
  const [row] = await app.ctx.db
    .insert(mediaAssets)
    .values({
      ownerId,
      kind,
      mime: kind === 'video' ? 'video/mp4' : 'image/jpeg',
      originalKey: `originals/${tag}`,
      originalBytes: 1234,
      width: kind === 'video' ? 1280 : 2048,
      height: kind === 'video' ? 720 : 1536,
      durationSeconds: kind === 'video' ? 12.5 : null,
      placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
      variants,
      camera,
    })
    .returning();
  if (!row) throw new Error('asset insert returned nothing');
  return row;
}
