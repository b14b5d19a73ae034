// The picture an article list paints largest (its first card's cover), named in its HTML as a high-priority
// preload, read from the page's own API answer (server/http/page-data.ts). Without it the browser learns of the
// picture only once the app's code has run and drawn the <img>, seconds later on a phone (Lighthouse: "largest
// contentful paint image was lazily discovered"). The address must be exactly the one the <img> asks for, or the
// picture is fetched twice. (An article page paints its cover in its first paint: server/http/first-paint.ts.)

import type { PageDataAnswer } from '@common/constants/page-data';
import { escapeHtml } from '@common/html';
import { type ArticleCard, type ArticleList, EDUCATION_CATEGORIES } from '@common/schemas/articles';

const ARTICLE_LISTS = new Set(['/articles', '/blog', '/education', '/conservation']);

function parsed<T>(answer: PageDataAnswer | undefined): T | null {
  if (answer?.status !== 200) return null;
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return null;
  }
}

/**
 * The first card a list page shows (web/src/pages/articles): /education groups its lessons by category in
 * EDUCATION_CATEGORIES' order, the other lists show the answer's order.
 */
function firstCard(pathname: string, list: ArticleList): ArticleCard | undefined {
  if (pathname !== '/education') return list.articles[0];
  const rank = (card: ArticleCard) => {
    const at = (EDUCATION_CATEGORIES as readonly string[]).indexOf(card.category);
    return at === -1 ? EDUCATION_CATEGORIES.length : at;
  };
  return list.articles.reduce<ArticleCard | undefined>(
    (best, card) => (!best || rank(card) < rank(best) ? card : best),
    undefined,
  );
}

/** The address of the page's largest picture, or null when the page has none the server can name. */
export function largestPictureOf(pathname: string, answers: readonly PageDataAnswer[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (ARTICLE_LISTS.has(path)) {
    const list = parsed<ArticleList>(answers.find((a) => a.url.startsWith('/api/articles?')));
    return (list && firstCard(path, list)?.cover?.cardUrl) ?? null;
  }
  return null;
}

/** The HTML with a preload of the page's largest picture before </head> (unchanged when it has none). */
export function withPicturePreload(
  html: string,
  pathname: string,
  answers: readonly PageDataAnswer[],
): string {
  const url = largestPictureOf(pathname, answers);
  if (!url) return html;
  const link = `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`;
  return html.replace(/<\/head>/i, () => `    ${link}\n  </head>`);
}
