// /admin/articles: every article (drafts, scheduled and published; shipped ones marked), latest changed first,
// filtered by status and searched by title or address; new, edit, view and delete.
import { type AdminArticleItem, ARTICLE_STATUSES, type ArticleStatus } from '@common/schemas/articles';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { useAdminArticles, useDeleteArticle } from '../../features/articles/use-articles';
import { useCurrentLanguage } from '../../features/language/current-language';
import { errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

const isStatus = (v: string): v is ArticleStatus => (ARTICLE_STATUSES as readonly string[]).includes(v);

function StatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'published' ? 'default' : 'outline'}>
      {t(`adminArticles.status.${status}`)}
    </Badge>
  );
}

function Row({ article }: { article: AdminArticleItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const remove = useDeleteArticle();
  return (
    <tr className="border-t border-stone-200 align-top">
      <td className="min-w-56 p-2">
        <Link
          to={`/admin/articles/${article.id}`}
          className="font-medium text-stone-900 hover:underline"
          lang={article.language}
        >
          {article.title}
        </Link>
        <div className="text-xs text-stone-600">/articles/{article.slug}</div>
        {article.shipped && (
          <div className="mt-1 text-xs text-stone-600">
            {article.editedByAdmin ? t('adminArticles.shippedEdited') : t('adminArticles.shipped')}
          </div>
        )}
      </td>
      <td className="p-2 uppercase">{article.language}</td>
      <td className="p-2">{t(`articles.category.${article.category}`)}</td>
      <td className="p-2">
        <StatusBadge status={article.status} />
      </td>
      <td className="whitespace-nowrap p-2">
        {article.publishAt
          ? formatDate(article.publishAt, language, { dateStyle: 'medium', timeStyle: 'short' })
          : '—'}
      </td>
      <td className="whitespace-nowrap p-2">{formatDate(article.updatedAt, language)}</td>
      <td className="p-2">
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/articles/${article.id}`}>{t('adminArticles.edit')}</Link>
          </Button>
          {article.status === 'published' && (
            <Button asChild size="sm" variant="ghost">
              <Link to={`/articles/${article.slug}?lang=${article.language}`}>{t('adminArticles.view')}</Link>
            </Button>
          )}
          <ConfirmButton
            size="sm"
            variant="destructive"
            confirmVariant="destructive"
            disabled={remove.isPending}
            question={t('adminArticles.deleteQuestion', { title: article.title })}
            onConfirm={() =>
              remove.mutate(article.id, {
                onSuccess: () => toast({ title: t('adminArticles.deleted') }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: errorMessage(error, t('adminArticles.deleteFailed')),
                  }),
              })
            }
          >
            {t('adminArticles.delete')}
          </ConfirmButton>
        </div>
      </td>
    </tr>
  );
}

export default function AdminArticlesPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('pages.adminArticles.title'));
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<{ q?: string; status?: ArticleStatus; page: number }>({ page: 1 });
  const list = useAdminArticles(filters);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q: text.trim() || undefined, page: 1 });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('pages.adminArticles.title')} subtitle={t('adminArticles.subtitle')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form onSubmit={search} className="flex min-w-0 flex-wrap items-end gap-2">
          <div className="grid min-w-0 gap-1">
            <Label htmlFor="admin-article-search">{t('adminArticles.search')}</Label>
            <Input
              id="admin-article-search"
              type="search"
              value={text}
              maxLength={200}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="admin-article-status">{t('adminArticles.statusLabel')}</Label>
            <NativeSelect
              id="admin-article-status"
              value={filters.status ?? ''}
              onChange={(e) =>
                setFilters({
                  ...filters,
                  page: 1,
                  status: isStatus(e.target.value) ? e.target.value : undefined,
                })
              }
            >
              <option value="">{t('adminArticles.anyStatus')}</option>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`adminArticles.status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            {t('articles.search')}
          </Button>
        </form>
        <Button asChild>
          <Link to="/admin/articles/new">
            <Plus aria-hidden />
            {t('adminArticles.new')}
          </Link>
        </Button>
      </div>

      {list.isPending || list.unauthorized ? (
        <Spinner />
      ) : list.isError || !data ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{errorMessage(list.error, t('articles.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : data.articles.length === 0 ? (
        <p className="text-stone-600">{t('articles.noMatch')}</p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-stone-600">
            {t('adminArticles.total', { formatted: formatNumber(data.total, language) })}
          </p>
          <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-start text-sm" aria-label={t('pages.adminArticles.title')}>
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.fields.title')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.fields.language')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.fields.category')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.statusLabel')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.fields.publishAt')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.updated')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('adminArticles.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.articles.map((article) => (
                  <Row key={article.id} article={article} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="flex items-center gap-3" aria-label={t('articles.pagination')}>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
              >
                {t('articles.previous')}
              </Button>
              <span className="text-sm text-stone-700">
                {t('articles.pageOf', {
                  page: formatNumber(filters.page, language),
                  pages: formatNumber(pages, language),
                })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
              >
                {t('articles.next')}
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
