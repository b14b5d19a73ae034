// The gear shop on the real database: the shipped catalogue, the affiliate list (exact shape, premium gets none),
// the affiliate redirect (one click per request, the Amazon URL with the tag), reviews (one per member, helpful
// votes once and never one's own, flags hide until an administrator decides), the wishlist (the member's own),
// the administrators' permission, and the sightings made with a product.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateClicks, gearProducts, mediaAssets, sightings, users } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { readGearCatalog, syncGearCatalog } from './catalog-sync';
import { amazonUrlOf, normalizeGear, referrerPathOf } from './service';

let t: TestApp;
type Member = Awaited<ReturnType<typeof makeUser>>;
let alice: Member;
let bob: Member;
let admin: { authorization: string };

const SLUG = 'sony-fe-200-600mm-f5-6-6-3-g-oss';

async function product(slug = SLUG) {
  const [row] = await t.app.ctx.db.select().from(gearProducts).where(eq(gearProducts.slug, slug));
  if (!row) throw new Error('no product');
  return row;
}

const review = {
  title: 'Sharp and reliable',
  content: 'Took it to the marshes for a year; focus is quick enough for terns.',
  rating: 4,
  pros: ['Internal zoom'],
  cons: ['Heavy'],
  wildlifeTypes: ['birds'],
  usageContext: 'Wetlands',
  ownershipDuration: '1 year',
  recommendedFor: 'Bird photographers',
};

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  alice = await makeUser(t.app);
  bob = await makeUser(t.app);
  admin = await adminHeaders(t.app);
});
afterAll(async () => t.close());

describe('the shipped catalogue', () => {
  it('is loaded at start, and a second sync writes nothing while keeping ids', async () => {
    const { catalog } = readGearCatalog();
    const [count] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(gearProducts);
    expect(count?.n).toBe(catalog.products.length);
    const before = await product();
    expect(await syncGearCatalog(t.app.ctx.db)).toBe(0);
    // A new file version updates the rows by slug (same id) and keeps their reviews.
    const changed = structuredClone(catalog);
    const first = changed.products.find((p) => p.slug === SLUG);
    if (!first) throw new Error('no product');
    first.summary = 'Updated summary';
    expect(await syncGearCatalog(t.app.ctx.db, { catalog: changed, version: 'test-v2' })).toBe(
      catalog.products.length,
    );
    const after = await product();
    expect(after.id).toBe(before.id);
    expect(after.description).toBe('Updated summary');
    await syncGearCatalog(t.app.ctx.db);
    expect((await product()).description).toBe(before.description);
    expect(before.msrp).toBe(199_800);
  });

  it('lists categories, products with filters and sorts, and a product page', async () => {
    const cats = (await t.app.inject({ url: '/api/gear/categories' })).json();
    expect(cats).toHaveLength(8);
    expect(cats[0]).toMatchObject({ slug: 'telephoto-lenses', icon: 'Aperture', productCount: 15 });
    const lenses = (
      await t.app.inject({ url: '/api/gear/products?category=telephoto-lenses&pageSize=60' })
    ).json();
    expect(lenses.total).toBe(15);
    expect(
      lenses.items.every((p: { category: { slug: string } }) => p.category.slug === 'telephoto-lenses'),
    ).toBe(true);
    const sony = (
      await t.app.inject({ url: '/api/gear/products?brand=sony&sort=price_desc&pageSize=60' })
    ).json();
    const prices = sony.items.map(
      (p: { currentPrice: { amountMinor: number } | null }) => p.currentPrice?.amountMinor ?? -1,
    );
    expect(prices.filter((p: number) => p >= 0)).toEqual(
      [...prices.filter((p: number) => p >= 0)].sort((a, b) => b - a),
    );
    const found = (await t.app.inject({ url: '/api/gear/products?q=SEL200600G' })).json();
    expect(found.items.map((p: { slug: string }) => p.slug)).toEqual([SLUG]);
    const page = (await t.app.inject({ url: `/api/gear/products/${SLUG}` })).json();
    expect(page).toMatchObject({
      slug: SLUG,
      brand: { slug: 'sony', name: 'Sony' },
      msrp: { amountMinor: 199_800, currency: 'USD' },
      currentPrice: { amountMinor: 199_800, currency: 'USD' },
      specifications: { focalLength: '200-600mm' },
      goUrl: `/go/${page.id}`,
    });
    expect((await t.app.inject({ url: '/api/gear/products/no-such-thing' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/gear/products?sort=bogus' })).statusCode).toBe(400);
  });
});

describe('GET /api/amazon-products', () => {
  it('answers exactly id, name, imageUrl, amazonUrl, category, never cached, filtered by category', async () => {
    const res = await t.app.inject({ url: '/api/amazon-products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBe(readGearCatalog().catalog.products.length);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['amazonUrl', 'category', 'id', 'imageUrl', 'name']);
      expect(item.amazonUrl).toBe(`/go/${item.id}`);
    }
    const bins = (await t.app.inject({ url: '/api/amazon-products?category=binoculars' })).json();
    expect(bins).toHaveLength(8);
    expect(bins.every((p: { category: string }) => p.category === 'binoculars')).toBe(true);
    const signedIn = await t.app.inject({ url: '/api/amazon-products', headers: { cookie: alice.cookie } });
    expect(signedIn.json().length).toBe(list.length);
  });

  it('is empty for a premium member (ad-free)', async () => {
    const premium = await makeUser(t.app);
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, premium.id));
    const res = await t.app.inject({ url: '/api/amazon-products', headers: { cookie: premium.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /go/:productId', () => {
  it('records one click per request and redirects to Amazon with the associate tag', async () => {
    const p = await product();
    const clicks = () =>
      t.app.ctx.db.select().from(affiliateClicks).where(eq(affiliateClicks.productId, p.id));
    const before = (await clicks()).length;
    const res = await t.app.inject({
      url: `/go/${p.id}`,
      remoteAddress: '203.0.113.9',
      headers: { cookie: alice.cookie, referer: 'http://localhost:5000/shop?x=1' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://www.amazon.com/s?k=${encodeURIComponent('Sony SEL200600G')}&tag=wildlens-20`,
    );
    const after = await clicks();
    expect(after.length).toBe(before + 1);
    const click = after[after.length - 1];
    expect(click).toMatchObject({ userId: alice.id, referrerPath: '/shop' });
    expect(click?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(click?.ipHash).not.toContain('203.0.113.9');
    await t.app.inject({ url: `/go/${p.id}` });
    expect((await clicks()).length).toBe(before + 2);
    const head = await t.app.inject({ method: 'HEAD', url: `/go/${p.id}` });
    expect(head.statusCode).toBe(302);
    expect((await clicks()).length).toBe(before + 2);
    expect((await t.app.inject({ url: '/go/999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/go/abc' })).statusCode).toBe(400);
  });

  it('uses the ASIN page when there is one, and the configured tag', async () => {
    expect(amazonUrlOf({ amazonAsin: 'B07XYZ1234', brandName: 'Sony', model: 'X' }, 'my-tag-21')).toBe(
      'https://www.amazon.com/dp/B07XYZ1234?tag=my-tag-21',
    );
    const other = await createTestApp({ AMAZON_ASSOCIATE_TAG: 'other-21' });
    try {
      const [p] = await other.app.ctx.db.select().from(gearProducts).where(eq(gearProducts.slug, SLUG));
      await other.app.ctx.db
        .update(gearProducts)
        .set({ amazonAsin: 'B0TESTASIN' })
        .where(eq(gearProducts.slug, SLUG));
      const res = await other.app.inject({ url: `/go/${p?.id}` });
      expect(res.headers.location).toBe('https://www.amazon.com/dp/B0TESTASIN?tag=other-21');
    } finally {
      await other.close();
    }
  });

  it('keeps only a path of this site as the referrer', () => {
    expect(referrerPathOf('https://evil.example/x', 'http://localhost:5000')).toBeNull();
    expect(referrerPathOf('not a url', 'http://localhost:5000')).toBeNull();
    expect(referrerPathOf('http://localhost:5000/amazon-shop', 'http://localhost:5000')).toBe('/amazon-shop');
  });
});

describe('reviews', () => {
  it('one per member and product; own edit and delete; average rating over approved ones', async () => {
    const p = await product('canon-rf-200-800mm-f6-3-9-is-usm');
    const url = `/api/gear/my-reviews/${p.id}`;
    expect((await t.app.inject({ method: 'POST', url, payload: review })).statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: alice.cookie },
      payload: review,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ rating: 4, moderationStatus: 'approved', helpfulVotes: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: alice.cookie },
      payload: review,
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: bob.cookie },
      payload: { ...review, rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: bob.cookie },
      payload: { ...review, rating: 5 },
    });
    const page = (
      await t.app.inject({ url: `/api/gear/products/${p.slug}`, headers: { cookie: alice.cookie } })
    ).json();
    expect(page.averageRating).toBe(4.5);
    expect(page.reviewCount).toBe(2);
    expect(page.myReview).toMatchObject({ rating: 4 });
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: alice.cookie },
      payload: { ...review, rating: 2 },
    });
    expect(edited.json().rating).toBe(2);
    const carol = await makeUser(t.app);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: { cookie: carol.cookie }, payload: review }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: bob.cookie } })).statusCode).toBe(
      200,
    );
    const after = (await t.app.inject({ url: `/api/gear/products/${p.slug}` })).json();
    expect(after.reviewCount).toBe(1);
    expect(after.averageRating).toBe(2);
  });

  it('helpful votes: once each, never for one own review; flags hide until an administrator decides', async () => {
    const p = await product('nikon-z8');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/gear/my-reviews/${p.id}`,
      headers: { cookie: alice.cookie },
      payload: review,
    });
    const id = created.json().id as number;
    const vote = (cookie: string, method: 'POST' | 'DELETE' = 'POST') =>
      t.app.inject({ method, url: `/api/gear/reviews/${id}/helpful`, headers: { cookie } });
    expect((await vote(alice.cookie)).statusCode).toBe(403);
    const first = await vote(bob.cookie);
    expect(first.json()).toEqual({ helpfulVotes: 1, votedByMe: true });
    expect((await vote(bob.cookie)).statusCode).toBe(409);
    const both = await Promise.all([vote(bob.cookie), vote(bob.cookie)]);
    expect(both.map((r) => r.statusCode)).toEqual([409, 409]);
    expect((await vote(bob.cookie, 'DELETE')).json()).toEqual({ helpfulVotes: 0, votedByMe: false });
    expect((await vote(bob.cookie, 'DELETE')).json()).toEqual({ helpfulVotes: 0, votedByMe: false });
    await vote(bob.cookie);

    const flag = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/gear/reviews/${id}/flag`,
        headers: { cookie },
        payload: { reason: 'spam' },
      });
    expect((await flag(alice.cookie)).statusCode).toBe(403);
    expect((await flag(bob.cookie)).statusCode).toBe(200);
    const hidden = (await t.app.inject({ url: `/api/gear/products/${p.slug}` })).json();
    expect(hidden.reviews.find((r: { id: number }) => r.id === id)).toBeUndefined();
    // Its author still sees it, with its status.
    const own = (
      await t.app.inject({ url: `/api/gear/products/${p.slug}`, headers: { cookie: alice.cookie } })
    ).json();
    expect(own.myReview).toMatchObject({ id, moderationStatus: 'flagged' });
    expect((await vote(bob.cookie, 'POST')).statusCode).toBe(404);

    const moderation = (decision: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/gear/reviews/${id}/moderation`,
        headers,
        payload: { decision },
      });
    expect((await moderation('approve', { cookie: bob.cookie })).statusCode).toBe(401);
    await withAdminPermissions(t.app, { manageProducts: false }, async () => {
      const refused = await moderation('approve', admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/manageProducts/);
      expect((await t.app.inject({ url: '/api/admin/gear/reviews', headers: admin })).statusCode).toBe(403);
    });
    const queue = (await t.app.inject({ url: '/api/admin/gear/reviews', headers: admin })).json();
    expect(queue.find((r: { id: number }) => r.id === id)).toMatchObject({
      flagReason: 'spam',
      moderationStatus: 'flagged',
    });
    expect((await moderation('approve', admin)).statusCode).toBe(200);
    const shown = (await t.app.inject({ url: `/api/gear/products/${p.slug}` })).json();
    expect(shown.reviews.find((r: { id: number }) => r.id === id)).toMatchObject({ helpfulVotes: 1 });
    await flag(bob.cookie);
    expect((await moderation('reject', admin)).statusCode).toBe(200);
    const gone = (await t.app.inject({ url: `/api/gear/products/${p.slug}` })).json();
    expect(gone.reviews.find((r: { id: number }) => r.id === id)).toBeUndefined();
  });
});

describe('wishlist', () => {
  it('is the member own: add once, edit, remove; nobody else touches it', async () => {
    const p = await product('nikon-z8');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/gear/wishlist',
      headers: { cookie: alice.cookie },
      payload: { productId: p.id, notes: 'For the autumn migration' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      priority: 'medium',
      notes: 'For the autumn migration',
      product: { id: p.id },
    });
    const id = add.json().id as number;
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/gear/wishlist',
      headers: { cookie: alice.cookie },
      payload: { productId: p.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/gear/wishlist/${id}`,
          headers: { cookie: bob.cookie },
          payload: { priority: 'high' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/gear/wishlist/${id}`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/gear/wishlist', headers: { cookie: bob.cookie } })).json(),
    ).toEqual([]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/gear/wishlist/${id}`,
      headers: { cookie: alice.cookie },
      payload: { priority: 'high' },
    });
    expect(edit.json()).toMatchObject({ priority: 'high', notes: 'For the autumn migration' });
    expect(
      (await t.app.inject({ url: `/api/gear/products/${p.slug}`, headers: { cookie: alice.cookie } })).json()
        .onMyWishlist,
    ).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/gear/wishlist', headers: { cookie: alice.cookie } })).json(),
    ).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/gear/wishlist/${id}`,
          headers: { cookie: alice.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/gear/wishlist' })).statusCode).toBe(401);
  });
});

describe('sightings made with the gear', () => {
  it('matches public sightings by the EXIF camera or lens, case- and punctuation-insensitively', async () => {
    expect(normalizeGear('NIKON Z 8')).toBe(normalizeGear('Nikon Z8'));
    const withCamera = async (camera: Record<string, string>, isPublic = true) => {
      const asset = await uploadPhoto(t.app, alice.cookie);
      await t.app.ctx.db.update(mediaAssets).set({ camera }).where(eq(mediaAssets.id, asset.id));
      const s = await makeSighting(t.app, alice.cookie, { mediaAssetId: asset.id, isPublic });
      return s.id;
    };
    const body = await withCamera({ make: 'NIKON CORPORATION', model: 'NIKON Z 8' });
    const lens = await withCamera({ make: 'SONY', model: 'ILCE-1', lens: 'FE 200-600mm F5.6-6.3 G OSS' });
    const hidden = await withCamera({ make: 'NIKON CORPORATION', model: 'NIKON Z 8' }, false);
    await withCamera({ make: 'Canon', model: 'Canon EOS R7' });
    const z8 = (await t.app.inject({ url: '/api/gear/products/nikon-z8' })).json();
    const ids = z8.sightings.map((s: { id: number }) => s.id);
    expect(ids).toContain(body);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(lens);
    const sonyLens = (await t.app.inject({ url: `/api/gear/products/${SLUG}` })).json();
    expect(sonyLens.sightings.map((s: { id: number }) => s.id)).toEqual([lens]);
    expect(sonyLens.sightings[0].camera).toContain('FE 200-600mm');
    const [row] = await t.app.ctx.db
      .select()
      .from(sightings)
      .where(and(eq(sightings.id, hidden)));
    expect(row?.isPublic).toBe(false);
  });
});

describe('administrators (manageProducts)', () => {
  it('create, edit and delete categories, brands and products; refused without the permission', async () => {
    const cat = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gear/categories',
      headers: admin,
      payload: { slug: 'field-guides', name: 'Field guides', icon: 'BookOpen' },
    });
    expect(cat.statusCode).toBe(201);
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gear/brands',
      headers: admin,
      payload: { slug: 'test-brand', name: 'Test Brand' },
    });
    const productBody = {
      slug: 'test-guide',
      name: 'Test Brand Guide',
      categoryId: cat.json().id,
      brandId: brand.json().id,
      model: 'TG-1',
      msrpMinor: 2999,
      currentPriceMinor: 2499,
      priceCheckedOn: '2026-11',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gear/products',
      headers: admin,
      payload: productBody,
    });
    expect(created.statusCode).toBe(201);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gear/products',
      headers: admin,
      payload: productBody,
    });
    expect(dup.statusCode).toBe(409);
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/gear/categories/${cat.json().id}`,
      headers: admin,
    });
    expect(inUse.statusCode).toBe(409);
    const page = (await t.app.inject({ url: '/api/gear/products/test-guide' })).json();
    expect(page.currentPrice).toEqual({ amountMinor: 2499, currency: 'USD' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/gear/products/${created.json().id}`,
      headers: admin,
      payload: { ...productBody, isActive: false },
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/gear/products/test-guide' })).statusCode).toBe(404);
    const all = (await t.app.inject({ url: '/api/admin/gear/products', headers: admin })).json();
    expect(all.find((p: { slug: string }) => p.slug === 'test-guide')).toMatchObject({ isActive: false });
    await withAdminPermissions(t.app, { manageProducts: false }, async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/gear/products'],
        ['DELETE', `/api/admin/gear/products/${created.json().id}`],
      ] as const)
        expect((await t.app.inject({ method, url, headers: admin })).statusCode).toBe(403);
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/gear/products/${created.json().id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/gear/categories/${cat.json().id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/gear/brands/${brand.json().id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/gear/products',
          headers: { cookie: alice.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });
});
