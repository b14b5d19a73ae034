// /articles/:slug: one article in the reader's language (or the translation picked with ?lang=), else in English
// with a note saying so, and the languages it exists in. Cover with its credit, category, title, summary, author,
// date and reading time, the Markdown body (react-markdown, loaded with this page only when the body is shown),
// tags, the species it is about (chips to /species/{slug}) and related articles. Link-preview tags and the
// JSON-LD Article are in the page's HTML from the server (server/features/articles/open-graph.ts).
import { isLanguageCode, languageOf } from '@common/constants/languages';
import { ARTICLE_COVER_CLASS, ARTICLE_COVER_SIZE } from '@common/first-paint';
import type { ArticleCover } from '@common/schemas/articles';
import { ArrowLeft, Languages, Tag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../components/ui/Badge';
import { Skeleton } from '../../components/ui/Skeleton';
import { ArticleCard, ArticleMeta } from '../../features/articles/ArticleCard';
import { useArticle } from '../../features/articles/use-articles';
import { useCurrentLanguage } from '../../features/language/current-language';
import { ApiError, errorMessage } from '../../lib/api';

const ArticleMarkdown = lazy(() => import('../../features/articles/ArticleMarkdown'));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "cygnus-olor" as the scientific name it stands for: "Cygnus olor". */
function speciesName(slug: string): string {
  const words = slug.split('-');
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

/** Back to the list; the server paints the same link before the app runs (common/first-paint.ts). */
export function ArticleBackLink({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/articles"
      className="inline-flex items-center gap-1 text-sm text-brand-800 underline"
      lang={language}
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('articles.back')}
    </Link>
  );
}

/**
 * The cover, first under the back link: on a phone it is the page's largest paint, and the server paints it in
 * the page's HTML (common/first-paint.ts, articleFirstPaint) so it shows before the app's code has loaded.
 */
export function ArticleCoverFigure({ cover }: { cover: ArticleCover }) {
  return (
    <figure className="grid gap-1">
      <img
        src={cover.url}
        alt=""
        width={cover.width ?? ARTICLE_COVER_SIZE.width}
        height={cover.height ?? ARTICLE_COVER_SIZE.height}
        fetchPriority="high"
        className={ARTICLE_COVER_CLASS}
      />
      {cover.credit && (
        <figcaption className="text-xs text-stone-600" lang="en">
          {cover.credit}
        </figcaption>
      )}
    </figure>
  );
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const uiLanguage = useCurrentLanguage();
  const params = useParams();
  const [search] = useSearchParams();
  const slug = params.slug && SLUG.test(params.slug) && params.slug.length <= 100 ? params.slug : null;
  const asked = search.get('lang');
  const lang = isLanguageCode(asked) ? asked : uiLanguage;
  const detail = useArticle(slug, lang);
  usePageTitle(detail.data?.article.title ?? t('pages.articles.title'));

  if (!slug || detail.isError) {
    const missing = !slug || (detail.error instanceof ApiError && detail.error.status === 404);
    return (
      <div className="mx-auto grid max-w-3xl gap-3 px-4 py-8">
        <h1 className="text-2xl font-bold text-stone-900">
          {missing ? t('articles.notFound') : errorMessage(detail.error, t('articles.loadFailed'))}
        </h1>
        <Link to="/articles" className="underline">
          {t('articles.back')}
        </Link>
      </div>
    );
  }
  if (!detail.data)
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8" aria-busy="true">
        <Skeleton className="aspect-[16/9] rounded-2xl" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-40" />
      </div>
    );

  const { article, translations, fallback, related } = detail.data;
  const others = translations.filter((x) => x.language !== article.language);

  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-8 px-4 py-8">
      <article className="grid min-w-0 gap-6" lang={article.language}>
        <ArticleBackLink language={uiLanguage} />
        {article.cover && <ArticleCoverFigure cover={article.cover} />}
        <header className="grid min-w-0 gap-3">
          <div className="flex flex-wrap gap-2" lang={uiLanguage}>
            <Badge>{t(`articles.category.${article.category}`)}</Badge>
          </div>
          <h1 dir="auto" className="break-words text-3xl font-bold text-stone-900 sm:text-4xl">
            {article.title}
          </h1>
          <p dir="auto" className="break-words text-lg text-stone-700">
            {article.summary}
          </p>
          <div
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600"
            lang={uiLanguage}
          >
            <span>
              {t('articles.by')} <bdi>{article.authorName}</bdi>
            </span>
            <ArticleMeta article={article} />
          </div>
        </header>

        {(fallback || others.length > 0) && (
          <aside
            className="grid gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm text-stone-700"
            lang={uiLanguage}
          >
            {fallback && <p>{t('articles.fallback', { language: languageOf(lang).nativeName })}</p>}
            {others.length > 0 && (
              <p className="flex flex-wrap items-center gap-2">
                <Languages className="size-4" aria-hidden />
                <span>{t('articles.alsoIn')}</span>
                {others.map((x) => (
                  <Link
                    key={x.language}
                    to={`/articles/${article.slug}?lang=${x.language}`}
                    lang={x.language}
                    className="underline"
                  >
                    {languageOf(x.language).nativeName}
                  </Link>
                ))}
              </p>
            )}
          </aside>
        )}

        <Suspense fallback={<Skeleton className="h-64" />}>
          <div dir="auto" className="min-w-0">
            <ArticleMarkdown text={article.body} />
          </div>
        </Suspense>

        {article.species.length > 0 && (
          <section aria-labelledby="article-species" className="grid gap-2" lang={uiLanguage}>
            <h2 id="article-species" className="text-lg font-semibold text-stone-900">
              {t('articles.species')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {article.species.map((s) => (
                <li key={s}>
                  <Link
                    to={`/species/${s}`}
                    className="inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 py-1 text-sm italic text-brand-900 hover:underline"
                  >
                    {speciesName(s)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {article.tags.length > 0 && (
          <section aria-labelledby="article-tags" className="grid gap-2">
            <h2 id="article-tags" className="text-lg font-semibold text-stone-900" lang={uiLanguage}>
              {t('articles.tags')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/articles?tag=${encodeURIComponent(tag)}`}
                    className="inline-flex min-h-9 items-center gap-1 rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 hover:border-brand-600"
                  >
                    <Tag className="size-3" aria-hidden />
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="grid gap-4">
          <h2 id="related-articles" className="text-2xl font-semibold text-stone-900">
            {t('articles.related')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <li key={r.id} className="grid">
                <ArticleCard article={r} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
