// The server's half of a page's first paint (common/first-paint.ts): the viewer's language, chosen as the web
// app will choose it (the language they picked, mirrored in the wl_lang cookie, else the browser's languages,
// else English), its texts from the web app's locale files, and <html lang dir> set to match; a sighting page's
// photo from the page's own answer for the sighting.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  languageOf,
} from '@common/constants/languages';
import type { PageDataAnswer } from '@common/constants/page-data';
import {
  articleFirstPaint,
  articleListPaint,
  FIRST_PAINT_KEYS,
  FIRST_PAINT_MARKER,
  type FirstPaintArticle,
  type FirstPaintSighting,
  type FirstPaintTexts,
  firstPaint,
  sightingFirstPaint,
  speciesPagePaint,
} from '@common/first-paint';
import { ARTICLE_LIST_PAGES, type ArticleListPage } from '@common/first-paint-articles';
import type { FirstPaintSpecies } from '@common/first-paint-species';
import { ARTICLE_PAGE_PATH } from '@common/html';
import type { ArticleList } from '@common/schemas/articles';
import type { FastifyRequest } from 'fastify';

/** The cookie in which the web app mirrors the language a visitor picked (web/src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'wl_lang';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../web/src/locales');

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

let texts: Map<LanguageCode, FirstPaintTexts> | undefined;

/** Each language's first-paint texts, English where a language lacks one (as i18next falls back). */
function allTexts(): Map<LanguageCode, FirstPaintTexts> {
  if (texts) return texts;
  const read = (code: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${code}.json`), 'utf8'));
  const english = read(DEFAULT_LANGUAGE);
  texts = new Map();
  for (const code of LANGUAGE_CODES) {
    const tree = code === DEFAULT_LANGUAGE ? english : read(code);
    const entry = {} as FirstPaintTexts;
    for (const key of FIRST_PAINT_KEYS) entry[key] = lookup(tree, key) ?? lookup(english, key) ?? '';
    texts.set(code, entry);
  }
  return texts;
}

/** Browsers send a handful; a header of thousands would only cost a sort of thousands on every page. */
const LANGUAGE_RANGES_READ = 32;

/** The first supported language of an Accept-Language header, by quality ("de-AT" counts as "de"). */
export function fromAcceptLanguage(header: string): LanguageCode | undefined {
  const ranked = header
    .split(',', LANGUAGE_RANGES_READ)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((l) => l.code).find(isLanguageCode);
}

export function viewerLanguage(request: FastifyRequest): LanguageCode {
  const picked = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguageCode(picked)) return picked;
  return fromAcceptLanguage(String(request.headers['accept-language'] ?? '')) ?? DEFAULT_LANGUAGE;
}

/**
 * A first paint drawn from the page's own successful answer for the first URL `wanted` accepts; null without
 * one, or when the answer is not what the paint expects (the app then draws the page as usual).
 */
function fromAnswer<T>(
  answers: readonly PageDataAnswer[],
  wanted: (url: string) => boolean,
  paint: (body: T, url: string) => string | null,
): string | null {
  const answer = answers.find((a) => a.status === 200 && wanted(a.url));
  if (!answer) return null;
  try {
    return paint(JSON.parse(answer.body) as T, answer.url);
  } catch {
    return null;
  }
}

/** A sighting page's first paint, from the page's own answer for the sighting (the viewer may see it). */
function sightingShell(pathname: string, answers: readonly PageDataAnswer[]): string | null {
  const id = /^\/sighting\/(\d{1,10})\/?$/.exec(pathname)?.[1];
  if (!id) return null;
  return fromAnswer<FirstPaintSighting>(answers, (url) => url === `/api/sightings/${id}`, sightingFirstPaint);
}

/** An article page's first paint, from the page's own answer for the article (in the language it shows). */
function articleShell(
  pathname: string,
  answers: readonly PageDataAnswer[],
  texts: FirstPaintTexts,
  language: LanguageCode,
): string | null {
  if (!ARTICLE_PAGE_PATH.test(pathname)) return null;
  return fromAnswer<FirstPaintArticle>(
    answers,
    (url) => url.startsWith('/api/articles/'),
    (article) => articleFirstPaint(article, texts, language),
  );
}

/** A species page's first paint, from the page's own answer for the species (its names in the page's language). */
function speciesShell(
  pathname: string,
  answers: readonly PageDataAnswer[],
  texts: FirstPaintTexts,
): string | null {
  if (!pathname.startsWith('/species/')) return null;
  return fromAnswer<FirstPaintSpecies>(
    answers,
    (url) => url.startsWith('/api/species/'),
    (species) => speciesPagePaint(species, texts),
  );
}

/** An article list's first paint, from the page's own answer for the list. */
function articleListShell(
  pathname: string,
  answers: readonly PageDataAnswer[],
  texts: FirstPaintTexts,
): string | null {
  const page = pathname.replace(/^\/|\/$/g, '');
  if (!(ARTICLE_LIST_PAGES as readonly string[]).includes(page)) return null;
  return fromAnswer<ArticleList>(
    answers,
    (url) => url.startsWith('/api/articles?'),
    (list, url) => {
      const query = new URLSearchParams(url.split('?')[1]);
      // A search or a tag adds to /articles' search box what the first paint does not draw.
      if (query.has('q') || query.has('tag')) return null;
      const category = page === 'articles' ? query.get('category') : null;
      return articleListPaint(page as ArticleListPage, texts, list, category);
    },
  );
}

/**
 * With a first paint, the page's content is in its HTML and the app's code only takes it over: its requests are
 * marked low priority, so on a slow line the browser gives the stylesheet and the page's photo the bandwidth
 * first (the code arrives as soon after as the line allows, the same bytes in the same time).
 */
function withAppCodeAfterContent(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    (_, tag: string) => `<${tag} fetchpriority="low"`,
  );
}

/** The page's HTML with its first paint (if it has one) and the viewer's lang and dir on <html>. */
export function withFirstPaint(
  html: string,
  pathname: string,
  language: LanguageCode,
  answers: readonly PageDataAnswer[] = [],
): string {
  const lang = languageOf(language);
  const all = allTexts();
  const texts = all.get(lang.code as LanguageCode) ?? (all.get(DEFAULT_LANGUAGE) as FirstPaintTexts);
  const shell =
    firstPaint(pathname, texts) ??
    sightingShell(pathname, answers) ??
    articleShell(pathname, answers, texts, lang.code as LanguageCode) ??
    articleListShell(pathname, answers, texts) ??
    speciesShell(pathname, answers, texts);
  let out = html.replace(
    /<html lang="[^"]*" dir="[^"]*">/,
    () => `<html lang="${lang.code}" dir="${lang.rtl ? 'rtl' : 'ltr'}">`,
  );
  if (shell) out = withAppCodeAfterContent(out.replace(FIRST_PAINT_MARKER, () => shell));
  return out;
}
