// The article lists' requests (GET /api/articles), written once for the web pages that make them and for the
// server, which answers them inside the page's HTML for its first render (server/http/page-data.ts): both must
// produce the same URL, parameter for parameter, or the embedded answer is never used.
import { type ArticleCategory, BLOG_CATEGORIES, EDUCATION_CATEGORIES } from '../schemas/articles';
import { type ApiParams, apiUrl } from './page-data';

export interface ArticleFilters {
  q?: string | undefined;
  categories?: readonly ArticleCategory[] | undefined;
  tag?: string | undefined;
  sort?: 'newest' | 'oldest';
  page?: number;
  pageSize?: number;
}

/** The list's request parameters, empty ones left out (the cache key names only what was chosen). */
export function articleListParams(filters: ArticleFilters, lang: string): ApiParams {
  return {
    q: filters.q || undefined,
    category: filters.categories?.length ? filters.categories.join(',') : undefined,
    tag: filters.tag || undefined,
    lang,
    sort: filters.sort && filters.sort !== 'newest' ? filters.sort : undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
    pageSize: filters.pageSize,
  };
}

/** What each article page lists. */
export const ARTICLE_PAGE_FILTERS = {
  blog: (page: number): ArticleFilters => ({ categories: BLOG_CATEGORIES, page }),
  education: { categories: EDUCATION_CATEGORIES, sort: 'oldest', pageSize: 50 } satisfies ArticleFilters,
  conservation: { categories: ['conservation'], pageSize: 6 } satisfies ArticleFilters,
} as const;

/** A page number of the address (?page=), 1 when absent or not a number. */
export function pageOfQuery(query: URLSearchParams): number {
  return Math.max(1, Number(query.get('page')) || 1);
}

/** GET /api/articles/:slug in a language, as ArticlePage asks for it. */
export function articleUrl(slug: string, lang: string): string {
  return apiUrl(`/api/articles/${slug}`, { lang });
}
