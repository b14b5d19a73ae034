// Bookmarks in named collections: default 'Saved', idempotent adds, removal, paging, rename and delete rules.

import type { Sighting } from '@common/schemas/sightings';
import type { Bookmark, BookmarkCollection } from '@common/schemas/social';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.app);
  reader = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const as = (cookie: string) => ({ headers: { cookie } });
const add = (payload: Record<string, unknown>, cookie = reader.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/bookmarks', payload, ...as(cookie) });
const collections = async (cookie = reader.cookie) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/bookmarks/collections', ...as(cookie) })
  ).json() as BookmarkCollection[];

describe('bookmarks', () => {
  it("saves to 'Saved' by default, once per collection, and shows bookmarkedByMe", async () => {
    const fresh = await makeUser(t.app);
    expect(await collections(fresh.cookie)).toEqual([{ name: 'Saved', count: 0 }]);
    const s = await makeSighting(t.app, owner.cookie);
    const first = await add({ sightingId: s.id }, fresh.cookie);
    expect(first.statusCode).toBe(201);
    const bookmark = first.json() as Bookmark;
    expect(bookmark).toMatchObject({
      collectionName: 'Saved',
      notes: null,
      sighting: { id: s.id, bookmarkedByMe: true },
    });
    const again = await add({ sightingId: s.id, notes: 'ignored' }, fresh.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(bookmark.id);
    const other = await add({ sightingId: s.id, collectionName: ' Owls ', notes: 'At dusk' }, fresh.cookie);
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ collectionName: 'Owls', notes: 'At dusk' });
    expect(await collections(fresh.cookie)).toEqual([
      { name: 'Saved', count: 1 },
      { name: 'Owls', count: 1 },
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/api/sightings/${s.id}`, ...as(fresh.cookie) });
    expect((read.json() as Sighting).bookmarkedByMe).toBe(true);
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/sightings/${s.id}`, ...as(owner.cookie) });
    expect((asOwner.json() as Sighting).bookmarkedByMe).toBe(false);
  });

  it('refuses visitors, unknown and private sightings, and bad names', async () => {
    const s = await makeSighting(t.app, owner.cookie);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookmarks', payload: { sightingId: s.id } }))
        .statusCode,
    ).toBe(401);
    expect((await add({ sightingId: 999999 })).statusCode).toBe(404);
    const hidden = await makeSighting(t.app, owner.cookie, { isPublic: false });
    expect((await add({ sightingId: hidden.id })).statusCode).toBe(404);
    const blank = await add({ sightingId: s.id, collectionName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Collection name is required');
  });

  it('removes one bookmark (its owner only) or a sighting from one or all collections', async () => {
    const s = await makeSighting(t.app, owner.cookie);
    const saved = (await add({ sightingId: s.id })).json() as Bookmark;
    await add({ sightingId: s.id, collectionName: 'Trip' });
    await add({ sightingId: s.id, collectionName: 'Best' });

    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/${saved.id}`,
      ...as(owner.cookie),
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'You can only remove your own bookmarks.' });
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${saved.id}`, ...as(reader.cookie) })
      ).json(),
    ).toEqual({
      ok: true,
    });

    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${s.id}/bookmark?collection=Trip`,
      ...as(reader.cookie),
    });
    expect(one.json()).toEqual({ removed: 1, bookmarkedByMe: true });
    const all = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${s.id}/bookmark`,
      ...as(reader.cookie),
    });
    expect(all.json()).toEqual({ removed: 1, bookmarkedByMe: false });
  });

  it('lists bookmarks newest first, per collection, one page at a time', async () => {
    const member = await makeUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const s = await makeSighting(t.app, owner.cookie, { speciesName: `Paged ${i}` });
      await add({ sightingId: s.id, collectionName: i % 2 ? 'Odd' : 'Saved' }, member.cookie);
      ids.push(s.id);
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bookmarks?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ...as(member.cookie),
      });
      seen.push(...(res.json() as Bookmark[]).map((b) => b.sighting.id));
      const next = res.headers['x-next-cursor'];
      if (typeof next !== 'string') break;
      cursor = next;
    }
    expect(seen).toEqual([...ids].reverse());
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/bookmarks?collection=Odd',
      ...as(member.cookie),
    });
    expect((odd.json() as Bookmark[]).map((b) => b.sighting.id)).toEqual([ids[3], ids[1]]);
  });

  it('renames a collection (409 onto an existing name) and deletes one, never Saved', async () => {
    const member = await makeUser(t.app);
    const a = await makeSighting(t.app, owner.cookie);
    const b = await makeSighting(t.app, owner.cookie);
    await add({ sightingId: a.id, collectionName: 'Birds' }, member.cookie);
    await add({ sightingId: b.id, collectionName: 'Birds' }, member.cookie);
    await add({ sightingId: a.id, collectionName: 'Keep' }, member.cookie);
    const rename = (from: string, name: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/bookmarks/collections/${encodeURIComponent(from)}`,
        payload: { name },
        ...as(member.cookie),
      });
    expect((await rename('Birds', 'Raptors & owls')).json()).toEqual({ name: 'Raptors & owls', count: 2 });
    const taken = await rename('Raptors & owls', 'Keep');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A collection with this name already exists.');
    expect((await rename('Nope', 'Other')).statusCode).toBe(404);

    const saved = await t.app.inject({
      method: 'DELETE',
      url: '/api/bookmarks/collections/Saved',
      ...as(member.cookie),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe('The Saved collection cannot be deleted.');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/collections/${encodeURIComponent('Raptors & owls')}`,
      ...as(member.cookie),
    });
    expect(gone.json()).toEqual({ ok: true, removed: 2 });
    expect(await collections(member.cookie)).toEqual([
      { name: 'Saved', count: 0 },
      { name: 'Keep', count: 1 },
    ]);
  });
});
