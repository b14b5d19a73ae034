// Writing or editing one's review of a product: rating, title, text, pros and cons (one a line), wildlife types,
// where it was used, how long owned, who it suits, and up to 6 photos (ReviewPhotoPicker). The server checks every
// field again, and that each photo is the author's own upload.
import { GEAR_LIMITS, type GearReview, type GearReviewBody } from '@common/schemas/gear';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { type PhotoItem, photoItemsOf, ReviewPhotoPicker } from './ReviewPhotoPicker';
import { useDeleteReview, useSaveReview } from './use-gear';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, GEAR_LIMITS.listItems);

export function ReviewForm({ productId, existing }: { productId: number; existing: GearReview | null }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveReview(productId, existing !== null);
  const remove = useDeleteReview(productId);
  const [rating, setRating] = useState(existing?.rating ?? 5);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [content, setContent] = useState(existing?.content ?? '');
  const [pros, setPros] = useState((existing?.pros ?? []).join('\n'));
  const [cons, setCons] = useState((existing?.cons ?? []).join('\n'));
  const [wildlife, setWildlife] = useState((existing?.wildlifeTypes ?? []).join(', '));
  const [usage, setUsage] = useState(existing?.usageContext ?? '');
  const [owned, setOwned] = useState(existing?.ownershipDuration ?? '');
  const [recommended, setRecommended] = useState(existing?.recommendedFor ?? '');
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photoItemsOf(existing?.images ?? []));
  const [error, setError] = useState<string | null>(null);
  const uploading = photos.some((p) => p.status === 'uploading');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: GearReviewBody = {
      rating,
      title: title.trim(),
      content: content.trim(),
      pros: lines(pros),
      cons: lines(cons),
      wildlifeTypes: wildlife
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean)
        .slice(0, GEAR_LIMITS.listItems),
      usageContext: usage.trim() || null,
      ownershipDuration: owned.trim() || null,
      recommendedFor: recommended.trim() || null,
      imageUrls: photos.flatMap((p) => (p.status === 'done' ? [p.url] : [])),
    };
    save.mutate(body, {
      onSuccess: () => toast({ title: t('gear.reviewSaved'), variant: 'success' }),
      onError: (e) => setError(errorMessage(e, t('gear.saveFailed'))),
    });
  };

  const field = (key: string) => `${id}-${key}`;
  return (
    <form onSubmit={submit} className="grid min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-stone-900">
        {existing ? t('gear.editReview') : t('gear.writeReview')}
      </h3>
      {existing && existing.moderationStatus !== 'approved' && (
        <p className="text-sm text-amber-800">{t('gear.reviewHidden')}</p>
      )}
      <div className="grid gap-1">
        <Label htmlFor={field('rating')}>{t('gear.rating')}</Label>
        <NativeSelect id={field('rating')} value={rating} onChange={(e) => setRating(Number(e.target.value))}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t('gear.stars', { count: n })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('title')}>{t('gear.reviewTitle')}</Label>
        <Input
          id={field('title')}
          value={title}
          required
          minLength={3}
          maxLength={GEAR_LIMITS.titleMax}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('content')}>{t('gear.reviewText')}</Label>
        <textarea
          id={field('content')}
          value={content}
          required
          minLength={10}
          maxLength={GEAR_LIMITS.contentMax}
          rows={5}
          onChange={(e) => setContent(e.target.value)}
          className="rounded-md border border-stone-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={field('pros')}>{t('gear.pros')}</Label>
          <textarea
            id={field('pros')}
            value={pros}
            rows={3}
            onChange={(e) => setPros(e.target.value)}
            className="rounded-md border border-stone-300 px-3 py-2 text-sm"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={field('cons')}>{t('gear.cons')}</Label>
          <textarea
            id={field('cons')}
            value={cons}
            rows={3}
            onChange={(e) => setCons(e.target.value)}
            className="rounded-md border border-stone-300 px-3 py-2 text-sm"
          />
        </div>
      </div>
      <p className="text-xs text-stone-600">{t('gear.oneALine')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['wildlife', t('gear.wildlifeTypes'), wildlife, setWildlife],
            ['usage', t('gear.usageContext'), usage, setUsage],
            ['owned', t('gear.ownershipDuration'), owned, setOwned],
            ['recommended', t('gear.recommendedFor'), recommended, setRecommended],
          ] as const
        ).map(([key, label, value, set]) => (
          <div key={key} className="grid gap-1">
            <Label htmlFor={field(key)}>{label}</Label>
            <Input
              id={field(key)}
              value={value}
              maxLength={GEAR_LIMITS.shortTextMax}
              onChange={(e) => set(e.target.value)}
            />
          </div>
        ))}
      </div>
      <ReviewPhotoPicker items={photos} onChange={setPhotos} />
      {uploading && <p className="text-sm text-stone-700">{t('gear.photos.wait')}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || uploading}>
          {existing ? t('gear.saveReview') : t('gear.postReview')}
        </Button>
        {existing && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            {t('gear.deleteReview')}
          </Button>
        )}
      </div>
    </form>
  );
}
