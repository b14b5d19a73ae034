// /admin/articles/:id (and /admin/articles/new): the article editor. Title, address (following the title until
// typed), language, summary, category, tags, species (the species name field; a catalogue pick adds its page),
// cover (uploaded through the media pipeline), author, status and publication time, and the Markdown body with
// its live preview: side by side on a wide screen, Write / Preview tabs on a phone. Words, reading time and
// whether the address is free come from the server's preview as the administrator types.
import { LANGUAGES } from '@common/constants/languages';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_LIMITS,
  ARTICLE_STATUSES,
  type ArticleCategory,
} from '@common/schemas/articles';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { CoverPicker } from '../../features/articles/CoverPicker';
import {
  type ArticleFormValues,
  EMPTY_ARTICLE,
  formValuesOf,
  inputOf,
  slugify,
} from '../../features/articles/editor-form';
import { SpeciesPicker } from '../../features/articles/SpeciesPicker';
import {
  useAdminArticle,
  useArticlePreview,
  useDeleteArticle,
  useSaveArticle,
} from '../../features/articles/use-articles';
import { useCurrentLanguage } from '../../features/language/current-language';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

const ArticleMarkdown = lazy(() => import('../../features/articles/ArticleMarkdown'));

const area = 'min-w-0 rounded-md border border-stone-300 bg-white p-2';

/** The body as the preview request sends it, half a second after the last keystroke. */
function useSettled<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Editor({ id, initial }: { id: number | null; initial: ArticleFormValues }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveArticle(id);
  const remove = useDeleteArticle();
  const settledBody = useSettled(form.body);
  const preview = useArticlePreview({
    slug: form.slug,
    language: form.language,
    body: settledBody,
    articleId: id,
  });

  const set = (patch: Partial<ArticleFormValues>) => setForm((f) => ({ ...f, ...patch }));
  const setTitle = (title: string) => set(form.slugEdited ? { title } : { title, slug: slugify(title) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(inputOf(form), {
      onSuccess: (saved) => {
        toast({ title: t('adminArticles.saved') });
        if (id === null) navigate(`/admin/articles/${saved.id}`, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors)
          setErrors(
            Object.fromEntries(error.fieldErrors.map((e) => [e.path.split('.')[0] ?? e.path, e.message])),
          );
        else if (error instanceof ApiError && error.status === 409)
          setErrors({ slug: error.serverMessage ?? t('adminArticles.slugTaken') });
        toast({ variant: 'destructive', title: errorMessage(error, t('adminArticles.saveFailed')) });
      },
    });
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`article-${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? `article-${name}-error` : undefined);

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-5" noValidate>
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        <div className="grid min-w-0 gap-1 md:col-span-2">
          <Label htmlFor="article-title">{t('adminArticles.fields.title')}</Label>
          <Input
            id="article-title"
            required
            value={form.title}
            maxLength={ARTICLE_LIMITS.title}
            aria-describedby={described('title')}
            onChange={(e) => setTitle(e.target.value)}
          />
          {fieldError('title')}
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-slug">{t('adminArticles.fields.slug')}</Label>
          <Input
            id="article-slug"
            required
            value={form.slug}
            maxLength={ARTICLE_LIMITS.slug}
            aria-describedby={`article-slug-hint ${described('slug') ?? ''}`.trim()}
            onChange={(e) => set({ slug: e.target.value, slugEdited: true })}
          />
          <p id="article-slug-hint" className="break-all text-xs text-stone-600">
            /articles/{form.slug || '…'}
            {preview.data?.slugTaken ? ` · ${t('adminArticles.slugTaken')}` : ''}
          </p>
          {fieldError('slug')}
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-language">{t('adminArticles.fields.language')}</Label>
          <NativeSelect
            id="article-language"
            value={form.language}
            onChange={(e) => set({ language: e.target.value })}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-stone-600">{t('adminArticles.languageHint')}</p>
        </div>
        <div className="grid min-w-0 gap-1 md:col-span-2">
          <Label htmlFor="article-summary">{t('adminArticles.fields.summary')}</Label>
          <textarea
            id="article-summary"
            required
            rows={3}
            maxLength={ARTICLE_LIMITS.summary}
            className={area}
            value={form.summary}
            aria-describedby={described('summary')}
            onChange={(e) => set({ summary: e.target.value })}
          />
          {fieldError('summary')}
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-category">{t('adminArticles.fields.category')}</Label>
          <NativeSelect
            id="article-category"
            value={form.category}
            onChange={(e) => set({ category: e.target.value as ArticleCategory })}
          >
            {ARTICLE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`articles.category.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-tags">{t('adminArticles.fields.tags')}</Label>
          <Input
            id="article-tags"
            value={form.tags}
            aria-describedby={`article-tags-hint ${described('tags') ?? ''}`.trim()}
            onChange={(e) => set({ tags: e.target.value })}
          />
          <p id="article-tags-hint" className="text-xs text-stone-600">
            {t('adminArticles.tagsHint')}
          </p>
          {fieldError('tags')}
        </div>
        <div className="grid min-w-0 gap-2 md:col-span-2">
          <SpeciesPicker value={form.species} onChange={(species) => set({ species })} />
          {fieldError('species')}
        </div>
      </div>

      <CoverPicker value={form} onChange={set} />

      <div className="grid min-w-0 gap-4 md:grid-cols-3">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-author">{t('adminArticles.fields.author')}</Label>
          <Input
            id="article-author"
            value={form.authorName}
            maxLength={ARTICLE_LIMITS.authorName}
            onChange={(e) => set({ authorName: e.target.value })}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-status">{t('adminArticles.statusLabel')}</Label>
          <NativeSelect
            id="article-status"
            value={form.status}
            onChange={(e) => set({ status: e.target.value as ArticleFormValues['status'] })}
          >
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminArticles.status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="article-publish-at">{t('adminArticles.fields.publishAt')}</Label>
          <Input
            id="article-publish-at"
            type="datetime-local"
            value={form.publishAt}
            required={form.status === 'scheduled'}
            aria-describedby={`article-publish-hint ${described('publishAt') ?? ''}`.trim()}
            onChange={(e) => set({ publishAt: e.target.value })}
          />
          <p id="article-publish-hint" className="text-xs text-stone-600">
            {t('adminArticles.publishHint')}
          </p>
          {fieldError('publishAt')}
        </div>
      </div>

      <section aria-labelledby="article-body-title" className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="article-body-title" className="font-semibold text-stone-900">
            {t('adminArticles.fields.body')}
          </h2>
          <fieldset className="flex gap-1 lg:hidden">
            <legend className="sr-only">{t('adminArticles.fields.body')}</legend>
            {(['write', 'preview'] as const).map((which) => (
              <Button
                key={which}
                type="button"
                size="sm"
                variant={tab === which ? 'default' : 'outline'}
                aria-pressed={tab === which}
                onClick={() => setTab(which)}
              >
                {t(`adminArticles.${which}`)}
              </Button>
            ))}
          </fieldset>
        </div>
        <div className="grid min-w-0 gap-3 lg:grid-cols-2">
          <div className={cn('min-w-0 gap-1', tab === 'write' ? 'grid' : 'hidden lg:grid')}>
            <Label htmlFor="article-body">{t('adminArticles.markdown')}</Label>
            <textarea
              id="article-body"
              required
              rows={22}
              maxLength={ARTICLE_LIMITS.body}
              className={`${area} font-mono text-sm`}
              value={form.body}
              aria-describedby={`article-body-hint ${described('body') ?? ''}`.trim()}
              onChange={(e) => set({ body: e.target.value })}
            />
            <p id="article-body-hint" className="text-xs text-stone-600">
              {t('adminArticles.markdownHint')}
            </p>
            {fieldError('body')}
          </div>
          <div className={cn('min-w-0 content-start gap-1', tab === 'preview' ? 'grid' : 'hidden lg:grid')}>
            <p className="text-sm font-medium text-stone-900">{t('adminArticles.preview')}</p>
            <div
              className="min-h-60 min-w-0 overflow-hidden rounded-md border border-stone-200 bg-white p-3"
              aria-live="polite"
              lang={form.language}
            >
              <Suspense fallback={<Skeleton className="h-40" />}>
                <ArticleMarkdown text={form.body} />
              </Suspense>
            </div>
          </div>
        </div>
        {preview.data && (
          <p className="text-sm text-stone-600">
            {t('adminArticles.figures', {
              words: formatNumber(preview.data.words, language),
              minutes: formatNumber(preview.data.readingMinutes, language),
            })}
          </p>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('adminArticles.saving') : t('adminArticles.save')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/articles">{t('adminArticles.backToList')}</Link>
        </Button>
        {id !== null && (
          <ConfirmButton
            variant="destructive"
            confirmVariant="destructive"
            disabled={remove.isPending}
            question={t('adminArticles.deleteQuestion', { title: form.title })}
            onConfirm={() =>
              remove.mutate(id, {
                onSuccess: () => {
                  toast({ title: t('adminArticles.deleted') });
                  navigate('/admin/articles', { replace: true });
                },
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
        )}
      </div>
    </form>
  );
}

export default function AdminArticleEditorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const isNew = params.id === 'new';
  const id = isNew ? null : Number(params.id);
  const valid = isNew || (Number.isInteger(id) && (id ?? 0) > 0);
  const article = useAdminArticle(valid && !isNew ? id : null);
  const title = isNew ? t('adminArticles.new') : t('adminArticles.editTitle');
  usePageTitle(title);

  let content: ReactNode;
  if (!valid || (article.isError && article.error instanceof ApiError && article.error.status === 404))
    content = (
      <p role="alert" className="text-stone-700">
        {t('articles.notFound')}
      </p>
    );
  else if (isNew) content = <Editor id={null} initial={EMPTY_ARTICLE} />;
  else if (article.isPending || article.unauthorized) content = <Spinner />;
  else if (article.isError || !article.data)
    content = (
      <p role="alert" className="text-red-700">
        {errorMessage(article.error, t('articles.loadFailed'))}
      </p>
    );
  else content = <Editor key={article.data.id} id={article.data.id} initial={formValuesOf(article.data)} />;

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 gap-6 px-4 py-10">
      <AdminPageHeader title={title} subtitle={t('adminArticles.editorSubtitle')} />
      {content}
    </div>
  );
}
