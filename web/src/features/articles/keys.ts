// Query keys of articles; the key segments join into the request path (lib/api.ts). Administrator writes
// refresh `all` and `admin`.
import type { ApiParams } from '@common/constants/page-data';

export const articleKeys = {
  all: ['/api/articles'] as const,
  list: (params: ApiParams) => ['/api/articles', params] as const,
  detail: (slug: string, lang: string) => ['/api/articles', slug, { lang }] as const,
  threatened: ['/api/conservation/threatened-species'] as const,
  admin: ['admin', 'articles'] as const,
  adminList: (params: ApiParams) => ['admin', 'articles', 'list', params] as const,
  adminOne: (id: number) => ['admin', 'articles', id] as const,
};
