// The featured photo of each day, on /admin/curated-content: pick a curated sighting (or any public sighting by
// its number, when its member opted in to the spotlight) for a date, with a caption and the Instagram post once
// it is posted; the home page shows today's.
import {
  type FeaturedPhoto,
  type FeaturedPhotoInput,
  featuredPhotoInputSchema,
} from '@common/schemas/curated';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { SightingImage } from '../sightings/SightingImage';
import { useCuratedList, useDeleteFeatured, useFeaturedAdmin, useSaveFeatured } from './use-curated-admin';
import { curatedValidationTexts } from './validation-text';

const today = () => new Date().toISOString().slice(0, 10);

interface Draft {
  sightingId: string;
  featureDate: string;
  caption: string;
  instagramPostUrl: string;
}

type Errors = Partial<Record<keyof Draft, string[]>>;

const inputOf = (d: Draft): FeaturedPhotoInput => ({
  sightingId: Number(d.sightingId),
  featureDate: d.featureDate,
  caption: d.caption.trim() || null,
  instagramPostUrl: d.instagramPostUrl.trim() || null,
});

function FeaturedForm({ photo, onDone }: { photo: FeaturedPhoto | null; onDone: () => void }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const curated = useCuratedList(1);
  const save = useSaveFeatured();
  const [draft, setDraft] = useState<Draft>({
    sightingId: photo ? String(photo.sighting.id) : '',
    featureDate: photo?.featureDate ?? today(),
    caption: photo?.caption ?? '',
    instagramPostUrl: photo?.instagramPostUrl ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const id = (f: string) => `${idPrefix}-${f}`;
  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest as Errors);
  };
  const a11y = (f: keyof Draft) => ({
    'aria-invalid': Boolean(errors[f]?.length) || undefined,
    'aria-describedby': errors[f]?.length ? `${id(f)}-error` : undefined,
  });
  const error = (f: keyof Draft) => (
    <FieldError id={`${id(f)}-error`} messages={curatedValidationTexts(t, errors[f])} />
  );
  const choices = (curated.data?.items ?? []).filter((s) => s.isPublic && s.mediaType === 'photo');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = featuredPhotoInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0]) as keyof Draft;
        found[f] = [
          ...(found[f] ?? []),
          f === 'sightingId' ? t('curated.featured.chooseSighting') : issue.message,
        ];
      }
      return setErrors(found);
    }
    save.mutate(
      { id: photo?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('curated.featured.saved') });
          onDone();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fieldErrors) {
            const found: Errors = {};
            for (const fe of e.fieldErrors) found[fe.path as keyof Draft] = [fe.message];
            setErrors(found);
          }
          toast({
            variant: 'destructive',
            title: t('curated.form.failed'),
            description: errorMessage(e, t('common.tryAgain')),
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
      <div className="grid gap-1">
        <Label htmlFor={id('pick')}>{t('curated.featured.curatedChoice')}</Label>
        <NativeSelect
          id={id('pick')}
          value={draft.sightingId}
          onChange={(e) => set('sightingId', e.target.value)}
        >
          <option value="">{t('curated.featured.pickOne')}</option>
          {choices.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.speciesName} · {s.originalPhotographerCredit}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('sightingId')}>{t('curated.featured.sightingNumber')}</Label>
        <Input
          id={id('sightingId')}
          inputMode="numeric"
          dir="ltr"
          value={draft.sightingId}
          onChange={(e) => set('sightingId', e.target.value.replace(/\D/g, ''))}
          {...a11y('sightingId')}
        />
        <p className="text-xs text-stone-600">{t('curated.featured.consentHint')}</p>
        {error('sightingId')}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('featureDate')}>{t('curated.featured.date')}</Label>
        <Input
          id={id('featureDate')}
          type="date"
          value={draft.featureDate}
          onChange={(e) => set('featureDate', e.target.value)}
          {...a11y('featureDate')}
        />
        {error('featureDate')}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('instagramPostUrl')}>{t('curated.featured.postUrl')}</Label>
        <Input
          id={id('instagramPostUrl')}
          type="url"
          dir="ltr"
          value={draft.instagramPostUrl}
          onChange={(e) => set('instagramPostUrl', e.target.value)}
          {...a11y('instagramPostUrl')}
        />
        {error('instagramPostUrl')}
      </div>
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor={id('caption')}>{t('curated.featured.caption')}</Label>
        <Input
          id={id('caption')}
          dir="auto"
          maxLength={300}
          value={draft.caption}
          onChange={(e) => set('caption', e.target.value)}
          {...a11y('caption')}
        />
        {error('caption')}
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

export function FeaturedPhotosAdmin() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const featured = useFeaturedAdmin();
  const remove = useDeleteFeatured();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const day = today();

  return (
    <div className="grid gap-3">
      {editing === 'new' ? (
        <FeaturedForm photo={null} onDone={() => setEditing(null)} />
      ) : (
        <Button className="justify-self-start" onClick={() => setEditing('new')}>
          {t('curated.featured.add')}
        </Button>
      )}
      {featured.isPending ? (
        <Spinner />
      ) : featured.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(featured.error, t('curated.list.loadFailed'))}
        </p>
      ) : featured.data.length === 0 ? (
        <p className="text-stone-600">{t('curated.featured.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {featured.data.map((photo) => (
            <li key={photo.id} className="grid gap-2 rounded-xl border border-stone-200 bg-white p-3">
              <div className="flex flex-wrap items-start gap-3">
                <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-stone-200">
                  <SightingImage
                    sighting={photo.sighting}
                    square={64}
                    sizes="64px"
                    className="size-full object-cover"
                    fallbackClassName="size-full"
                  />
                </div>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    <time dateTime={photo.featureDate}>
                      {formatDate(`${photo.featureDate}T12:00:00Z`, language)}
                    </time>
                    {photo.featureDate === day && <Badge>{t('curated.featured.today')}</Badge>}
                    {photo.featureDate > day && (
                      <Badge variant="outline">{t('curated.featured.planned')}</Badge>
                    )}
                    {!photo.isActive && <Badge variant="outline">{t('curated.links.inactive')}</Badge>}
                  </p>
                  <Link
                    to={`/sighting/${photo.sighting.id}`}
                    dir="auto"
                    className="text-sm text-brand-800 hover:underline"
                  >
                    {photo.sighting.speciesName}
                  </Link>
                  {photo.caption && (
                    <p dir="auto" className="text-sm text-stone-700">
                      {photo.caption}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(editing === photo.id ? null : photo.id)}
                  >
                    {t('curated.list.edit')}
                  </Button>
                  <ConfirmButton
                    size="sm"
                    variant="destructive"
                    confirmVariant="destructive"
                    question={t('curated.featured.deleteQuestion')}
                    onConfirm={() => remove.mutate(photo.id)}
                  >
                    {t('curated.list.delete')}
                  </ConfirmButton>
                </div>
              </div>
              {editing === photo.id && <FeaturedForm photo={photo} onDone={() => setEditing(null)} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
