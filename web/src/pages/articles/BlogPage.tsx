// /blog: the site's news and the community's stories (the news and community categories), newest first, in
// pages; the page number lives in the address.
import { ARTICLE_PAGE_FILTERS, pageOfQuery } from '@common/constants/article-lists';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ArticleGrid } from '../../features/articles/ArticleGrid';
import { ArticleListHeader } from '../../features/articles/ArticleListHeader';
import { useArticles } from '../../features/articles/use-articles';

export default function BlogPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.blog.title'));
  const [params, setParams] = useSearchParams();
  const page = pageOfQuery(params);
  const list = useArticles(ARTICLE_PAGE_FILTERS.blog(page));

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <ArticleListHeader
        icon={Megaphone}
        eyebrow={t('articles.blog.eyebrow')}
        title={t('pages.blog.title')}
        intro={t('articles.blog.intro')}
      />
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
