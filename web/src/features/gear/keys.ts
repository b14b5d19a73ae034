// Query keys of the gear shop; the key segments join into the request path (lib/api.ts). Every write refreshes
// `all`, which every gear query starts with.
export const gearKeys = {
  all: ['/api/gear'] as const,
  categories: ['/api/gear', 'categories'] as const,
  brands: ['/api/gear', 'brands'] as const,
  products: (params: Record<string, string | number>) => ['/api/gear', 'products', params] as const,
  product: (slug: string) => ['/api/gear', 'products', slug] as const,
  wishlist: ['/api/gear', 'wishlist'] as const,
  affiliate: (category: string | null) =>
    category ? (['/api/amazon-products', { category }] as const) : (['/api/amazon-products'] as const),
  adminProducts: ['/api/admin/gear/products'] as const,
  adminReviews: ['/api/admin/gear/reviews'] as const,
};

/** Spec section 9: categories fresh for 24 h, kept 7 days. */
export const CATEGORY_STALE_MS = 24 * 60 * 60 * 1000;
export const CATEGORY_GC_MS = 7 * 24 * 60 * 60 * 1000;
