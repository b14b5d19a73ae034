// Comments and replies: one level only, counts kept exact under concurrency, author-or-admin deletion, comment
// likes, and notifications for the right member.
import type { Comment } from '@common/schemas/comments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, sightings, userNotifications } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { adminHeaders, type Member, makeMembers } from '../sightings/social.support';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let commenter: Awaited<ReturnType<typeof makeUser>>;
let replier: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t.app);
  commenter = await makeUser(t.app);
  replier = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const postComment = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/comments', payload, ...(cookie ? { headers: { cookie } } : {}) });
const thread = async (sightingId: number, cookie?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/sightings/${sightingId}/comments`,
      ...(cookie ? { headers: { cookie } } : {}),
    })
  ).json() as Comment[];
async function commentCount(sightingId: number): Promise<number> {
  const [row] = await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, sightingId));
  return row?.commentCount ?? -1;
}

describe('POST /api/comments and GET /api/sightings/:id/comments', () => {
  it('posts trimmed plain text and nests replies one level, oldest first', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const first = await postComment(
      { sightingId: s.id, content: '  <b>Great</b> find!  ' },
      commenter.cookie,
    );
    expect(first.statusCode).toBe(201);
    const top = first.json() as Comment;
    expect(top).toMatchObject({
      sightingId: s.id,
      content: '<b>Great</b> find!',
      parentCommentId: null,
      userId: commenter.id,
      user: { username: commenter.username, profileImageUrl: null },
      likes: 0,
      likedByMe: false,
      replies: [],
    });
    const second = (
      await postComment({ sightingId: s.id, content: 'Second' }, author.cookie)
    ).json() as Comment;
    const reply = await postComment(
      { sightingId: s.id, content: 'Thanks', parentCommentId: top.id },
      replier.cookie,
    );
    expect(reply.statusCode).toBe(201);

    const list = await thread(s.id);
    expect(list.map((c) => c.id)).toEqual([top.id, second.id]);
    expect(list[0]?.replies.map((r) => [r.content, r.parentCommentId])).toEqual([['Thanks', top.id]]);
    expect(list[1]?.replies).toEqual([]);
    expect(JSON.stringify(list)).not.toMatch(/email|password/i);
    expect(await commentCount(s.id)).toBe(3);
  });

  it('refuses empty comments, visitors, unknown sightings and replies to replies', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const empty = await postComment({ sightingId: s.id, content: '   ' }, commenter.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Comment cannot be empty');
    expect((await postComment({ sightingId: s.id, content: 'Hi' })).statusCode).toBe(401);
    const missing = await postComment({ sightingId: 999999, content: 'Hi' }, commenter.cookie);
    expect(missing.statusCode).toBe(404);

    const top = (await postComment({ sightingId: s.id, content: 'Top' }, commenter.cookie)).json() as Comment;
    const reply = (
      await postComment({ sightingId: s.id, content: 'Reply', parentCommentId: top.id }, replier.cookie)
    ).json() as Comment;
    const deeper = await postComment(
      { sightingId: s.id, content: 'Too deep', parentCommentId: reply.id },
      commenter.cookie,
    );
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe('Replies are allowed only on top-level comments.');

    const elsewhere = await makeSighting(t.app, author.cookie);
    const crossed = await postComment(
      { sightingId: elsewhere.id, content: 'Wrong place', parentCommentId: top.id },
      commenter.cookie,
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('Parent comment not found');
    expect(await commentCount(s.id)).toBe(2);
    expect(await commentCount(elsewhere.id)).toBe(0);
  });

  it('hides the comments of a private sighting from everyone but its author', async () => {
    const s = await makeSighting(t.app, author.cookie, { isPublic: false });
    const url = `/api/sightings/${s.id}/comments`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await postComment({ sightingId: s.id, content: 'Peek' }, commenter.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: author.cookie } })).statusCode).toBe(
      200,
    );
  });

  it('keeps comment_count exact when many comment at once', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const crowd: Member[] = await makeMembers(t.app, 8);
    const top = (
      await postComment({ sightingId: s.id, content: 'Root' }, commenter.cookie)
    ).json() as Comment;
    const answers = await Promise.all(
      crowd.flatMap((m, i) => [
        postComment({ sightingId: s.id, content: `Comment ${i}` }, m.cookie),
        postComment({ sightingId: s.id, content: `Reply ${i}`, parentCommentId: top.id }, m.cookie),
        postComment({ sightingId: s.id, content: `Again ${i}` }, m.cookie),
      ]),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await commentCount(s.id)).toBe(1 + crowd.length * 3);
    const rows = await t.app.ctx.db.select().from(comments).where(eq(comments.sightingId, s.id));
    expect(rows).toHaveLength(1 + crowd.length * 3);
  });

  it('notifies the sighting author of a comment and the parent author of a reply, nobody else', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const top = (
      await postComment({ sightingId: s.id, content: 'Nice' }, commenter.cookie)
    ).json() as Comment;
    const reply = (
      await postComment({ sightingId: s.id, content: 'Agreed', parentCommentId: top.id }, replier.cookie)
    ).json() as Comment;
    // The author commenting on their own sighting notifies nobody.
    await postComment({ sightingId: s.id, content: 'Thanks all' }, author.cookie);
    const rows = await t.app.ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.sightingId, s.id));
    const seen = rows
      .map((r) => ({ type: r.type, userId: r.userId, actorId: r.actorId, commentId: r.commentId }))
      .sort((a, b) => a.type.localeCompare(b.type));
    expect(seen).toEqual([
      { type: 'comment', userId: author.id, actorId: commenter.id, commentId: top.id },
      { type: 'reply', userId: commenter.id, actorId: replier.id, commentId: reply.id },
    ]);
  });
});

describe('DELETE /api/comments/:id', () => {
  it('lets only the author (or the administrator) delete, with the spec message otherwise', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const mine = (
      await postComment({ sightingId: s.id, content: 'Mine' }, commenter.cookie)
    ).json() as Comment;
    const url = `/api/comments/${mine.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    // Not even the sighting's author may delete someone else's comment.
    const other = await t.app.inject({ method: 'DELETE', url, headers: { cookie: author.cookie } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You can only delete your own comments.' });
    const own = await t.app.inject({ method: 'DELETE', url, headers: { cookie: commenter.cookie } });
    expect(own.json()).toEqual({ ok: true, removed: 1 });
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: commenter.cookie } })).statusCode,
    ).toBe(404);

    const moderated = (
      await postComment({ sightingId: s.id, content: 'Spam' }, replier.cookie)
    ).json() as Comment;
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${moderated.id}`,
      headers: await adminHeaders(t.app),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await commentCount(s.id)).toBe(0);
  });

  it('takes the replies with a top-level comment and lowers comment_count by all of them', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const top = (await postComment({ sightingId: s.id, content: 'Top' }, commenter.cookie)).json() as Comment;
    await postComment({ sightingId: s.id, content: 'R1', parentCommentId: top.id }, replier.cookie);
    await postComment({ sightingId: s.id, content: 'R2', parentCommentId: top.id }, author.cookie);
    const keep = (await postComment({ sightingId: s.id, content: 'Keep' }, replier.cookie)).json() as Comment;
    expect(await commentCount(s.id)).toBe(4);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${top.id}`,
      headers: { cookie: commenter.cookie },
    });
    expect(res.json()).toEqual({ ok: true, removed: 3 });
    expect(await commentCount(s.id)).toBe(1);
    expect((await thread(s.id)).map((c) => c.id)).toEqual([keep.id]);
  });
});

describe('POST /api/comments/:id/like', () => {
  it('likes by default, unlikes on request, idempotently, and counts concurrent likes exactly', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const c = (
      await postComment({ sightingId: s.id, content: 'Like me' }, commenter.cookie)
    ).json() as Comment;
    const url = `/api/comments/${c.id}/like`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const headers = { cookie: replier.cookie };
    expect((await t.app.inject({ method: 'POST', url, headers })).json()).toEqual({ liked: true, likes: 1 });
    expect(
      (await t.app.inject({ method: 'POST', url, headers, payload: { action: 'like' } })).json(),
    ).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await thread(s.id, replier.cookie))[0]).toMatchObject({ likes: 1, likedByMe: true });
    expect(
      (await t.app.inject({ method: 'POST', url, headers, payload: { action: 'unlike' } })).json(),
    ).toEqual({
      liked: false,
      likes: 0,
    });
    const bad = await t.app.inject({ method: 'POST', url, headers, payload: { action: 'love' } });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/comments/999999/like', headers })).statusCode,
    ).toBe(404);

    const crowd = await makeMembers(t.app, 10);
    await Promise.all(crowd.map((m) => t.app.inject({ method: 'POST', url, headers: { cookie: m.cookie } })));
    const [row] = await t.app.ctx.db
      .select()
      .from(comments)
      .where(and(eq(comments.id, c.id)));
    expect(row?.likes).toBe(10);
  });
});
