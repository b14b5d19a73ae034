// A list of article cards with its loading, failure and empty states and, when there is more than a page, the
// pager. Shared by /articles, /blog and the conservation page.
import { ARTICLE_GRID_CLASS } from '@common/first-paint-articles';
import type { ArticleList } from '@common/schemas/articles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { ArticleCard } from './ArticleCard';

/** Cards in the first row of the widest grid (lg:grid-cols-3): in view when the page opens. */
export const FIRST_ROW = 3;

/** How the cover of the i-th card of a page's first list loads (ArticleCard's `cover`). */
export function coverLoading(i: number): 'first' | 'eager' | 'lazy' {
  if (i === 0) return 'first';
  return i < FIRST_ROW ? 'eager' : 'lazy';
}

export function ArticleGrid({
  list,
  onPage,
  headingLevel = 2,
  empty,
}: {
  list: UseQueryResult<ArticleList>;
  onPage?: (page: number) => void;
  headingLevel?: 2 | 3;
  empty?: string;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (list.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  if (list.isError || !list.data)
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{errorMessage(list.error, t('articles.loadFailed'))}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  const { articles, total, page, pageSize } = list.data;
  if (articles.length === 0)
    return <p className="rounded-xl bg-stone-50 p-6 text-stone-700">{empty ?? t('articles.empty')}</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-6">
      <ul className={ARTICLE_GRID_CLASS}>
        {articles.map((article, i) => (
          <li key={article.id} className="grid">
            <ArticleCard article={article} headingLevel={headingLevel} cover={coverLoading(i)} />
          </li>
        ))}
      </ul>
      {onPage && pages > 1 && (
        <nav
          aria-label={t('articles.pagination')}
          className="flex flex-wrap items-center justify-center gap-3"
        >
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('articles.previous')}
          </Button>
          <span className="text-sm text-stone-700">
            {t('articles.pageOf', {
              page: formatNumber(page, language),
              pages: formatNumber(pages, language),
            })}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('articles.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
