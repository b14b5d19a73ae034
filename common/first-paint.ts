// What pages paint before the app's code has run: the top of home (the hero) and explore (the title) in the
// viewer's language, and a sighting's photo, with the very markup and classes of the React components
// (HeroSection, ExplorePage, SightingPage and SightingHero), so they appear at once, in place, and React then
// draws the same boxes over them (no layout shift). On a phone, that is the page's largest paint.
// web/src/app/first-paint.test.tsx renders the components and holds these templates to them.
import { ARTICLE_LIST_KEYS, type ArticleListPage, articleListFirstPaint } from './first-paint-articles';
import { type FirstPaintSpecies, SPECIES_PAGE_KEYS, speciesFirstPaint } from './first-paint-species';
import { escapeHtml } from './html';
import { HERO_IMAGE_SIZES, type Renditions, renditions } from './media-renditions';
import type { ArticleList } from './schemas/articles';
import type { SightingMedia } from './schemas/sightings';

/** The texts a first paint shows, from the locale files. */
export const FIRST_PAINT_KEYS = [
  'home.hero.claim',
  'home.hero.headline',
  'home.hero.subtitle',
  'explore.title',
  'explore.subtitle',
  'articles.back',
  ...ARTICLE_LIST_KEYS,
  ...SPECIES_PAGE_KEYS,
] as const;
export type FirstPaintKey = (typeof FIRST_PAINT_KEYS)[number];
export type FirstPaintTexts = Record<FirstPaintKey, string>;

/** Where index.html takes the first paint of a page (inside #root, after the header's frame). */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/** lucide-react's Users icon as React renders it. */
const USERS_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-users size-4" aria-hidden="true"><path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"></path><path d="M16 3.128a4 4 0 0 1 0 7.744"></path><path d="M22 21v-2a4 4 0 0 0-3-3.87"></path><circle cx="9" cy="7" r="4"></circle></svg>';

/** The opening of home's hero up to its subtitle (HeroSection). */
export function heroFirstPaint(t: FirstPaintTexts): string {
  return (
    '<p class="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">' +
    `${USERS_ICON}${escapeHtml(t['home.hero.claim'])}</p>` +
    `<h1 class="mt-5 text-4xl font-bold tracking-tight text-balance md:text-6xl">${escapeHtml(t['home.hero.headline'])}</h1>` +
    `<p class="mx-auto mt-4 max-w-2xl text-lg text-brand-50 md:mx-0">${escapeHtml(t['home.hero.subtitle'])}</p>`
  );
}

/** Explore's title and introduction (ExplorePage). */
export function exploreFirstPaint(t: FirstPaintTexts): string {
  return (
    `<h1 class="text-3xl font-bold text-stone-900">${escapeHtml(t['explore.title'])}</h1>` +
    `<p class="mt-2 text-stone-700">${escapeHtml(t['explore.subtitle'])}</p>`
  );
}

const HERO_IMAGE_CLASS = 'mx-auto block h-auto max-h-[75vh] w-auto max-w-full object-contain';

/** The photo of a sighting page, drawn as SightingImage draws it (without the placeholder behind it). */
export function sightingPhotoFirstPaint(
  sources: Renditions,
  alt: string,
  width: number,
  height: number,
): string {
  const attr = (value: string) => escapeHtml(value);
  const source =
    sources.webp && sources.jpeg
      ? `<source type="image/webp" srcset="${attr(sources.webp)}" sizes="${HERO_IMAGE_SIZES}"/>`
      : '';
  const srcset = sources.jpeg ?? sources.webp;
  return (
    `<picture class="contents">${source}<img src="${attr(sources.src)}"` +
    (srcset ? ` srcset="${attr(srcset)}"` : '') +
    ` sizes="${HERO_IMAGE_SIZES}" alt="${attr(alt)}" loading="eager" decoding="async" fetchpriority="high"` +
    ` class="${HERO_IMAGE_CLASS}" width="${width}" height="${height}"/></picture>`
  );
}

/** What a sighting page's first paint needs of the sighting (its answer from GET /api/sightings/:id). */
export interface FirstPaintSighting {
  speciesName: string;
  mediaType: string;
  media: SightingMedia | null;
}

const main = (inner: string) =>
  `<main aria-hidden="true" class="min-h-[100dvh] flex-1 outline-none">${inner}</main>`;

/**
 * A sighting page's first paint: its photo where the page will draw it, when the photo's size is known (else
 * the page reserves a frame of its own, and there is nothing to gain).
 */
export function sightingFirstPaint(sighting: FirstPaintSighting): string | null {
  const media = sighting.media;
  if (sighting.mediaType !== 'photo' || !media?.width || !media.height) return null;
  const sources = renditions(media, false);
  if (!sources) return null;
  return main(
    '<article class="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">' +
      '<div class="grid content-start gap-6"><div class="group relative block w-full overflow-hidden rounded-2xl bg-stone-100">' +
      `${sightingPhotoFirstPaint(sources, sighting.speciesName, media.width, media.height)}</div></div></article>`,
  );
}

/** lucide-react's ArrowLeft icon as React renders it in the article page's back link. */
const ARROW_LEFT_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-left size-4 rtl:rotate-180" aria-hidden="true"><path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>';

/** The article page's cover (ArticleCoverFigure), and its frame when the picture's size is unknown. */
export const ARTICLE_COVER_CLASS = 'aspect-[16/9] h-auto w-full rounded-2xl bg-stone-100 object-cover';
export const ARTICLE_COVER_SIZE = { width: 1024, height: 576 } as const;

/** What an article page's first paint needs of its answer (GET /api/articles/:slug). */
export interface FirstPaintArticle {
  article: {
    language: string;
    cover: { url: string; width: number | null; height: number | null } | null;
  };
}

/**
 * An article page's first paint: the back link and the cover (ArticlePage's ArticleBackLink and
 * ArticleCoverFigure), the cover being a phone's largest paint; null for an article without one.
 */
export function articleFirstPaint(
  detail: FirstPaintArticle,
  t: FirstPaintTexts,
  language: string,
): string | null {
  const { cover } = detail.article;
  if (!cover) return null;
  const attr = (value: string | number) => escapeHtml(String(value));
  return main(
    '<div class="mx-auto grid max-w-3xl min-w-0 gap-8 px-4 py-8">' +
      `<article class="grid min-w-0 gap-6" lang="${attr(detail.article.language)}">` +
      `<a class="inline-flex items-center gap-1 text-sm text-brand-800 underline" lang="${attr(language)}" href="/articles" data-discover="true">` +
      `${ARROW_LEFT_ICON}${escapeHtml(t['articles.back'])}</a>` +
      `<figure class="grid gap-1"><img src="${attr(cover.url)}" alt=""` +
      ` width="${attr(cover.width ?? ARTICLE_COVER_SIZE.width)}" height="${attr(cover.height ?? ARTICLE_COVER_SIZE.height)}"` +
      ` fetchpriority="high" class="${ARTICLE_COVER_CLASS}"/></figure></article></div>`,
  );
}

/** An article list's first paint (common/first-paint-articles.ts) inside AppLayout's <main>. */
export function articleListPaint(
  page: ArticleListPage,
  t: FirstPaintTexts,
  list: ArticleList,
  category: string | null = null,
): string | null {
  const inner = articleListFirstPaint(page, t, list, category);
  return inner ? main(inner) : null;
}

/** A species page's first paint (common/first-paint-species.ts) inside AppLayout's <main>. */
export function speciesPagePaint(species: FirstPaintSpecies, t: FirstPaintTexts): string {
  return main(speciesFirstPaint(species, t));
}

/** The page's first paint, inside the frame of AppLayout's <main>; null for pages without one. */
export function firstPaint(pathname: string, t: FirstPaintTexts): string | null {
  if (pathname === '/')
    return main(
      '<section class="bg-gradient-to-br from-brand-900 via-brand-800 to-emerald-700 text-white">' +
        `<div class="mx-auto max-w-6xl px-4 py-16 text-center md:py-24 md:text-start">${heroFirstPaint(t)}</div></section>`,
    );
  if (pathname === '/explore' || pathname === '/explore/')
    return main(`<div class="mx-auto max-w-6xl px-4 py-8 md:py-12">${exploreFirstPaint(t)}</div>`);
  return null;
}
