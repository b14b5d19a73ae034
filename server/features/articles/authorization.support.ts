// The authorization matrix's entries for articles (spread into MATRIX in server/http/authorization-matrix.support.ts):
// published articles and the conservation page's species are read by everyone; drafts by nobody outside the
// administrators' editor; every write and the editor's reads need the administrator's bearer token.
import { adminOnly, all, get, type Matrix, type World } from '../../http/authorization-matrix.world';

let unique = 0;
const articleBody = (over: Record<string, unknown> = {}) => {
  unique += 1;
  return {
    slug: `matrix-article-${unique}-${Math.random().toString(36).slice(2, 8)}`,
    title: 'Matrix owls at dusk',
    summary: 'Where the matrix owls hunt when the light goes.',
    body: '## The barn\n\nWait by the barn.',
    category: 'field-craft',
    tags: ['owls'],
    species: ['tyto-alba'],
    status: 'published',
    ...over,
  };
};

/** A fresh article written through the administrators' API. */
async function adminArticle(
  w: World,
  over: Record<string, unknown> = {},
): Promise<{ id: number; slug: string }> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: w.principals.admin.headers,
    payload: articleBody(over),
  });
  if (res.statusCode !== 201) throw new Error(`article: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const ARTICLE_MATRIX: Matrix = {
  'GET /api/articles': [{ expect: all(200), build: get('/api/articles?q=matrix&category=news,field-craft') }],
  'GET /api/articles/:slug': [
    {
      name: 'published',
      expect: all(200),
      build: async (w) => ({ url: `/api/articles/${(await adminArticle(w)).slug}` }),
    },
    {
      name: 'a draft',
      expect: all(404),
      build: async (w) => ({ url: `/api/articles/${(await adminArticle(w, { status: 'draft' })).slug}` }),
    },
  ],
  'GET /api/conservation/threatened-species': [
    { expect: all(200), build: get('/api/conservation/threatened-species') },
  ],
  'GET /api/admin/articles': [{ expect: adminOnly(200), build: get('/api/admin/articles?status=draft') }],
  'POST /api/admin/articles': [
    { expect: adminOnly(201), build: async () => ({ url: '/api/admin/articles', payload: articleBody() }) },
  ],
  'POST /api/admin/articles/preview': [
    {
      expect: adminOnly(200),
      build: async () => ({
        url: '/api/admin/articles/preview',
        payload: { slug: 'matrix-preview', body: 'Owls.' },
      }),
    },
  ],
  'GET /api/admin/articles/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/articles/${(await adminArticle(w, { status: 'draft' })).id}` }),
    },
  ],
  'PUT /api/admin/articles/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => {
        const article = await adminArticle(w);
        return {
          url: `/api/admin/articles/${article.id}`,
          payload: articleBody({ slug: article.slug, title: 'Edited matrix owls' }),
        };
      },
    },
  ],
  'DELETE /api/admin/articles/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/articles/${(await adminArticle(w)).id}` }),
    },
  ],
};
