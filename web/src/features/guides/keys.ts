// Query keys of location guides; the key segments join into the request path (lib/api.ts). Every write
// refreshes `all`.
import type { GuideQuery } from '@common/schemas/guides';

export const guideKeys = {
  all: ['/api/guides'] as const,
  list: (query: GuideQuery) => ['/api/guides', query] as const,
  detail: (id: number) => ['/api/guides', id] as const,
  ratings: (id: number) => ['/api/guides', id, 'ratings'] as const,
  mine: ['/api/guides', 'mine'] as const,
  sales: ['/api/guides', 'sales'] as const,
  admin: ['admin', 'guides'] as const,
};
