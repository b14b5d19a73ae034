// The authorization matrix's entries for the member tools (spread into MATRIX in
// server/http/authorization-matrix.support.ts): the data export and the account deletion are the signed-in
// member's own (no route names anyone else's), so every signed-in role gets its own answer and a visitor 401.
// Each build clears what an earlier role's request left (one export under way, one deletion scheduled), so every
// role is measured on the same footing. The site administrator's member account cannot be deleted (409).

import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { accountDeletions, accountExports } from '../../db/schema';
import { get, type Matrix, type Role, s, signedIn, type World } from '../../http/authorization-matrix.world';
import { exportFiles } from './export-files';

const memberOf = (w: World, role: Role) => (role === 'visitor' ? null : w.principals[role]);

/** A ready export of the role's member, with a small file behind it. */
async function readyExport(w: World, role: Role): Promise<void> {
  const who = memberOf(w, role);
  if (!who) return;
  const { ctx } = w.app;
  await ctx.db.delete(accountExports).where(eq(accountExports.userId, who.id));
  const fileToken = randomBytes(16).toString('hex');
  const files = exportFiles(ctx);
  const scratch = await files.scratchPath(fileToken);
  await fsp.writeFile(scratch, 'PK\u0005\u0006'.padEnd(22, '\u0000'));
  await files.store(fileToken, scratch);
  const now = ctx.clock();
  await ctx.db.insert(accountExports).values({
    userId: who.id,
    status: 'ready',
    progress: 100,
    fileToken,
    bytes: 22,
    createdAt: now,
    completedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
}

async function noDeletion(w: World, role: Role): Promise<void> {
  const who = memberOf(w, role);
  if (!who) return;
  await w.app.ctx.db
    .update(accountDeletions)
    .set({ status: 'cancelled' })
    .where(and(eq(accountDeletions.userId, who.id), eq(accountDeletions.status, 'scheduled')));
}

async function scheduledDeletion(w: World, role: Role): Promise<void> {
  const who = memberOf(w, role);
  if (!who) return;
  await noDeletion(w, role);
  const now = w.app.ctx.clock();
  await w.app.ctx.db
    .insert(accountDeletions)
    .values({ userId: who.id, requestedAt: now, scheduledFor: new Date(now.getTime() + 14 * 86_400_000) });
}

export const ACCOUNT_MATRIX: Matrix = {
  'GET /api/me/export': [{ expect: signedIn(200), build: get('/api/me/export') }],
  'POST /api/me/export': [
    {
      expect: signedIn(202),
      build: async (w, role) => {
        const who = memberOf(w, role);
        if (who) await w.app.ctx.db.delete(accountExports).where(eq(accountExports.userId, who.id));
        return { url: '/api/me/export' };
      },
    },
  ],
  'GET /api/me/export/download': [
    {
      expect: signedIn(200),
      build: async (w, role) => {
        await readyExport(w, role);
        return { url: '/api/me/export/download' };
      },
    },
  ],
  'GET /api/me/delete': [{ expect: signedIn(200), build: get('/api/me/delete') }],
  'POST /api/me/delete': [
    {
      // The administrator's member account (the reserved name) is refused: the site needs it.
      expect: s(401, 202, 202, 202, 409),
      build: async (w, role) => {
        await noDeletion(w, role);
        const who = memberOf(w, role);
        return { url: '/api/me/delete', payload: { password: who?.password ?? 'Passw0rd!' } };
      },
    },
  ],
  'POST /api/me/delete/cancel': [
    {
      expect: signedIn(200),
      build: async (w, role) => {
        await scheduledDeletion(w, role);
        return { url: '/api/me/delete/cancel' };
      },
    },
  ],
};
