// Profiles: public fields and counts for anyone (never e-mail or tokens), the member's own profile and its edit.
import type { OwnProfile, Profile } from '@common/schemas/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { insertAsset } from '../sightings/social.support';

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;
let visitor: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await makeUser(t.app);
  visitor = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const put = (payload: Record<string, unknown>, cookie = member.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', payload, headers: { cookie } });

describe('GET /api/users/:id', () => {
  it('shows public fields and counts from the tables, never e-mail, hashes or tokens', async () => {
    const s = await makeSighting(t.app, member.cookie);
    await makeSighting(t.app, member.cookie);
    await makeSighting(t.app, member.cookie, { isPublic: false });
    await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${s.id}/like`,
      headers: { cookie: visitor.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/follow`,
      headers: { cookie: visitor.cookie },
    });
    await t.app.ctx.db
      .update(users)
      .set({ passwordResetToken: 'secret-reset-token', stripeCustomerId: 'cus_secret' })
      .where(eq(users.id, member.id));

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: { cookie: visitor.cookie },
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json() as Profile;
    expect(profile).toMatchObject({
      id: member.id,
      username: member.username,
      interests: [],
      counts: { sightings: 2, followers: 1, following: 0, likesReceived: 1 },
      followedByMe: true,
      portfolioUrl: null,
    });
    expect(res.body).not.toContain(member.email);
    expect(res.body).not.toMatch(/email|password|secret-reset-token|cus_secret|argon2/i);
    const anonymous = (
      await t.app.inject({ method: 'GET', url: `/api/users/${member.id}` })
    ).json() as Profile;
    expect(anonymous.followedByMe).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/999999' })).statusCode).toBe(404);
  });
});

describe('GET / PUT /api/user/profile', () => {
  it('edits the fields sent, strips the @ of the Instagram name and derives its link', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: member.cookie } })
    ).json() as OwnProfile;
    expect(before.notificationPreferences).toEqual({
      newFollowers: true,
      likes: true,
      comments: true,
      replies: true,
    });

    const res = await put({
      bio: '  Birder from the coast ',
      interests: ['owls', 'waders', 'owls'],
      experienceLevel: 'advanced',
      equipment: 'Nikon Z8',
      instagramUsername: '@coast.birder',
      notificationPreferences: { newFollowers: true, likes: false, comments: true, replies: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bio: 'Birder from the coast',
      interests: ['owls', 'waders'],
      experienceLevel: 'advanced',
      equipment: 'Nikon Z8',
      goals: null,
      instagramUsername: 'coast.birder',
      notificationPreferences: { likes: false },
    });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.instagramUrl).toBe('https://www.instagram.com/coast.birder/');

    // Only what is sent changes; an empty text clears.
    const second = (await put({ bio: '' })).json() as OwnProfile;
    expect(second).toMatchObject({ bio: null, equipment: 'Nikon Z8', instagramUsername: 'coast.birder' });
    const cleared = (await put({ instagramUsername: '' })).json() as OwnProfile;
    expect(cleared.instagramUsername).toBeNull();

    const tooLong = await put({ bio: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bio must be less than 500 characters');
    const badInsta = await put({ instagramUsername: 'no spaces!' });
    expect(badInsta.json().message).toBe(
      'Instagram usernames can only contain letters, numbers, periods and underscores',
    );
  });

  it("sets the avatar from the member's own upload and queues the replaced avatar for cleanup", async () => {
    const first = await insertAsset(t.app, member.id, 'avatar');
    const res = await put({ avatarMediaId: first.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImageUrl).toBe(first.variants.thumb?.url);

    const second = await insertAsset(t.app, member.id, 'photo');
    expect((await put({ avatarMediaId: second.id })).json().profileImageUrl).toBe(second.variants.thumb?.url);
    const queued = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'media_cleanup'));
    expect(queued.map((j) => j.payload)).toContainEqual({ mediaAssetId: first.id });

    const theirs = await insertAsset(t.app, visitor.id, 'avatar');
    const stolen = await put({ avatarMediaId: theirs.id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('This picture was not found. Upload it again.');
    const video = await insertAsset(t.app, member.id, 'video');
    expect((await put({ avatarMediaId: video.id })).json().message).toBe(
      'Only a photo can be used as a profile picture.',
    );
    // The photo stays: a sighting may show it.
    const removed = await put({ avatarMediaId: null });
    expect(removed.json().profileImageUrl).toBeNull();
    const after = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'media_cleanup'));
    expect(after.map((j) => j.payload)).not.toContainEqual({ mediaAssetId: second.id });
  });
});
