// Reading articles (GET /api/articles, /api/articles/:slug, /api/conservation/threatened-species) in the reader's
// language, and the administrators' editor (GET/POST/PUT/DELETE /api/admin/articles..., with the bearer token;
// a 401 ends the stale admin session). Lists ask for cards only: the body travels with one article.
import { type ArticleFilters, articleListParams } from '@common/constants/article-lists';
import type { ApiParams } from '@common/constants/page-data';
import { apiUrl } from '@common/constants/page-data';
import type {
  AdminArticle,
  AdminArticleList,
  ArticleDetail,
  ArticleInput,
  ArticleList,
  ArticlePreview,
  ArticleStatus,
  ThreatenedSpecies,
} from '@common/schemas/articles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';
import { useCurrentLanguage } from '../language/current-language';
import { articleKeys } from './keys';

export function useArticles(filters: ArticleFilters) {
  const lang = useCurrentLanguage();
  return useQuery<ArticleList>({
    queryKey: articleKeys.list(articleListParams(filters, lang)),
    placeholderData: keepPreviousData,
  });
}

/** One article in `lang` (the reader's language unless the page asked for another of its translations). */
export function useArticle(slug: string | null, lang: string) {
  return useQuery<ArticleDetail>({
    queryKey: articleKeys.detail(slug ?? '', lang),
    enabled: slug !== null,
  });
}

export function useThreatenedSpecies() {
  return useQuery<ThreatenedSpecies>({ queryKey: articleKeys.threatened, staleTime: 10 * 60 * 1000 });
}

// Administrators.

export function useAdminArticles(filters: { q?: string; status?: ArticleStatus; page: number }) {
  const params: ApiParams = { q: filters.q || undefined, status: filters.status, page: filters.page };
  const query = useQuery({
    queryKey: articleKeys.adminList(params),
    queryFn: () =>
      apiRequest<AdminArticleList>('GET', apiUrl('/api/admin/articles', params), undefined, {
        headers: adminHeaders(),
      }),
    placeholderData: keepPreviousData,
  });
  return { ...query, unauthorized: useAdminUnauthorized(query.error) };
}

export function useAdminArticle(id: number | null) {
  const query = useQuery({
    queryKey: articleKeys.adminOne(id ?? 0),
    queryFn: () =>
      apiRequest<AdminArticle>('GET', `/api/admin/articles/${id}`, undefined, { headers: adminHeaders() }),
    enabled: id !== null,
  });
  return { ...query, unauthorized: useAdminUnauthorized(query.error) };
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: articleKeys.admin }),
      client.invalidateQueries({ queryKey: articleKeys.all }),
    ]);
}

export function useSaveArticle(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ArticleInput) =>
      id === null
        ? apiRequest<AdminArticle>('POST', '/api/admin/articles', input, { headers: adminHeaders() })
        : apiRequest<AdminArticle>('PUT', `/api/admin/articles/${id}`, input, { headers: adminHeaders() }),
    onSuccess: refresh,
  });
}

export function useDeleteArticle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/admin/articles/${id}`, undefined, { headers: adminHeaders() }),
    onSuccess: refresh,
  });
}

/** The editor's figures for the text as it stands (words, reading time, whether the address is free). */
export function useArticlePreview(input: {
  slug: string;
  language: string;
  body: string;
  articleId: number | null;
}) {
  const valid = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(input.slug);
  return useQuery({
    queryKey: ['admin', 'articles', 'preview', input],
    queryFn: () =>
      apiRequest<ArticlePreview>('POST', '/api/admin/articles/preview', input, { headers: adminHeaders() }),
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
