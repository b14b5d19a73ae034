// The authorization matrix's entries for moderation's item queue (spread into MATRIX in
// server/http/authorization-matrix.support.ts; the sighting flags and settings are listed there): members flag
// others' comments and profiles, never their own; the queue, decisions, log and suspensions are for
// administrators with manageUsers.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  adminOnly,
  author,
  authorComment,
  get,
  type Matrix,
  s,
  type World,
} from '../../http/authorization-matrix.world';
import { makeUser } from '../../test/harness';

/** A fresh comment of the author's that the member flagged: something for the administrator to decide. */
async function flaggedComment(w: World): Promise<number> {
  const { commentId } = await authorComment(w);
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}/flag`,
    headers: w.principals.member.headers,
    payload: { reason: 'spam' },
  });
  if (res.statusCode !== 201) throw new Error(`flag: ${res.statusCode} ${res.body}`);
  return commentId;
}

/** A fresh member, suspended until further notice. */
async function suspendedMember(w: World): Promise<number> {
  const member = await makeUser(w.app);
  await w.app.ctx.db
    .update(users)
    .set({ suspendedAt: w.app.ctx.clock(), suspensionReason: 'matrix' })
    .where(eq(users.id, member.id));
  return member.id;
}

export const MODERATION_MATRIX: Matrix = {
  'POST /api/comments/:id/flag': [
    {
      expect: s(401, 201, 403, 201, 201),
      build: async (w) => ({
        url: `/api/comments/${(await authorComment(w)).commentId}/flag`,
        payload: { reason: 'spam' },
      }),
    },
  ],
  'POST /api/users/:id/flag': [
    {
      // Once per member and profile: each role flags the author's profile once.
      expect: s(401, 201, 403, 201, 201),
      build: async (w) => ({ url: `/api/users/${author(w).id}/flag`, payload: { reason: 'other' } }),
    },
  ],
  'GET /api/admin/moderation/queue': [
    { expect: adminOnly(200), build: get('/api/admin/moderation/queue') },
    { name: 'hidden items', expect: adminOnly(200), build: get('/api/admin/moderation/queue?view=hidden') },
  ],
  'POST /api/admin/moderation/decisions': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: '/api/admin/moderation/decisions',
        payload: {
          contentType: 'comment',
          contentId: await flaggedComment(w),
          decision: 'keep',
          reason: 'Fine.',
        },
      }),
    },
  ],
  'GET /api/admin/moderation/actions': [
    { expect: adminOnly(200), build: get('/api/admin/moderation/actions') },
  ],
  'GET /api/admin/moderation/suspensions': [
    { expect: adminOnly(200), build: get('/api/admin/moderation/suspensions') },
  ],
  'POST /api/admin/moderation/members/:id/unsuspend': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/moderation/members/${await suspendedMember(w)}/unsuspend`,
        payload: { reason: 'Served their time.' },
      }),
    },
  ],
};
