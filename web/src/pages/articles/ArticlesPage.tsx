// /articles: every published article, newest first, as cards (no bodies), with a search box (title, summary and
// body), category chips and pages; the choice lives in the address (?q=&category=&tag=&page=) so it can be shared.
import { pageOfQuery } from '@common/constants/article-lists';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@common/schemas/articles';
import { Newspaper } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { ArticleGrid } from '../../features/articles/ArticleGrid';
import { ArticleListHeader } from '../../features/articles/ArticleListHeader';
import { CategoryChips } from '../../features/articles/CategoryChips';
import { useArticles } from '../../features/articles/use-articles';

const isCategory = (v: string | null): v is ArticleCategory =>
  v !== null && (ARTICLE_CATEGORIES as readonly string[]).includes(v);

export default function ArticlesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.articles.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = isCategory(params.get('category')) ? (params.get('category') as ArticleCategory) : null;
  const tag = params.get('tag') ?? '';
  const page = pageOfQuery(params);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const list = useArticles({
    q,
    categories: category ? [category] : undefined,
    tag,
    page,
  });

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <ArticleListHeader
        icon={Newspaper}
        eyebrow={t('articles.eyebrow')}
        title={t('pages.articles.title')}
        intro={t('articles.intro')}
      />

      <search className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4">
        <form onSubmit={search} className="flex min-w-0 flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <Label htmlFor="article-search">{t('articles.searchLabel')}</Label>
            <Input
              id="article-search"
              type="search"
              value={text}
              maxLength={200}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('articles.searchPlaceholder')}
            />
          </div>
          <Button type="submit">{t('articles.search')}</Button>
        </form>
        <CategoryChips
          categories={ARTICLE_CATEGORIES}
          value={category}
          onChange={(c) => update({ category: c })}
          label={t('articles.categoryFilter')}
        />
        {tag && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            {t('articles.taggedWith', { tag })}
            <Button variant="link" size="sm" onClick={() => update({ tag: null })}>
              {t('articles.clearTag')}
            </Button>
          </p>
        )}
      </search>

      <ArticleGrid
        list={list}
        onPage={(p) => update({ page: p > 1 ? String(p) : null })}
        empty={q || category || tag ? t('articles.noMatch') : t('articles.empty')}
      />

      <p className="text-sm text-stone-700">
        <Link to="/blog" className="underline">
          {t('pages.blog.title')}
        </Link>
        {' · '}
        <Link to="/education" className="underline">
          {t('pages.education.title')}
        </Link>
        {' · '}
        <Link to="/conservation" className="underline">
          {t('pages.conservation.title')}
        </Link>
        {' · '}
        <Link to="/resources" className="underline">
          {t('pages.resources.title')}
        </Link>
      </p>
    </div>
  );
}
