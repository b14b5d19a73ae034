// The administrators' product form as the API sees it: every field a product has (release year, wildlife uses
// and tags included) is written and read back, an edit that leaves the newer fields out keeps them, bad input
// answers 400 with the shared schema's field messages and changes nothing, and categories and brands are edited
// in place (404 for one that does not exist).
import { GEAR_VALIDATION } from '@common/schemas/gear';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
});
afterAll(async () => t.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: admin })
    : t.app.inject({ method, url, headers: admin, payload });

async function adminProduct(slug: string) {
  const list = (await call('GET', '/api/admin/gear/products')).json() as { slug: string }[];
  return list.find((p) => p.slug === slug) as Record<string, unknown> | undefined;
}

describe('products', () => {
  it('writes and reads back every field, and an edit without the newer fields keeps them', async () => {
    const category = (
      await call('POST', '/api/admin/gear/categories', { slug: 'hides', name: 'Hides' })
    ).json();
    const brand = (await call('POST', '/api/admin/gear/brands', { slug: 'tentco', name: 'TentCo' })).json();
    const body = {
      slug: 'tentco-pop-up-hide',
      name: 'TentCo Pop-up Hide',
      categoryId: category.id,
      brandId: brand.id,
      model: 'PH-2',
      description: 'A two-person hide.',
      specifications: { weightKg: 3.2, windows: 'four', waterproof: true },
      msrpMinor: 15_900,
      currentPriceMinor: 12_900,
      priceCheckedOn: '2026-10',
      imageUrl: 'https://example.com/hide.jpg',
      affiliateUrl: 'https://example.com/buy',
      amazonAsin: 'B0HIDE1234',
      isActive: true,
      releaseYear: 2024,
      wildlifeUses: ['birds', 'mammals'],
      tags: ['hide', 'portable'],
    };
    const created = await call('POST', '/api/admin/gear/products', body);
    expect(created.statusCode).toBe(201);
    expect(await adminProduct(body.slug)).toMatchObject({
      categoryId: category.id,
      brandId: brand.id,
      specifications: body.specifications,
      amazonAsin: 'B0HIDE1234',
      affiliateUrl: 'https://example.com/buy',
      releaseYear: 2024,
      wildlifeUses: ['birds', 'mammals'],
      tags: ['hide', 'portable'],
      msrp: { amountMinor: 15_900, currency: 'USD' },
    });
    const page = (await t.app.inject({ url: `/api/gear/products/${body.slug}` })).json();
    expect(page).toMatchObject({ releaseYear: 2024, tags: ['hide', 'portable'] });

    const { releaseYear: _y, wildlifeUses: _w, tags: _t, ...older } = body;
    const id = created.json().id as number;
    expect(
      (await call('PUT', `/api/admin/gear/products/${id}`, { ...older, name: 'Hide 2' })).statusCode,
    ).toBe(200);
    expect(await adminProduct(body.slug)).toMatchObject({
      name: 'Hide 2',
      releaseYear: 2024,
      tags: ['hide', 'portable'],
    });
    const cleared = await call('PUT', `/api/admin/gear/products/${id}`, {
      ...body,
      releaseYear: null,
      tags: [],
    });
    expect(cleared.statusCode).toBe(200);
    expect(await adminProduct(body.slug)).toMatchObject({ releaseYear: null, tags: [] });
  });

  it("answers 400 with the shared schema's messages under their fields, and changes nothing", async () => {
    const before = (await call('GET', '/api/admin/gear/products')).json();
    const res = await call('POST', '/api/admin/gear/products', {
      slug: 'Bad Slug',
      name: ' ',
      categoryId: 0,
      brandId: 1,
      model: 'X',
      amazonAsin: 'short',
      releaseYear: 1800,
      msrpMinor: -1,
      priceCheckedOn: '2026-13',
      affiliateUrl: 'http://example.com',
      tags: ['x'.repeat(61)],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    const messageOf = (field: string) =>
      errors.find((e) => e.path.replace(/^\//, '').startsWith(field))?.message;
    expect(messageOf('slug')).toBe(GEAR_VALIDATION.slug);
    expect(messageOf('name')).toBe(GEAR_VALIDATION.nameRequired);
    expect(messageOf('categoryId')).toBe(GEAR_VALIDATION.categoryRequired);
    expect(messageOf('amazonAsin')).toBe(GEAR_VALIDATION.asin);
    expect(messageOf('releaseYear')).toBe(GEAR_VALIDATION.releaseYear);
    expect(messageOf('msrpMinor')).toBe(GEAR_VALIDATION.price);
    expect(messageOf('priceCheckedOn')).toBe(GEAR_VALIDATION.month);
    expect(messageOf('affiliateUrl')).toBe(GEAR_VALIDATION.https);
    expect(messageOf('tags')).toBe(GEAR_VALIDATION.list);
    expect((await call('GET', '/api/admin/gear/products')).json()).toEqual(before);
  });
});

describe('categories and brands', () => {
  it('are edited in place; 404 for an unknown id; a taken slug is 409', async () => {
    const cat = (await call('POST', '/api/admin/gear/categories', { slug: 'guides', name: 'Guides' })).json();
    const edit = await call('PUT', `/api/admin/gear/categories/${cat.id}`, {
      slug: 'field-guides',
      name: 'Field guides',
      description: 'Books for the field.',
      icon: 'BookOpen',
    });
    expect(edit.statusCode).toBe(200);
    const cats = (await t.app.inject({ url: '/api/gear/categories' })).json();
    expect(cats.find((c: { id: number }) => c.id === cat.id)).toMatchObject({
      slug: 'field-guides',
      name: 'Field guides',
      description: 'Books for the field.',
      icon: 'BookOpen',
    });
    expect(
      (await call('PUT', '/api/admin/gear/categories/999999', { slug: 'nope', name: 'Nope' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/admin/gear/categories/${cat.id}`, { slug: 'binoculars', name: 'Taken' }))
        .statusCode,
    ).toBe(409);
    const badIcon = await call('PUT', `/api/admin/gear/categories/${cat.id}`, {
      slug: 'field-guides',
      name: 'Field guides',
      icon: 'not an icon',
    });
    expect(badIcon.statusCode).toBe(400);
    expect(badIcon.json().errors[0].message).toBe(GEAR_VALIDATION.icon);

    const brand = (await call('POST', '/api/admin/gear/brands', { slug: 'acme', name: 'Acme' })).json();
    const brandEdit = await call('PUT', `/api/admin/gear/brands/${brand.id}`, {
      slug: 'acme-optics',
      name: 'Acme Optics',
      country: 'Japan',
      website: 'https://acme.example',
    });
    expect(brandEdit.statusCode).toBe(200);
    const brands = (await t.app.inject({ url: '/api/gear/brands' })).json();
    expect(brands.find((b: { id: number }) => b.id === brand.id)).toEqual({
      id: brand.id,
      slug: 'acme-optics',
      name: 'Acme Optics',
      country: 'Japan',
      website: 'https://acme.example',
    });
    const badSite = await call('PUT', `/api/admin/gear/brands/${brand.id}`, {
      slug: 'acme-optics',
      name: 'Acme Optics',
      website: 'http://acme.example',
    });
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().errors[0].message).toBe(GEAR_VALIDATION.https);
    expect(
      (await call('PUT', '/api/admin/gear/brands/999999', { slug: 'nope', name: 'Nope' })).statusCode,
    ).toBe(404);
  });
});
