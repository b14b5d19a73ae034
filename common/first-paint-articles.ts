// What the article lists paint before the app's code has run (see common/first-paint.ts for the idea): the
// page's opening (ArticleListHeader), whatever stands between it and the list, and the first card's frame with
// its cover where the list will draw it. On a phone that cover is the page's largest paint; painted from the
// HTML it shows as soon as it has loaded, not after the app's code (seconds on a slow line).
// web/src/app/first-paint.test.tsx renders the components and holds these templates to them.
import { escapeHtml } from './html';
import {
  ARTICLE_CATEGORIES,
  type ArticleCard,
  type ArticleList,
  EDUCATION_CATEGORIES,
} from './schemas/articles';

export const ARTICLE_LIST_PAGES = ['articles', 'blog', 'education', 'conservation'] as const;
export type ArticleListPage = (typeof ARTICLE_LIST_PAGES)[number];

/** The texts these first paints show, from the locale files. */
export const ARTICLE_LIST_KEYS = [
  'articles.eyebrow',
  'pages.articles.title',
  'articles.intro',
  'articles.searchLabel',
  'articles.searchPlaceholder',
  'articles.search',
  'articles.categoryFilter',
  'articles.allCategories',
  ...ARTICLE_CATEGORIES.map((c) => `articles.category.${c}` as const),
  'articles.blog.eyebrow',
  'pages.blog.title',
  'articles.blog.intro',
  'articles.education.eyebrow',
  'pages.education.title',
  'articles.education.intro',
  ...EDUCATION_CATEGORIES.map((c) => `articles.education.about.${c}` as const),
  'articles.conservation.eyebrow',
  'pages.conservation.title',
  'articles.conservation.intro',
  'articles.conservation.articles',
] as const;
export type ArticleListKey = (typeof ARTICLE_LIST_KEYS)[number];

const svg = (name: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} size-4" aria-hidden="true">${body}</svg>`;

/** lucide-react's icons of the four pages, as React renders them at size-4. */
const ICONS: Record<ArticleListPage, string> = {
  articles: svg(
    'newspaper',
    '<path d="M15 18h-5"></path><path d="M18 14h-8"></path><path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2"></path><rect width="8" height="4" x="10" y="6" rx="1"></rect>',
  ),
  blog: svg(
    'megaphone',
    '<path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"></path><path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14"></path><path d="M8 6v8"></path>',
  ),
  education: svg(
    'graduation-cap',
    '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"></path><path d="M22 10v6"></path><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"></path>',
  ),
  conservation: svg(
    'leaf',
    '<path d="M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20"></path><path d="M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13"></path>',
  ),
};

/** Each page's outer box (its gap differs) and the keys of its opening. */
const PAGES: Record<
  ArticleListPage,
  { box: string; eyebrow: ArticleListKey; title: ArticleListKey; intro: ArticleListKey }
> = {
  articles: {
    box: 'gap-6',
    eyebrow: 'articles.eyebrow',
    title: 'pages.articles.title',
    intro: 'articles.intro',
  },
  blog: {
    box: 'gap-6',
    eyebrow: 'articles.blog.eyebrow',
    title: 'pages.blog.title',
    intro: 'articles.blog.intro',
  },
  education: {
    box: 'gap-8',
    eyebrow: 'articles.education.eyebrow',
    title: 'pages.education.title',
    intro: 'articles.education.intro',
  },
  conservation: {
    box: 'gap-10',
    eyebrow: 'articles.conservation.eyebrow',
    title: 'pages.conservation.title',
    intro: 'articles.conservation.intro',
  },
};

/** ArticleCard's frame and cover (web/src/features/articles/ArticleCard.tsx). */
export const ARTICLE_CARD_CLASS =
  'relative grid min-w-0 content-start overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:border-brand-600';
export const ARTICLE_CARD_COVER_CLASS = 'aspect-[16/9] w-full bg-stone-100 object-cover';
export const ARTICLE_CARD_COVER_SIZE = { width: 720, height: 405 } as const;
/** The list's grid (ArticleGrid, and each lesson group on /education). */
export const ARTICLE_GRID_CLASS = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

const CHIP = 'min-h-9 rounded-full border px-3 py-1 text-sm font-medium transition';
/** CategoryChips' pressed and other chips. */
export const CHIP_CLASSES = {
  on: `${CHIP} border-brand-700 bg-brand-700 text-white`,
  off: `${CHIP} border-stone-300 bg-white text-stone-800 hover:border-brand-600`,
} as const;

type Texts = Record<ArticleListKey, string>;

/**
 * The card a list shows first: /education groups its lessons by category in EDUCATION_CATEGORIES' order (the
 * first group's first lesson), the other lists show the answer's order.
 */
export function firstListedArticle(page: ArticleListPage, list: ArticleList): ArticleCard | undefined {
  if (page !== 'education') return list.articles[0];
  const category = EDUCATION_CATEGORIES.find((c) => list.articles.some((a) => a.category === c));
  return list.articles.find((a) => a.category === category);
}

function header(page: ArticleListPage, t: Texts): string {
  const { eyebrow, title, intro } = PAGES[page];
  return (
    '<header class="grid gap-2"><p class="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">' +
    `${ICONS[page]}${escapeHtml(t[eyebrow])}</p>` +
    `<h1 class="text-3xl font-bold text-stone-900">${escapeHtml(t[title])}</h1>` +
    `<p class="max-w-3xl text-stone-700">${escapeHtml(t[intro])}</p></header>`
  );
}

/** The first card's frame and cover, alone in the list's grid. */
function firstCard(cover: string, list: 'ul' | 'ol' = 'ul'): string {
  const { width, height } = ARTICLE_CARD_COVER_SIZE;
  return (
    `<${list} class="${ARTICLE_GRID_CLASS}"><li class="grid"><article class="${ARTICLE_CARD_CLASS}">` +
    `<img src="${escapeHtml(cover)}" alt="" loading="eager" fetchpriority="high"` +
    ` width="${width}" height="${height}" class="${ARTICLE_CARD_COVER_CLASS}"/></article></li></${list}>`
  );
}

/** /articles' search box and category chips (ArticlesPage, CategoryChips), `category` pressed. */
function search(t: Texts, category: string | null): string {
  const chip = (pressed: boolean, text: string) =>
    `<button type="button" aria-pressed="${pressed}" class="${pressed ? CHIP_CLASSES.on : CHIP_CLASSES.off}">${escapeHtml(text)}</button>`;
  return (
    '<search class="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4">' +
    '<form class="flex min-w-0 flex-wrap items-end gap-2"><div class="grid min-w-0 flex-1 basis-56 gap-1">' +
    `<label class="text-sm font-medium leading-none text-stone-800" for="article-search">${escapeHtml(t['articles.searchLabel'])}</label>` +
    '<input type="search" class="flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base placeholder:text-stone-400 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm"' +
    ` id="article-search" maxLength="200" placeholder="${escapeHtml(t['articles.searchPlaceholder'])}" value=""/></div>` +
    '<button class="inline-flex max-w-full items-center justify-center gap-2 text-center rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&amp;_svg]:size-4 [&amp;_svg]:shrink-0 bg-brand-700 text-white hover:bg-brand-800 min-h-10 px-4 py-2" type="submit">' +
    `${escapeHtml(t['articles.search'])}</button></form>` +
    `<fieldset class="flex flex-wrap gap-2"><legend class="sr-only">${escapeHtml(t['articles.categoryFilter'])}</legend>` +
    chip(category === null, t['articles.allCategories']) +
    ARTICLE_CATEGORIES.map((c) => chip(category === c, t[`articles.category.${c}`])).join('') +
    '</fieldset></search>'
  );
}

/**
 * A list page's first paint (inside AppLayout's <main>): its opening, what stands before the list, and the
 * first card's cover. `category` is /articles' chosen category. Null when the first card has no cover (nothing
 * large to gain) or the list is empty.
 */
export function articleListFirstPaint(
  page: ArticleListPage,
  t: Texts,
  list: ArticleList,
  category: string | null = null,
): string | null {
  const first = firstListedArticle(page, list);
  const cover = first?.cover?.cardUrl;
  if (!first || !cover) return null;
  // ArticleGrid's box around the list (the lessons on /education are grouped without it).
  const grid = `<div class="grid gap-6">${firstCard(cover)}</div>`;
  let body: string;
  if (page === 'articles') body = `${search(t, category)}${grid}`;
  else if (page === 'blog') body = grid;
  else if (page === 'conservation')
    body =
      '<section class="grid gap-4">' +
      `<h2 class="text-2xl font-semibold text-stone-900">${escapeHtml(t['articles.conservation.articles'])}</h2>` +
      `${grid}</section>`;
  else {
    const category = first.category as (typeof EDUCATION_CATEGORIES)[number];
    body =
      '<section class="grid gap-4"><div class="grid gap-1">' +
      `<h2 class="text-2xl font-semibold text-stone-900">${escapeHtml(t[`articles.category.${category}`])}</h2>` +
      `<p class="text-stone-700">${escapeHtml(t[`articles.education.about.${category}`])}</p></div>` +
      `${firstCard(cover, 'ol')}</section>`;
  }
  return `<div class="mx-auto grid max-w-6xl ${PAGES[page].box} px-4 py-8">${header(page, t)}${body}</div>`;
}
