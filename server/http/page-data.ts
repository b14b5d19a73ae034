// The API answers a page needs for its first render, put into its HTML (web/src/lib/page-data.ts reads them):
// the browser then paints the page's content as soon as the app has started, instead of starting, asking and
// waiting one more round trip (on a phone's network, 150 ms or more). Each answer is made by the API route
// itself (app.inject with the visitor's own cookie and languages), so it is byte for byte what the app would
// have been sent, for visitors and members alike.

import {
  ARTICLE_PAGE_FILTERS,
  type ArticleFilters,
  articleListParams,
  articleUrl,
  pageOfQuery,
} from '@common/constants/article-lists';
import {
  EXPLORE_PLACE_FILTERS,
  type ExploreFilters,
  type ExplorePlaceFilter,
  readExploreParams,
} from '@common/constants/explore';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@common/constants/languages';
import { LIMITS } from '@common/constants/limits';
import {
  apiUrl,
  PAGE_DATA_ELEMENT_ID,
  type PageDataAnswer,
  sightingsPageParams,
} from '@common/constants/page-data';
import { ARTICLE_PAGE_PATH, scriptSafeJson } from '@common/html';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@common/schemas/articles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerLanguage } from './first-paint';

const SIGHTING_PAGE = /^\/sighting\/(\d{1,10})\/?$/;
const SPECIES_PAGE = /^\/species\/([a-z0-9]+(?:-[a-z0-9]+){0,20})\/?$/;

/** The article list a page shows first (web/src/pages/articles), or null for other pages. */
function articleListOf(pathname: string, query: URLSearchParams): ArticleFilters | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/articles') {
    const category = query.get('category');
    return {
      q: query.get('q') ?? '',
      categories: (ARTICLE_CATEGORIES as readonly string[]).includes(category ?? '')
        ? [category as ArticleCategory]
        : undefined,
      tag: query.get('tag') ?? '',
      page: pageOfQuery(query),
    };
  }
  if (path === '/blog') return ARTICLE_PAGE_FILTERS.blog(pageOfQuery(query));
  if (path === '/education') return ARTICLE_PAGE_FILTERS.education;
  if (path === '/conservation') return ARTICLE_PAGE_FILTERS.conservation;
  return null;
}
/** Response headers the app reads. */
const KEPT_HEADERS = ['content-type', 'x-next-cursor'] as const;

/** The GETs each page makes as it first renders, written as the web app writes them (apiUrl). */
export function firstRenderRequests(
  pathname: string,
  query: URLSearchParams,
  language: LanguageCode = DEFAULT_LANGUAGE,
): string[] {
  const urls = ['/api/auth/me'];
  const articleList = articleListOf(pathname, query);
  if (pathname === '/') {
    // The contest winners open the home page: the latest real ones, if any, without a jump once they arrive.
    urls.push(apiUrl('/api/sightings', { limit: LIMITS.featuredSightings }), '/api/contests/winners/latest');
  } else if (pathname === '/explore' || pathname === '/explore/') {
    const filters = readExploreParams(query);
    urls.push(
      '/api/categories',
      apiUrl(
        '/api/sightings',
        sightingsPageParams({
          category: filters.category ?? undefined,
          search: filters.search || undefined,
          sort: filters.sort,
          quality: filters.quality ?? undefined,
          ...exploreExtraFilters(filters),
        }),
      ),
    );
  } else if (articleList) {
    urls.push(apiUrl('/api/articles', articleListParams(articleList, language)));
    if (pathname.startsWith('/conservation')) urls.push('/api/conservation/threatened-species');
  } else if (ARTICLE_PAGE_PATH.test(pathname)) {
    const asked = query.get('lang');
    const slug = ARTICLE_PAGE_PATH.exec(pathname)?.[1] ?? '';
    if (slug.length <= 100) urls.push(articleUrl(slug, isLanguageCode(asked) ? asked : language));
  } else if (SPECIES_PAGE.test(pathname)) {
    // A species page asks for its names in the language it shows (web/src/pages/species/use-species-page.ts).
    urls.push(apiUrl(`/api/species/${SPECIES_PAGE.exec(pathname)?.[1]}`, { lang: language }));
  } else {
    const id = SIGHTING_PAGE.exec(pathname)?.[1];
    if (id) {
      urls.push(
        `/api/sightings/${id}`,
        `/api/sightings/${id}/comments`,
        // The identifications panel under the photo (features/identifications).
        `/api/sightings/${id}/identifications`,
        // The strips below it (pages/sighting/RelatedSightings.tsx), in view at once on a short page.
        `/api/sightings/${id}/nearby`,
        `/api/sightings/${id}/more-from-member`,
      );
    }
  }
  return urls;
}

/** The explore page's place, date and member filters that are set, as the app sends them. */
function exploreExtraFilters(filters: ExploreFilters): Partial<Record<ExplorePlaceFilter, string>> {
  return Object.fromEntries(
    EXPLORE_PLACE_FILTERS.flatMap((key) => (filters[key] === null ? [] : [[key, filters[key]]])),
  );
}

/**
 * The page's answers. Only answers the app can use go in: 2xx and the 401 of a visitor's /api/auth/me; anything
 * else (a missing sighting, a failure) is left for the app to ask itself, so it handles it as it always does.
 */
export async function pageData(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<PageDataAnswer[]> {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  // The app's own requests carry the browser's languages too: sightings name their species by them.
  const viewerHeaders: Record<string, string> = {};
  if (request.headers.cookie) viewerHeaders.cookie = request.headers.cookie;
  const languages = request.headers['accept-language'];
  if (typeof languages === 'string') viewerHeaders['accept-language'] = languages;
  const answers = await Promise.all(
    firstRenderRequests(pathname, query, viewerLanguage(request)).map(
      async (url): Promise<PageDataAnswer | null> => {
        const res = await app.inject({ method: 'GET', url, headers: viewerHeaders });
        const usable =
          (res.statusCode >= 200 && res.statusCode < 300) ||
          (res.statusCode === 401 && url === '/api/auth/me');
        if (!usable) return null;
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        return { url, status: res.statusCode, headers, body: res.body };
      },
    ),
  );
  return answers.filter((a): a is PageDataAnswer => a !== null);
}

/** The <script type="application/json"> block of the answers ('' for none). */
export function pageDataScript(answers: PageDataAnswer[]): string {
  if (answers.length === 0) return '';
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
}

/** The HTML with the block just before </body> (the app's module script runs after the document is parsed). */
export function withPageData(html: string, script: string): string {
  if (!script) return html;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + script : `${html.slice(0, at)}${script}${html.slice(at)}`;
}
