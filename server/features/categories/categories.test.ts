import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/categories', () => {
  it('lists the six categories with their names, cacheable for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: 'birds', name: 'Birds' },
      { value: 'mammals', name: 'Mammals' },
      { value: 'reptiles', name: 'Reptiles' },
      { value: 'amphibians', name: 'Amphibians' },
      { value: 'marine', name: 'Marine Life' },
      { value: 'insects', name: 'Insects' },
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('GET /api/category-images', () => {
  it('is an empty list before any image is chosen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category-images' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists only active images, in the client shape', async () => {
    const updatedAt = new Date('2025-09-01T08:00:00.000Z');
    await t.app.ctx.db.insert(categoryImages).values([
      {
        category: 'birds',
        imageUrl: '/media/demo/ara-macao-wa-scarlet_macaw.webp',
        uploadedBy: 7,
        updatedAt,
      },
      { category: 'insects', imageUrl: '/media/demo/apis-mellifera-er-bee.webp', isActive: false },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/category-images' });
    expect(res.json()).toEqual([
      {
        category: 'birds',
        imageUrl: '/media/demo/ara-macao-wa-scarlet_macaw.webp',
        isActive: true,
        updatedAt: '2025-09-01T08:00:00.000Z',
      },
    ]);
  });
});
