// The authorization matrix's entries for location guides (spread into MATRIX in
// server/http/authorization-matrix.support.ts): published guides are read by everyone (the preview, or the whole
// guide where allowed); drafts by their author and administrators; a guide is edited, published and deleted by
// its author only; anyone signed in but the author buys a paid guide and rates a free one; moderation needs the
// administrator's bearer (with manageProducts).
import {
  adminOnly,
  all,
  author,
  get,
  type Matrix,
  ownerOnly,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';

const guideBody = (over: Record<string, unknown> = {}) => ({
  title: 'Matrix marsh guide',
  description: 'Where the bitterns boom in spring on the matrix marsh.',
  location: 'Matrix marsh',
  latitude: 52.1,
  longitude: 0.4,
  price: 500,
  currency: 'USD',
  category: 'birds',
  difficulty: 'easy',
  bestSeason: 'spring',
  content: '## The hide\n\nSit still.',
  keySpecies: [],
  equipment: ['Binoculars'],
  tips: ['Go early'],
  publish: true,
  ...over,
});

/** A fresh guide of the author's (published and paid unless told otherwise). */
async function authorGuide(w: World, over: Record<string, unknown> = {}): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/guides',
    headers: author(w).headers,
    payload: guideBody(over),
  });
  if (res.statusCode !== 201) throw new Error(`guide: ${res.statusCode} ${res.body}`);
  return res.json().guide.id;
}

export const GUIDE_MATRIX: Matrix = {
  'GET /api/guides': [{ expect: all(200), build: get('/api/guides?q=matrix&sort=rating') }],
  'GET /api/guides/mine': [{ expect: signedIn(200), build: get('/api/guides/mine') }],
  'GET /api/guides/sales': [{ expect: signedIn(200), build: get('/api/guides/sales') }],
  'GET /api/guides/:id': [
    {
      name: 'published',
      expect: all(200),
      build: async (w) => ({ url: `/api/guides/${await authorGuide(w)}` }),
    },
    {
      name: 'a draft',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/guides/${await authorGuide(w, { publish: false })}` }),
    },
  ],
  'GET /api/guides/:id/ratings': [
    { expect: all(200), build: async (w) => ({ url: `/api/guides/${await authorGuide(w)}/ratings` }) },
  ],
  'POST /api/guides': [
    { expect: signedIn(201), build: async () => ({ url: '/api/guides', payload: guideBody() }) },
  ],
  'PUT /api/guides/:id': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({
        url: `/api/guides/${await authorGuide(w)}`,
        payload: guideBody({ title: 'Edited' }),
      }),
    },
  ],
  'PUT /api/guides/:id/status': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({
        url: `/api/guides/${await authorGuide(w)}/status`,
        payload: { published: false },
      }),
    },
  ],
  'DELETE /api/guides/:id': [
    { expect: ownerOnly(200), build: async (w) => ({ url: `/api/guides/${await authorGuide(w)}` }) },
  ],
  'POST /api/guides/:id/purchase': [
    {
      expect: s(401, 200, 403, 200, 200),
      build: async (w) => ({
        url: `/api/guides/${await authorGuide(w)}/purchase`,
        payload: { method: 'card' },
      }),
    },
  ],
  'POST /api/guides/:id/ratings': [
    {
      name: 'a free guide',
      expect: s(401, 201, 403, 201, 201),
      build: async (w) => ({
        url: `/api/guides/${await authorGuide(w, { price: 0 })}/ratings`,
        payload: { rating: 4, review: 'Useful' },
      }),
    },
    {
      name: 'a paid guide nobody bought',
      expect: s(401, 403, 403, 403, 403),
      build: async (w) => ({ url: `/api/guides/${await authorGuide(w)}/ratings`, payload: { rating: 4 } }),
    },
  ],
  'GET /api/admin/guides': [{ expect: adminOnly(200), build: get('/api/admin/guides?status=published') }],
  'PUT /api/admin/guides/:id/visibility': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/guides/${await authorGuide(w)}/visibility`,
        payload: { hidden: true, reason: 'Matrix check' },
      }),
    },
  ],
};
