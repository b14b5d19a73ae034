// Query keys of the categories domain; the key segments join into the request path (spec section 7).
export const categoryKeys = {
  all: ['/api/categories'] as const,
  images: ['/api/category-images'] as const,
};

// Spec section 9, "Data freshness": categories and category images are fresh for 24 h and kept 7 days.
// (These belong in common/constants once a shared freshness table exists.)
const HOUR_MS = 60 * 60 * 1000;
export const CATEGORY_STALE_MS = 24 * HOUR_MS;
export const CATEGORY_GC_MS = 7 * 24 * HOUR_MS;
