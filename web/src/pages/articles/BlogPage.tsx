// /blog: the site's news and the community's stories (the news and community categories), newest first, in
// pages; the page number lives in the address.
import { ARTICLE_PAGE_FILTERS, pageOfQuery } from '@common/constants/article-lists';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ArticleGrid } from '../../features/articles/ArticleGrid';
import { useArticles } from '../../features/articles/use-articles';

export default function BlogPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.blog.title'));
  const [params, setParams] = useSearchParams();
  const page = pageOfQuery(params);
  const list = useArticles(ARTICLE_PAGE_FILTERS.blog(page));

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Megaphone className="size-4" aria-hidden />
          {t('articles.blog.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.blog.title')}</h1>
        <p className="max-w-3xl text-stone-700">{t('articles.blog.intro')}</p>
      </header>
      <ArticleGrid
        list={list}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        empty={t('articles.blog.empty')}
      />
      <p className="text-sm">
        <Link to="/articles" className="underline">
          {t('articles.back')}
        </Link>
      </p>
    </div>
  );
}
