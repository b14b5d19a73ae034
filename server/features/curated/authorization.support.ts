// The authorization matrix's entries for curated content (spread into MATRIX in
// server/http/authorization-matrix.support.ts): links, the featured photo and the category images are read by
// everyone; every write and the administrators' lists need the bearer token; a sighting's Instagram post is its
// author's or the administrator's.
import fs from 'node:fs';
import { categoryImages } from '../../db/schema';
import {
  adminOnly,
  all,
  author,
  get,
  type Matrix,
  type MatrixRequest,
  next,
  ownerOrAdmin,
  type World,
} from '../../http/authorization-matrix.world';
import { fixturePhoto, makeSighting, multipartBody, uploadPhoto } from '../../test/harness';
import { adminPhoto, curatedBody, curatedSighting } from './curated.support';

const adminOf = (w: World) => ({ authorization: w.principals.admin.headers.authorization ?? '' });

const linkBody = () => ({
  title: `Matrix link ${next()}`,
  originalUrl: 'https://www.example.org/matrix',
  sourceName: 'Matrix Journal',
  sourceType: 'article',
});

async function adminLink(w: World): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/admin/external-content',
    headers: adminOf(w),
    payload: linkBody(),
  });
  if (res.statusCode !== 201) throw new Error(`link: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

let day = 0;
/** A day no other case took (featured_photos holds one photo per day). */
function freshDay(): string {
  day += 1;
  return new Date(Date.UTC(2040, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

async function featured(w: World): Promise<{ id: number; sightingId: number }> {
  const sighting = await curatedSighting(w.app, adminOf(w));
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/admin/featured-photos',
    headers: adminOf(w),
    payload: { sightingId: sighting.id, featureDate: freshDay() },
  });
  if (res.statusCode !== 201) throw new Error(`featured: ${res.statusCode} ${res.body}`);
  return { id: res.json().id, sightingId: sighting.id };
}

/** One photo sighting of the author's for every case (the free plan allows five photos a month). */
const authorPhotoSightings = new WeakMap<World, Promise<number>>();
function authorPhotoSighting(w: World): Promise<number> {
  let made = authorPhotoSightings.get(w);
  if (!made) {
    const cookie = author(w).headers.cookie ?? '';
    made = uploadPhoto(w.app, cookie).then(
      async (photo) => (await makeSighting(w.app, cookie, { mediaAssetId: photo.id })).id,
    );
    authorPhotoSightings.set(w, made);
  }
  return made;
}

/** A category with an image already, written directly: uploading an illustration would run the classifier. */
async function categoryWithImage(w: World, category: string): Promise<void> {
  await w.app.ctx.db
    .insert(categoryImages)
    .values({ category, imageUrl: '/media/demo/matrix.webp' })
    .onConflictDoNothing();
}

const adminUpload = (): MatrixRequest => {
  const { payload, headers } = multipartBody([
    { name: 'purpose', value: 'sighting' },
    {
      name: 'file',
      value: {
        filename: 'curated.jpg',
        contentType: 'image/jpeg',
        data: fs.readFileSync(fixturePhoto('IMG_20180725_163423-tiny.jpg')),
      },
    },
  ]);
  return { url: '/api/admin/media', payload, headers };
};

export const CURATED_MATRIX: Matrix = {
  'POST /api/admin/media': [{ expect: adminOnly(201), build: async () => adminUpload() }],
  'GET /api/admin/curated-sightings': [
    { expect: adminOnly(200), build: get('/api/admin/curated-sightings?page=1') },
  ],
  'POST /api/admin/curated-sightings': [
    {
      expect: adminOnly(201),
      build: async (w) => ({
        url: '/api/admin/curated-sightings',
        payload: curatedBody((await adminPhoto(w.app, adminOf(w))).id),
      }),
    },
  ],
  'GET /api/admin/curated-sightings/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/curated-sightings/${(await curatedSighting(w.app, adminOf(w))).id}`,
      }),
    },
  ],
  'PATCH /api/admin/curated-sightings/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/curated-sightings/${(await curatedSighting(w.app, adminOf(w))).id}`,
        payload: { originalPhotographerCredit: 'Matrix Photographer', isPublic: false },
      }),
    },
  ],
  'GET /api/external-content': [{ expect: all(200), build: get('/api/external-content?category=birds') }],
  'GET /go/external/:id': [
    { expect: all(302), build: async (w) => ({ url: `/go/external/${await adminLink(w)}` }) },
  ],
  'GET /api/admin/external-content': [{ expect: adminOnly(200), build: get('/api/admin/external-content') }],
  'POST /api/admin/external-content': [
    {
      expect: adminOnly(201),
      build: async () => ({ url: '/api/admin/external-content', payload: linkBody() }),
    },
  ],
  'PUT /api/admin/external-content/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/external-content/${await adminLink(w)}`, payload: linkBody() }),
    },
  ],
  'DELETE /api/admin/external-content/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/external-content/${await adminLink(w)}` }),
    },
  ],
  'GET /api/featured-photo': [{ expect: all(200), build: get('/api/featured-photo') }],
  'GET /api/featured-photos': [{ expect: all(200), build: get('/api/featured-photos?limit=3') }],
  'GET /api/admin/featured-photos': [{ expect: adminOnly(200), build: get('/api/admin/featured-photos') }],
  'POST /api/admin/featured-photos': [
    {
      expect: adminOnly(201),
      build: async (w) => ({
        url: '/api/admin/featured-photos',
        payload: { sightingId: (await curatedSighting(w.app, adminOf(w))).id, featureDate: freshDay() },
      }),
    },
  ],
  'PUT /api/admin/featured-photos/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => {
        const made = await featured(w);
        return {
          url: `/api/admin/featured-photos/${made.id}`,
          payload: { sightingId: made.sightingId, featureDate: freshDay(), caption: 'Matrix caption' },
        };
      },
    },
  ],
  'DELETE /api/admin/featured-photos/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/featured-photos/${(await featured(w)).id}` }),
    },
  ],
  'GET /api/sightings/:id/instagram-post': [
    {
      expect: ownerOrAdmin(200),
      build: async (w) => ({ url: `/api/sightings/${await authorPhotoSighting(w)}/instagram-post` }),
    },
  ],
  'GET /api/sightings/:id/instagram-post/caption': [
    {
      expect: ownerOrAdmin(200),
      build: async (w) => ({ url: `/api/sightings/${await authorPhotoSighting(w)}/instagram-post/caption` }),
    },
  ],
  'GET /api/admin/category-images': [{ expect: adminOnly(200), build: get('/api/admin/category-images') }],
  'PUT /api/admin/category-images/:category': [
    {
      expect: adminOnly(200),
      build: async (w) => {
        await categoryWithImage(w, 'marine');
        return { url: '/api/admin/category-images/marine', payload: { isActive: false } };
      },
    },
  ],
  'DELETE /api/admin/category-images/:category': [
    {
      expect: adminOnly(200),
      build: async (w) => {
        await categoryWithImage(w, 'reptiles');
        return { url: '/api/admin/category-images/reptiles' };
      },
    },
  ],
};
