// Links to wildlife content elsewhere, on /admin/curated-content: entered by hand (nothing is fetched from the
// address), each with its clicks counted by the redirect; add, edit, turn off, delete.
import { CATEGORY_VALUES } from '@common/constants/categories';
import {
  type AdminExternalLink,
  EXTERNAL_SOURCE_TYPES,
  type ExternalContentInput,
  type ExternalSourceType,
  externalContentInputSchema,
} from '@common/schemas/curated';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useDeleteLink, useExternalLinksAdmin, useSaveLink } from './use-curated-admin';
import { curatedValidationTexts } from './validation-text';

interface LinkDraft {
  title: string;
  description: string;
  originalUrl: string;
  sourceName: string;
  sourceType: ExternalSourceType;
  category: string;
  imageUrl: string;
  isActive: boolean;
}

const EMPTY: LinkDraft = {
  title: '',
  description: '',
  originalUrl: '',
  sourceName: '',
  sourceType: 'article',
  category: '',
  imageUrl: '',
  isActive: true,
};

const draftOf = (link: AdminExternalLink): LinkDraft => ({
  title: link.title,
  description: link.description ?? '',
  originalUrl: link.originalUrl,
  sourceName: link.sourceName,
  sourceType: link.sourceType,
  category: link.category ?? '',
  imageUrl: link.imageUrl ?? '',
  isActive: link.isActive,
});

const inputOf = (d: LinkDraft): ExternalContentInput => ({
  title: d.title,
  description: d.description.trim() || null,
  originalUrl: d.originalUrl,
  sourceName: d.sourceName,
  sourceType: d.sourceType,
  category: d.category || null,
  imageUrl: d.imageUrl.trim() || null,
  isActive: d.isActive,
});

type Errors = Partial<Record<keyof LinkDraft, string[]>>;

function LinkForm({ link, onDone }: { link: AdminExternalLink | null; onDone: () => void }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState<LinkDraft>(link ? draftOf(link) : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveLink();
  const id = (f: string) => `${idPrefix}-${f}`;
  const set = <K extends keyof LinkDraft>(key: K, value: LinkDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest as Errors);
  };
  const a11y = (f: keyof LinkDraft) => ({
    'aria-invalid': Boolean(errors[f]?.length) || undefined,
    'aria-describedby': errors[f]?.length ? `${id(f)}-error` : undefined,
  });
  const text = (f: 'title' | 'description' | 'originalUrl' | 'sourceName' | 'imageUrl', ltr = false) => (
    <div className="grid gap-1">
      <Label htmlFor={id(f)}>{t(`curated.links.fields.${f}`)}</Label>
      <Input
        id={id(f)}
        dir={ltr ? 'ltr' : 'auto'}
        type={ltr ? 'url' : 'text'}
        value={draft[f]}
        onChange={(e) => set(f, e.target.value)}
        {...a11y(f)}
      />
      <FieldError id={`${id(f)}-error`} messages={curatedValidationTexts(t, errors[f])} />
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = externalContentInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0]) as keyof LinkDraft;
        found[f] = [...(found[f] ?? []), issue.message];
      }
      setErrors(found);
      return;
    }
    save.mutate(
      { id: link?.id ?? null, input: inputOf(draft) },
      {
        onSuccess: () => {
          toast({ title: t('curated.links.saved') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) {
            const found: Errors = {};
            for (const e of error.fieldErrors) found[e.path as keyof LinkDraft] = [e.message];
            setErrors(found);
          }
          toast({
            variant: 'destructive',
            title: t('curated.form.failed'),
            description: errorMessage(error, t('common.tryAgain')),
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2"
    >
      {text('title')}
      {text('sourceName')}
      {text('originalUrl', true)}
      {text('imageUrl', true)}
      <div className="sm:col-span-2">{text('description')}</div>
      <div className="grid gap-1">
        <Label htmlFor={id('sourceType')}>{t('curated.links.fields.sourceType')}</Label>
        <NativeSelect
          id={id('sourceType')}
          value={draft.sourceType}
          onChange={(e) => set('sourceType', e.target.value as ExternalSourceType)}
        >
          {EXTERNAL_SOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`curated.links.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('category')}>{t('curated.links.fields.category')}</Label>
        <NativeSelect
          id={id('category')}
          value={draft.category}
          onChange={(e) => set('category', e.target.value)}
        >
          <option value="">{t('curated.links.anyCategory')}</option>
          {CATEGORY_VALUES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.names.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={id('isActive')}
          checked={draft.isActive}
          onCheckedChange={(checked) => set('isActive', checked)}
        />
        <Label htmlFor={id('isActive')}>{t('curated.links.fields.isActive')}</Label>
      </div>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('curated.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('curated.form.saving') : t('curated.form.save')}
        </Button>
      </div>
    </form>
  );
}

export function ExternalLinksAdmin() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const links = useExternalLinksAdmin();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  return (
    <div className="grid gap-3">
      {editing === 'new' ? (
        <LinkForm link={null} onDone={() => setEditing(null)} />
      ) : (
        <Button className="justify-self-start" onClick={() => setEditing('new')}>
          {t('curated.links.add')}
        </Button>
      )}
      {links.isPending ? (
        <Spinner />
      ) : links.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(links.error, t('curated.list.loadFailed'))}
        </p>
      ) : links.data.length === 0 ? (
        <p className="text-stone-600">{t('curated.links.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {links.data.map((link) => (
            <li key={link.id} className="grid gap-2 rounded-xl border border-stone-200 bg-white p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <p dir="auto" className="font-semibold text-stone-900">
                    {link.title}
                  </p>
                  <p className="break-all text-sm text-stone-600" dir="ltr">
                    {link.originalUrl}
                  </p>
                  <p className="text-sm text-stone-700">
                    <span dir="auto">{link.sourceName}</span> · {t(`curated.links.types.${link.sourceType}`)}{' '}
                    · {t('curated.links.clicks', { formatted: formatNumber(link.clickCount, language) })}
                    {!link.isActive && <> · {t('curated.links.inactive')}</>}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(editing === link.id ? null : link.id)}
                  >
                    {t('curated.list.edit')}
                  </Button>
                  <ConfirmButton
                    size="sm"
                    variant="destructive"
                    confirmVariant="destructive"
                    question={t('curated.links.deleteQuestion', { title: link.title })}
                    onConfirm={() => remove.mutate(link.id)}
                  >
                    {t('curated.list.delete')}
                  </ConfirmButton>
                </div>
              </div>
              {editing === link.id && <LinkForm link={link} onDone={() => setEditing(null)} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
