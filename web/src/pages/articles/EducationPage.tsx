// /education: the lessons. Identification, field-craft, photography and general education articles, grouped by
// category, each group numbered in the order its lessons were written (GET /api/articles?sort=oldest: cards only).

import { ARTICLE_PAGE_FILTERS } from '@common/constants/article-lists';
import { ARTICLE_GRID_CLASS } from '@common/first-paint-articles';
import { type ArticleCard as Card, EDUCATION_CATEGORIES } from '@common/schemas/articles';
import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { ArticleCard } from '../../features/articles/ArticleCard';
import { coverLoading } from '../../features/articles/ArticleGrid';
import { ArticleListHeader } from '../../features/articles/ArticleListHeader';
import { useArticles } from '../../features/articles/use-articles';
import { useCurrentLanguage } from '../../features/language/current-language';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';

export default function EducationPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('pages.education.title'));
  const list = useArticles(ARTICLE_PAGE_FILTERS.education);
  const byCategory = new Map<string, Card[]>();
  for (const article of list.data?.articles ?? [])
    byCategory.set(article.category, [...(byCategory.get(article.category) ?? []), article]);

  let content: ReactNode;
  if (list.isPending) content = <Skeleton className="h-72 rounded-2xl" />;
  else if (list.isError)
    content = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{errorMessage(list.error, t('articles.loadFailed'))}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  else if (byCategory.size === 0)
    content = <p className="rounded-xl bg-stone-50 p-6">{t('articles.empty')}</p>;
  else
    content = EDUCATION_CATEGORIES.filter((c) => byCategory.has(c)).map((category, section) => (
      <section key={category} aria-labelledby={`lessons-${category}`} className="grid gap-4">
        <div className="grid gap-1">
          <h2 id={`lessons-${category}`} className="text-2xl font-semibold text-stone-900">
            {t(`articles.category.${category}`)}
          </h2>
          <p className="text-stone-700">{t(`articles.education.about.${category}`)}</p>
        </div>
        <ol className={ARTICLE_GRID_CLASS}>
          {(byCategory.get(category) ?? []).map((article, i) => (
            <li key={article.id} className="grid">
              <ArticleCard
                article={article}
                headingLevel={3}
                eyebrow={t('articles.education.lesson', { number: formatNumber(i + 1, language) })}
                cover={section === 0 ? coverLoading(i) : 'lazy'}
              />
            </li>
          ))}
        </ol>
      </section>
    ));

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
      <ArticleListHeader
        icon={GraduationCap}
        eyebrow={t('articles.education.eyebrow')}
        title={t('pages.education.title')}
        intro={t('articles.education.intro')}
      />
      {content}
      <p className="text-sm text-stone-700">
        {t('articles.education.more')}{' '}
        <Link to="/resources" className="underline">
          {t('pages.resources.title')}
        </Link>
      </p>
    </div>
  );
}
