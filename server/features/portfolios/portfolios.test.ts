// Portfolios: created on first use, unique addresses, collections in order, items of the member's own
// sightings only, and the public page.
import type { Portfolio, PortfolioCollection } from '@common/schemas/portfolios';
import type { Profile } from '@common/schemas/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';
import { portfolioUrlBase } from './service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
let rival: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.app, { username: 'Marsh_Harrier' });
  rival = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const as = (cookie: string) => ({ headers: { cookie } });
const mine = async (cookie = owner.cookie) =>
  (await t.app.inject({ method: 'GET', url: '/api/portfolio', ...as(cookie) })).json() as Portfolio;
const update = (payload: Record<string, unknown>, cookie = owner.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/portfolio', payload, ...as(cookie) });
const newCollection = async (title: string, cookie = owner.cookie) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/portfolio/collections',
      payload: { title },
      ...as(cookie),
    })
  ).json() as PortfolioCollection;
const setItems = (id: number, items: Record<string, unknown>[], cookie = owner.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/portfolio/collections/${id}/items`,
    payload: { items },
    ...as(cookie),
  });

const profileOf = async (userId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${userId}` })).json() as Profile;

describe('GET / PUT /api/portfolio', () => {
  it('shows an unsaved draft until the first save, which creates the portfolio', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio' })).statusCode).toBe(401);
    // Opening the builder (twice, even at once) stores nothing and publishes nothing.
    const [draft, again] = await Promise.all([mine(), mine()]);
    expect(draft).toMatchObject({ saved: false, portfolioUrl: 'marsh-harrier', collections: [] });
    expect(again?.saved).toBe(false);
    expect((await profileOf(owner.id)).portfolioUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolios/marsh-harrier' })).statusCode).toBe(
      404,
    );

    expect((await update({})).statusCode).toBe(200);
    const [a, b] = await Promise.all([mine(), mine()]);
    expect(a?.id).toBe(b?.id);
    expect(a).toMatchObject({
      saved: true,
      title: 'My Wildlife Portfolio',
      portfolioUrl: 'marsh-harrier',
      isPublic: true,
      theme: 'nature',
      layout: 'grid',
      socialLinks: {},
      collections: [],
      owner: { id: owner.id, username: 'Marsh_Harrier' },
    });
    expect(JSON.stringify(a)).not.toContain(owner.email);
    expect(portfolioUrlBase('Marsh_Harrier')).toBe('marsh-harrier');
    expect(portfolioUrlBase('a_')).toBe('a-portfolio');
    expect(portfolioUrlBase('__')).toBe('portfolio-photos');
  });

  it('offers a draft a free address, never one a saved portfolio holds', async () => {
    const namesake = await makeUser(t.app, { username: 'marsh-harrier' });
    expect(await mine(namesake.cookie)).toMatchObject({ saved: false, portfolioUrl: 'marsh-harrier-2' });
  });

  it('refuses an address another portfolio has with 409 and the spec-style message', async () => {
    const res = await update({ portfolioUrl: 'Marsh-Harrier' }, rival.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This portfolio address is already taken.',
      errors: [{ path: 'portfolioUrl', message: 'This portfolio address is already taken.' }],
    });
    const bad = await update({ portfolioUrl: 'no--double' }, rival.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Portfolio address can only contain letters, numbers and single hyphens');
    const ok = await update(
      { portfolioUrl: 'rival-shots', title: 'Rival', socialLinks: { website: 'https://r.example' } },
      rival.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      portfolioUrl: 'rival-shots',
      title: 'Rival',
      socialLinks: { website: 'https://r.example' },
    });
  });

  it("uses one of the member's own sightings as header, never another member's", async () => {
    const own = await makeSighting(t.app, owner.cookie);
    const theirs = await makeSighting(t.app, rival.cookie);
    const refused = await update({ headerSightingId: theirs.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only add your own sightings to your portfolio.');
    expect((await update({ headerSightingId: own.id })).statusCode).toBe(200);
  });
});

describe('collections and items', () => {
  it('orders collections and replaces items with the member own sightings only', async () => {
    const birds = await newCollection('Birds');
    const night = await newCollection('Night');
    expect([birds.orderIndex, night.orderIndex]).toEqual([0, 1]);
    const s1 = await makeSighting(t.app, owner.cookie, { speciesName: 'Kestrel' });
    const s2 = await makeSighting(t.app, owner.cookie, { speciesName: 'Merlin', isPublic: false });
    const theirs = await makeSighting(t.app, rival.cookie);

    const refused = await setItems(birds.id, [{ sightingId: s1.id }, { sightingId: theirs.id }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only add your own sightings to your portfolio.');
    const duplicate = await setItems(birds.id, [{ sightingId: s1.id }, { sightingId: s1.id }]);
    expect(duplicate.statusCode).toBe(400);
    expect((await setItems(birds.id, [{ sightingId: 999999 }])).statusCode).toBe(404);

    const res = await setItems(birds.id, [
      { sightingId: s2.id, caption: 'Private one' },
      { sightingId: s1.id, caption: 'Hovering', isFeatured: true },
    ]);
    expect(res.statusCode).toBe(200);
    const collection = res.json() as PortfolioCollection;
    expect(collection.items.map((i) => [i.sighting.speciesName, i.caption, i.orderIndex])).toEqual([
      ['Merlin', 'Private one', 0],
      ['Kestrel', 'Hovering', 1],
    ]);
    // A refused replacement left nothing half written; a new one replaces the old items entirely.
    const replaced = (await setItems(birds.id, [{ sightingId: s1.id }])).json() as PortfolioCollection;
    expect(replaced.items.map((i) => i.sighting.id)).toEqual([s1.id]);
    await setItems(birds.id, [{ sightingId: s1.id }, { sightingId: s2.id }]);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/portfolio/collections/order',
      payload: { collectionIds: [night.id, birds.id] },
      ...as(owner.cookie),
    });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as Portfolio).collections.map((c) => c.title)).toEqual(['Night', 'Birds']);

    // Another member can neither edit nor reorder these collections.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/portfolio/collections/${birds.id}`,
      payload: { title: 'Mine now' },
      ...as(rival.cookie),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('You can only edit your own portfolio.');
    expect((await setItems(birds.id, [], rival.cookie)).statusCode).toBe(403);
    const stealOrder = await t.app.inject({
      method: 'PUT',
      url: '/api/portfolio/collections/order',
      payload: { collectionIds: [birds.id] },
      ...as(rival.cookie),
    });
    expect(stealOrder.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/portfolio/collections/${night.id}`,
      ...as(rival.cookie),
    });
    expect(del.statusCode).toBe(403);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/portfolio/collections/${birds.id}`,
      payload: { title: 'Falcons', description: 'Small ones' },
      ...as(owner.cookie),
    });
    expect(renamed.json()).toMatchObject({ title: 'Falcons', description: 'Small ones' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/portfolio/collections/${night.id}`,
      ...as(owner.cookie),
    });
    expect(removed.json()).toEqual({ ok: true });
  });
});

describe('GET /api/portfolios/:portfolioUrl', () => {
  it('shows a public portfolio without private items, and hides a private one from all but its owner', async () => {
    const url = `/api/portfolios/${(await mine()).portfolioUrl}`;
    const pub = await t.app.inject({ method: 'GET', url });
    expect(pub.statusCode).toBe(200);
    const portfolio = pub.json() as Portfolio;
    expect(portfolio.collections.flatMap((c) => c.items.map((i) => i.sighting.speciesName))).toEqual([
      'Kestrel',
    ]);
    expect(portfolio.collections[0]?.coverImageUrl).toBeNull();
    const asOwner = (await t.app.inject({ method: 'GET', url, ...as(owner.cookie) })).json() as Portfolio;
    expect(asOwner.collections.flatMap((c) => c.items)).toHaveLength(2);

    const profile = (await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })).json() as Profile;
    expect(profile.portfolioUrl).toBe('marsh-harrier');

    await update({ isPublic: false });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, ...as(rival.cookie) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, ...as(owner.cookie) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: await adminHeaders(t.app) })).statusCode).toBe(
      200,
    );
    const hiddenProfile = (
      await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })
    ).json() as Profile;
    expect(hiddenProfile.portfolioUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolios/nobody-here' })).statusCode).toBe(404);
  });
});
