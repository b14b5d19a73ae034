// /create-guide (and /create-guide?edit=<id> for one's own guide): the guide form with a live Markdown preview,
// the place and its coordinates (the upload form's picker: typed, 'use my location' or a pin on a lazily loaded
// map), key species (chosen from the species catalogue with the site's species combobox), price and currency, the
// preview image (uploaded through the media pipeline as an illustration: it never uses up a free member's monthly
// sighting photos), and save as draft or publish. The server validates every field again.
import {
  GUIDE_CATEGORIES,
  GUIDE_CURRENCIES,
  GUIDE_DIFFICULTIES,
  GUIDE_LIMITS,
  GUIDE_SEASONS,
  type GuideDetail,
  type GuideInput,
  type GuideSpecies,
} from '@common/schemas/guides';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { minorToText, priceToMinor } from '../../features/guides/guide-text';
import { KeySpeciesPicker } from '../../features/guides/KeySpeciesPicker';
import { useGuide, useSaveGuide } from '../../features/guides/use-guides';
import { type Coordinates, LocationPicker, toPosition } from '../../features/uploads/LocationPicker';
import { useUploadMedia } from '../../features/uploads/use-upload-media';
import { errorMessage } from '../../lib/api';

const GuideMarkdown = lazy(() => import('../../features/guides/GuideMarkdown'));

interface FormState {
  title: string;
  description: string;
  location: string;
  coords: Coordinates;
  price: string;
  currency: string;
  category: GuideInput['category'];
  difficulty: GuideInput['difficulty'];
  bestSeason: GuideInput['bestSeason'];
  content: string;
  keySpecies: GuideSpecies[];
  equipment: string;
  tips: string;
  previewMediaAssetId: number | null;
  previewUrl: string | null;
}

const EMPTY: FormState = {
  title: '',
  description: '',
  location: '',
  coords: { latitude: '', longitude: '' },
  price: '',
  currency: 'USD',
  category: 'birds',
  difficulty: 'easy',
  bestSeason: 'year_round',
  content: '',
  keySpecies: [],
  equipment: '',
  tips: '',
  previewMediaAssetId: null,
  previewUrl: null,
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function fromDetail(d: GuideDetail): FormState {
  const g = d.guide;
  return {
    title: g.title,
    description: g.description,
    location: g.location,
    coords: { latitude: String(g.latitude), longitude: String(g.longitude) },
    price: g.price === 0 ? '' : minorToText(g.price, g.currency),
    currency: g.currency,
    category: g.category,
    difficulty: g.difficulty,
    bestSeason: g.bestSeason,
    content: d.full?.content ?? '',
    // Named by the server in the member's language; an older answer without names shows the page names.
    keySpecies: d.species ?? g.keySpecies.map((slug) => ({ slug, name: null, scientificName: null })),
    equipment: d.full?.equipment.join('\n') ?? '',
    tips: d.full?.tips.join('\n') ?? '',
    previewMediaAssetId: d.full?.previewMediaAssetId ?? null,
    previewUrl: g.previewImage,
  };
}

export default function CreateGuidePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const editId = Number(search.get('edit')) || null;
  usePageTitle(t('pages.createGuide.title'));
  const existing = useGuide(editId);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [loaded, setLoaded] = useState(editId === null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveGuide(editId);
  const upload = useUploadMedia({ purpose: 'illustration' });

  useEffect(() => {
    if (!loaded && existing.data) {
      setForm(fromDetail(existing.data));
      setLoaded(true);
    }
  }, [existing.data, loaded]);
  useEffect(() => {
    if (upload.state.status === 'done') {
      const asset = upload.state.asset;
      setForm((f) => ({
        ...f,
        previewMediaAssetId: asset.id,
        previewUrl: asset.media.mediumUrl ?? asset.media.largeUrl ?? asset.media.thumbUrl,
      }));
    }
  }, [upload.state]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (publish: boolean) => {
    setProblem(null);
    const price = priceToMinor(form.price, form.currency);
    const position = toPosition(form.coords.latitude, form.coords.longitude);
    if (price === null) return setProblem(t('guides.form.badPrice'));
    if (!position) return setProblem(t('guides.form.badPlace'));
    const input: GuideInput = {
      title: form.title,
      description: form.description,
      location: form.location,
      latitude: position[0],
      longitude: position[1],
      price,
      currency: form.currency,
      category: form.category,
      difficulty: form.difficulty,
      bestSeason: form.bestSeason,
      content: form.content,
      keySpecies: form.keySpecies.map((s) => s.slug),
      equipment: lines(form.equipment),
      tips: lines(form.tips),
      previewMediaAssetId: form.previewMediaAssetId,
      publish,
    };
    save.mutate(input, { onSuccess: (d) => navigate(`/location-guides/${d.guide.id}`) });
  };

  if (editId !== null && !loaded)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        {existing.isError ? (
          <p role="alert">{errorMessage(existing.error, t('guides.notFound'))}</p>
        ) : (
          <Skeleton className="h-96" />
        )}
      </div>
    );

  const field = 'grid min-w-0 gap-1';
  const area = 'min-w-0 rounded-md border border-stone-300 p-2';
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.createGuide.title')}</h1>
        <p className="text-stone-700">{t('guides.form.intro')}</p>
      </header>
      <form
        className="grid min-w-0 gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit(true);
        }}
      >
        <div className={field}>
          <Label htmlFor="guide-title">{t('guides.fields.title')}</Label>
          <Input
            id="guide-title"
            required
            maxLength={GUIDE_LIMITS.title}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </div>
        <div className={field}>
          <Label htmlFor="guide-description">{t('guides.fields.description')}</Label>
          <textarea
            id="guide-description"
            required
            rows={3}
            maxLength={GUIDE_LIMITS.description}
            className={area}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <p className="text-xs text-stone-600">{t('guides.form.descriptionHint')}</p>
        </div>
        <div className={field}>
          <Label htmlFor="guide-location">{t('guides.fields.location')}</Label>
          <Input
            id="guide-location"
            required
            maxLength={GUIDE_LIMITS.location}
            value={form.location}
            onChange={(e) => set('location', e.target.value)}
          />
        </div>
        <LocationPicker
          idPrefix="guide"
          value={form.coords}
          onChange={(c) => set('coords', c)}
          defaultShowMap={false}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className={field}>
            <Label htmlFor="guide-category-input">{t('guides.fields.category')}</Label>
            <NativeSelect
              id="guide-category-input"
              value={form.category}
              onChange={(e) => set('category', e.target.value as FormState['category'])}
            >
              {GUIDE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`guides.category.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={field}>
            <Label htmlFor="guide-difficulty-input">{t('guides.fields.difficulty')}</Label>
            <NativeSelect
              id="guide-difficulty-input"
              value={form.difficulty}
              onChange={(e) => set('difficulty', e.target.value as FormState['difficulty'])}
            >
              {GUIDE_DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`guides.difficulty.${d}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={field}>
            <Label htmlFor="guide-season-input">{t('guides.fields.bestSeason')}</Label>
            <NativeSelect
              id="guide-season-input"
              value={form.bestSeason}
              onChange={(e) => set('bestSeason', e.target.value as FormState['bestSeason'])}
            >
              {GUIDE_SEASONS.map((s) => (
                <option key={s} value={s}>
                  {t(`guides.season.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className={field}>
            <Label htmlFor="guide-price-input">{t('guides.fields.price')}</Label>
            <Input
              id="guide-price-input"
              inputMode="decimal"
              value={form.price}
              placeholder="0"
              onChange={(e) => set('price', e.target.value)}
            />
            <p className="text-xs text-stone-600">{t('guides.form.priceHint')}</p>
          </div>
          <div className={field}>
            <Label htmlFor="guide-currency">{t('guides.fields.currency')}</Label>
            <NativeSelect
              id="guide-currency"
              value={form.currency}
              onChange={(e) => set('currency', e.target.value)}
            >
              {GUIDE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="grid min-w-0 gap-3 lg:grid-cols-2">
          <div className={field}>
            <Label htmlFor="guide-content">{t('guides.fields.content')}</Label>
            <textarea
              id="guide-content"
              required
              rows={14}
              maxLength={GUIDE_LIMITS.content}
              className={`${area} font-mono text-sm`}
              value={form.content}
              onChange={(e) => set('content', e.target.value)}
            />
            <p className="text-xs text-stone-600">{t('guides.form.markdownHint')}</p>
          </div>
          <div className="grid min-w-0 content-start gap-1">
            <p className="text-sm font-medium text-stone-900">{t('guides.form.preview')}</p>
            <div
              className="min-h-40 min-w-0 rounded-md border border-stone-200 bg-white p-3"
              aria-live="polite"
            >
              <Suspense fallback={<Skeleton className="h-32" />}>
                <GuideMarkdown text={form.content} />
              </Suspense>
            </div>
          </div>
        </div>
        <div className={field}>
          <Label htmlFor="guide-species">{t('guides.fields.keySpecies')}</Label>
          <p id="guide-species-hint" className="text-xs text-stone-600">
            {t('guides.species.hint', { max: GUIDE_LIMITS.keySpecies })}
          </p>
          <KeySpeciesPicker
            id="guide-species"
            hintId="guide-species-hint"
            value={form.keySpecies}
            onChange={(next) => set('keySpecies', next)}
            disabled={save.isPending}
          />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className={field}>
            <Label htmlFor="guide-equipment">{t('guides.fields.equipment')}</Label>
            <textarea
              id="guide-equipment"
              rows={4}
              className={area}
              value={form.equipment}
              onChange={(e) => set('equipment', e.target.value)}
            />
            <p className="text-xs text-stone-600">{t('guides.form.onePerLine')}</p>
          </div>
          <div className={field}>
            <Label htmlFor="guide-tips">{t('guides.fields.tips')}</Label>
            <textarea
              id="guide-tips"
              rows={4}
              className={area}
              value={form.tips}
              onChange={(e) => set('tips', e.target.value)}
            />
            <p className="text-xs text-stone-600">{t('guides.form.onePerLine')}</p>
          </div>
        </div>
        <div className={field}>
          <Label htmlFor="guide-image">{t('guides.fields.previewImage')}</Label>
          <input
            id="guide-image"
            type="file"
            className="w-full min-w-0 max-w-full text-sm"
            accept="image/jpeg,image/png,image/webp,image/heic"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.start(file);
            }}
          />
          {upload.state.status === 'uploading' && (
            <p className="text-sm text-stone-600">
              {t('guides.form.uploading', { percent: upload.state.percent })}
            </p>
          )}
          {upload.state.status === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              {t('guides.form.uploadFailed')}
            </p>
          )}
          {form.previewUrl && (
            <img src={form.previewUrl} alt="" className="mt-2 max-h-48 max-w-full rounded-lg object-cover" />
          )}
        </div>
        {(problem || save.isError) && (
          <p role="alert" className="text-red-700">
            {problem ?? errorMessage(save.error, t('guides.form.saveFailed'))}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit(false)}>
            {t('guides.form.saveDraft')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('guides.publish')}
          </Button>
        </div>
      </form>
    </div>
  );
}
