// One article in a list: its cover (the card-sized rendition, lazily loaded below the first row), category, title linking to
// /articles/{slug}, summary, date and reading time. Cards come without the body.
import {
  ARTICLE_CARD_CLASS,
  ARTICLE_CARD_COVER_CLASS,
  ARTICLE_CARD_COVER_SIZE,
} from '@common/first-paint-articles';
import type { ArticleCard as Card } from '@common/schemas/articles';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';
import { formatDate, formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';

export function ArticleMeta({ article, className }: { article: Card; className?: string }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600', className)}>
      {article.publishedAt && (
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
      )}
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden />
        {t('articles.readingTime', { minutes: formatNumber(article.readingMinutes, language) })}
      </span>
    </p>
  );
}

export function ArticleCard({
  article,
  headingLevel = 2,
  eyebrow,
  cover = 'lazy',
}: {
  article: Card;
  headingLevel?: 2 | 3;
  /** Replaces the category badge (a lesson's number, say). */
  eyebrow?: string;
  /**
   * How the cover loads: 'first' for the page's first card (a phone's largest paint: at once, before other
   * pictures; the server names it as a preload), 'eager' for the rest of the first row (in view on a desktop),
   * 'lazy' below.
   */
  cover?: 'first' | 'eager' | 'lazy';
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={ARTICLE_CARD_CLASS}>
      {article.cover ? (
        <img
          src={article.cover.cardUrl}
          alt=""
          loading={cover === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={cover === 'first' ? 'high' : undefined}
          // The first cover is painted from the HTML too (first-paint-articles.ts): decoded at once, it shows
          // before the app takes the page over.
          decoding={cover === 'first' ? undefined : 'async'}
          width={ARTICLE_CARD_COVER_SIZE.width}
          height={ARTICLE_CARD_COVER_SIZE.height}
          className={ARTICLE_CARD_COVER_CLASS}
        />
      ) : (
        <div className="aspect-[16/9] w-full bg-gradient-to-br from-brand-100 to-stone-100" aria-hidden />
      )}
      <div className="grid min-w-0 gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          {eyebrow ? (
            <Badge variant="outline">{eyebrow}</Badge>
          ) : (
            <Badge>{t(`articles.category.${article.category}`)}</Badge>
          )}
        </div>
        <Heading
          dir="auto"
          className="break-words text-lg font-semibold text-stone-900"
          lang={article.language}
        >
          {/* The whole card is the link's target area; the title is its accessible name. */}
          <Link to={`/articles/${article.slug}`} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p dir="auto" className="line-clamp-3 break-words text-sm text-stone-700" lang={article.language}>
          {article.summary}
        </p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}
