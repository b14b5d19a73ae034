// /bulk-sighting: several photos at once, each its own sighting with its own species, place and date; uploads
// run two at a time with progress per card; 'apply to all' sets category and place on every card; 'Publish
// all' publishes every card whose upload is done.
import { CATEGORY_VALUES } from '@common/constants/categories';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { toast } from '../../components/ui/use-toast';
import { SpeciesSuggestionPanel } from '../../features/identification/SpeciesSuggestionPanel';
import { useAcceptedFiles } from '../../features/uploads/accepted-files';
import { BulkSightingCard } from '../../features/uploads/BulkSightingCard';
import type { PublishSummary } from '../../features/uploads/bulk-sighting-store';
import { MediaDropzone } from '../../features/uploads/MediaDropzone';
import { UploadAllowanceNotice } from '../../features/uploads/UploadAllowanceNotice';
import { useBulkSightings } from '../../features/uploads/use-bulk-sightings';

function ApplyToAll({ onApply }: { onApply: (patch: { category?: string; location?: string }) => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState('');
  const [location, setLocation] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch: { category?: string; location?: string } = {};
    if (category) patch.category = category;
    if (location.trim()) patch.location = location;
    if (Object.keys(patch).length > 0) onApply(patch);
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="bulk-apply-title"
      className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-1 sm:col-span-3">
        <h2 id="bulk-apply-title" className="text-base font-semibold text-stone-900">
          {t('upload.bulk.applyTitle')}
        </h2>
        <p className="text-sm text-stone-600">{t('upload.bulk.applyHint')}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="bulk-all-category">{t('upload.fields.category')}</Label>
        <NativeSelect id="bulk-all-category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">{t('upload.fields.categoryPlaceholder')}</option>
          {CATEGORY_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`categories.names.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="bulk-all-location">{t('upload.fields.location')}</Label>
        <Input
          id="bulk-all-location"
          value={location}
          maxLength={200}
          placeholder={t('upload.fields.locationPlaceholder')}
          onChange={(e) => setLocation(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!category && !location.trim()}>
        {t('upload.bulk.applyButton')}
      </Button>
    </form>
  );
}

/** Says what happened to each card: public ones are live, 'Only me' ones are saved for their author alone. */
function publishedText(t: TFunction, summary: PublishSummary): { title: string; description: string } {
  const live = summary.published - summary.savedPrivately;
  const saved = summary.savedPrivately;
  if (saved === 0)
    return {
      title: t('upload.bulk.doneTitle'),
      description: t('upload.bulk.doneDescription', { count: live }),
    };
  if (live === 0)
    return {
      title: t('upload.bulk.donePrivateTitle', { count: saved }),
      description: t('upload.bulk.donePrivateDescription', { count: saved }),
    };
  return {
    title: t('upload.bulk.doneTitle'),
    description: t('upload.bulk.mixedDescription', {
      live: t('upload.bulk.mixedLive', { count: live }),
      saved: t('upload.bulk.mixedPrivate', { count: saved }),
    }),
  };
}

export default function BulkSightingPage() {
  const { t } = useTranslation();
  usePageTitle(t('upload.page.bulkTitle'));
  const { state, store } = useBulkSightings();
  const accepted = useAcceptedFiles(true);
  const { cards } = state;
  const readyCount = cards.filter((c) => c.status === 'ready').length;
  const publishedCount = cards.filter((c) => c.status === 'published').length;

  const publishAll = async () => {
    const summary = await store.publishAll();
    if (summary.published > 0 && summary.failed === 0 && summary.invalid === 0) {
      toast({ variant: 'success', ...publishedText(t, summary) });
    } else if (summary.failed > 0 || summary.invalid > 0) {
      toast({
        variant: 'destructive',
        title: t('upload.bulk.partialTitle'),
        description: t('upload.bulk.partialDescription', {
          published: summary.published,
          remaining: summary.failed + summary.invalid,
        }),
      });
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('upload.page.bulkTitle')}</h1>
        <p className="text-stone-600">{t('upload.page.bulkSubtitle')}</p>
        <p className="text-sm text-stone-600">
          <Link to="/upload" className="text-brand-700 underline-offset-4 hover:underline">
            {t('upload.page.toSingle')}
          </Link>
        </p>
      </header>
      <UploadAllowanceNotice remaining={state.remaining} />
      <MediaDropzone
        accept={accepted.accept}
        multiple
        onFiles={(files) => store.addFiles(files)}
        title={t('upload.media.dropPhotos')}
        hint={accepted.hint}
        inputLabel={t('upload.media.inputLabelPhotos')}
      />
      {cards.length > 0 && (
        <>
          <ApplyToAll onApply={(patch) => store.applyToAll(patch)} />
          <ol className="grid gap-4" aria-label={t('upload.bulk.listLabel')}>
            {cards.map((card, index) => (
              <BulkSightingCard
                key={card.id}
                card={card}
                index={index}
                onChange={(patch) => store.changeValues(card.id, patch)}
                onRemove={() => store.remove(card.id)}
                onRetry={() => store.retry(card.id)}
                onUndoPrefill={() => store.undoPrefill(card.id)}
                suggestions={
                  <SpeciesSuggestionPanel
                    compact
                    mediaId={card.asset?.kind === 'photo' ? card.asset.id : null}
                    chosenName={card.values.speciesName}
                    onPick={(candidate) =>
                      store.changeValues(card.id, {
                        speciesName: candidate.name,
                        category: candidate.category,
                      })
                    }
                  />
                }
              />
            ))}
          </ol>
          <div className="sticky bottom-16 z-raised flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white/95 p-4 shadow-sm backdrop-blur sm:bottom-4">
            <p className="text-sm text-stone-700" aria-live="polite">
              {t('upload.bulk.progress', {
                ready: readyCount,
                published: publishedCount,
                total: cards.length,
              })}
            </p>
            <Button
              type="button"
              size="lg"
              onClick={() => void publishAll()}
              disabled={readyCount === 0 || state.publishing}
            >
              {state.publishing ? t('upload.submit.publishing') : t('upload.bulk.publishAll')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
