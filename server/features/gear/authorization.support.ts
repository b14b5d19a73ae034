// The authorization matrix's entries for the gear shop (spread into MATRIX in
// server/http/authorization-matrix.support.ts): the catalogue, the affiliate list and redirect are everyone's;
// reviews, votes, flags and the wishlist need a session, a review and a wishlist item are their owner's alone
// (404 to anyone else), votes and flags never go to one's own review; the rest is the administrators' with
// manageProducts.
import { gearBrands, gearCategories, gearProducts, gearReviews, gearWishlist } from '../../db/schema';
import {
  adminOnly,
  all,
  author,
  get,
  type Matrix,
  next,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';

async function anyCategoryAndBrand(w: World): Promise<{ categoryId: number; brandId: number }> {
  const [category] = await w.app.ctx.db.select({ id: gearCategories.id }).from(gearCategories).limit(1);
  const [brand] = await w.app.ctx.db.select({ id: gearBrands.id }).from(gearBrands).limit(1);
  if (!category || !brand) throw new Error('no gear catalogue');
  return { categoryId: category.id, brandId: brand.id };
}

/** A fresh product nobody reviewed or wished for yet. */
async function freshProduct(w: World): Promise<{ id: number; slug: string }> {
  const slug = `matrix-gear-${next()}`;
  const [row] = await w.app.ctx.db
    .insert(gearProducts)
    .values({ ...(await anyCategoryAndBrand(w)), slug, name: 'Matrix lens', model: `M-${slug}` })
    .returning({ id: gearProducts.id, slug: gearProducts.slug });
  if (!row) throw new Error('no product');
  return row;
}

/** The author's approved review of a fresh product. */
async function authorReview(w: World): Promise<{ productId: number; reviewId: number }> {
  const product = await freshProduct(w);
  const [row] = await w.app.ctx.db
    .insert(gearReviews)
    .values({
      productId: product.id,
      userId: author(w).id,
      title: 'Matrix review',
      content: 'A review for the authorization matrix.',
      rating: 4,
    })
    .returning({ id: gearReviews.id });
  if (!row) throw new Error('no review');
  return { productId: product.id, reviewId: row.id };
}

async function authorWish(w: World): Promise<number> {
  const product = await freshProduct(w);
  const [row] = await w.app.ctx.db
    .insert(gearWishlist)
    .values({ productId: product.id, userId: author(w).id })
    .returning({ id: gearWishlist.id });
  if (!row) throw new Error('no wish');
  return row.id;
}

const review = {
  title: 'Matrix review',
  content: 'A review written by the authorization matrix.',
  rating: 5,
};
/** The author's own review or wish; anyone else finds nothing. */
const ownerElse404 = (status: number) => s(401, 404, status, 404, 404);

const categoryBody = () => ({ slug: `matrix-cat-${next()}`, name: 'Matrix category', icon: 'Package' });
const brandBody = () => ({ slug: `matrix-brand-${next()}`, name: 'Matrix brand' });
const productBody = async (w: World) => ({
  ...(await anyCategoryAndBrand(w)),
  slug: `matrix-product-${next()}`,
  name: 'Matrix product',
  model: 'MX-1',
});

async function freshCategory(w: World): Promise<number> {
  const [row] = await w.app.ctx.db
    .insert(gearCategories)
    .values(categoryBody())
    .returning({ id: gearCategories.id });
  if (!row) throw new Error('no category');
  return row.id;
}
async function freshBrand(w: World): Promise<number> {
  const [row] = await w.app.ctx.db.insert(gearBrands).values(brandBody()).returning({ id: gearBrands.id });
  if (!row) throw new Error('no brand');
  return row.id;
}

export const GEAR_MATRIX: Matrix = {
  'GET /api/amazon-products': [{ expect: all(200), build: get('/api/amazon-products?category=binoculars') }],
  'GET /go/:productId': [
    { expect: all(302), build: async (w) => ({ url: `/go/${(await freshProduct(w)).id}` }) },
  ],
  'GET /api/gear/categories': [{ expect: all(200), build: get('/api/gear/categories') }],
  'GET /api/gear/brands': [{ expect: all(200), build: get('/api/gear/brands') }],
  'GET /api/gear/products': [
    { expect: all(200), build: get('/api/gear/products?category=binoculars&sort=rating') },
  ],
  'GET /api/gear/products/:slug': [
    { expect: all(200), build: async (w) => ({ url: `/api/gear/products/${(await freshProduct(w)).slug}` }) },
  ],
  'POST /api/gear/my-reviews/:id': [
    {
      expect: signedIn(201),
      build: async (w) => ({
        url: `/api/gear/my-reviews/${(await freshProduct(w)).id}`,
        payload: review,
      }),
    },
  ],
  'PUT /api/gear/my-reviews/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({
        url: `/api/gear/my-reviews/${(await authorReview(w)).productId}`,
        payload: review,
      }),
    },
  ],
  'DELETE /api/gear/my-reviews/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/gear/my-reviews/${(await authorReview(w)).productId}` }),
    },
  ],
  'POST /api/gear/reviews/:id/helpful': [
    {
      // Never one's own review.
      expect: s(401, 200, 403, 200, 200),
      build: async (w) => ({ url: `/api/gear/reviews/${(await authorReview(w)).reviewId}/helpful` }),
    },
  ],
  'DELETE /api/gear/reviews/:id/helpful': [
    {
      expect: signedIn(200),
      build: async (w) => ({ url: `/api/gear/reviews/${(await authorReview(w)).reviewId}/helpful` }),
    },
  ],
  'POST /api/gear/reviews/:id/flag': [
    {
      expect: s(401, 200, 403, 200, 200),
      build: async (w) => ({
        url: `/api/gear/reviews/${(await authorReview(w)).reviewId}/flag`,
        payload: { reason: 'matrix' },
      }),
    },
  ],
  'GET /api/gear/wishlist': [{ expect: signedIn(200), build: get('/api/gear/wishlist') }],
  'POST /api/gear/wishlist': [
    {
      expect: signedIn(201),
      build: async (w) => ({ url: '/api/gear/wishlist', payload: { productId: (await freshProduct(w)).id } }),
    },
  ],
  'PUT /api/gear/wishlist/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({
        url: `/api/gear/wishlist/${await authorWish(w)}`,
        payload: { priority: 'high' },
      }),
    },
  ],
  'DELETE /api/gear/wishlist/:id': [
    { expect: ownerElse404(200), build: async (w) => ({ url: `/api/gear/wishlist/${await authorWish(w)}` }) },
  ],
  'GET /api/admin/gear/products': [{ expect: adminOnly(200), build: get('/api/admin/gear/products') }],
  'GET /api/admin/gear/reviews': [{ expect: adminOnly(200), build: get('/api/admin/gear/reviews') }],
  'POST /api/admin/gear/reviews/:id/moderation': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/gear/reviews/${(await authorReview(w)).reviewId}/moderation`,
        payload: { decision: 'reject' },
      }),
    },
  ],
  'POST /api/admin/gear/categories': [
    {
      expect: adminOnly(201),
      build: async () => ({ url: '/api/admin/gear/categories', payload: categoryBody() }),
    },
  ],
  'PUT /api/admin/gear/categories/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/gear/categories/${await freshCategory(w)}`,
        payload: categoryBody(),
      }),
    },
  ],
  'DELETE /api/admin/gear/categories/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/gear/categories/${await freshCategory(w)}` }),
    },
  ],
  'POST /api/admin/gear/brands': [
    { expect: adminOnly(201), build: async () => ({ url: '/api/admin/gear/brands', payload: brandBody() }) },
  ],
  'PUT /api/admin/gear/brands/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/gear/brands/${await freshBrand(w)}`, payload: brandBody() }),
    },
  ],
  'DELETE /api/admin/gear/brands/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/gear/brands/${await freshBrand(w)}` }),
    },
  ],
  'POST /api/admin/gear/products': [
    {
      expect: adminOnly(201),
      build: async (w) => ({ url: '/api/admin/gear/products', payload: await productBody(w) }),
    },
  ],
  'PUT /api/admin/gear/products/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/gear/products/${(await freshProduct(w)).id}`,
        payload: await productBody(w),
      }),
    },
  ],
  'DELETE /api/admin/gear/products/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/gear/products/${(await freshProduct(w)).id}` }),
    },
  ],
};
