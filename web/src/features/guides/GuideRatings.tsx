// A guide's ratings and reviews, and the form for a member allowed to rate (a buyer of a paid guide, any member
// but the author for a free one; once each; the server decides). Reviews are member text, rendered as text.
import type { GuideDetail } from '@common/schemas/guides';
import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useGuideRatings, useRateGuide } from './use-guides';

export function RateGuideForm({ guideId }: { guideId: number }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const rate = useRateGuide(guideId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) return;
    rate.mutate({ rating, ...(review.trim() ? { review: review.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <fieldset className="grid gap-1">
        <legend className="font-medium text-stone-900">{t('guides.rate.legend')}</legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={rating === n}
              aria-label={t('guides.rate.stars', { n })}
              onClick={() => setRating(n)}
              className="rounded p-1"
            >
              <Star
                className={`size-6 ${n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-400'}`}
                aria-hidden
              />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor="guide-review">{t('guides.rate.review')}</Label>
        <textarea
          id="guide-review"
          value={review}
          maxLength={2000}
          rows={3}
          onChange={(e) => setReview(e.target.value)}
          className="rounded-md border border-stone-300 p-2"
        />
      </div>
      {rate.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(rate.error, t('guides.rate.failed'))}
        </p>
      )}
      <Button type="submit" disabled={rating < 1 || rate.isPending} className="justify-self-start">
        {t('guides.rate.submit')}
      </Button>
    </form>
  );
}

export function GuideRatings({ detail }: { detail: GuideDetail }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const ratings = useGuideRatings(detail.guide.id);
  return (
    <section aria-labelledby="guide-reviews" className="grid min-w-0 gap-3">
      <h2 id="guide-reviews" className="text-xl font-semibold text-stone-900">
        {t('guides.reviews')}
      </h2>
      {detail.viewer.canRate && <RateGuideForm guideId={detail.guide.id} />}
      {detail.viewer.hasRated && <p className="text-sm text-stone-700">{t('guides.rate.done')}</p>}
      {!detail.viewer.canRate &&
        !detail.viewer.hasRated &&
        !detail.viewer.isAuthor &&
        !detail.guide.isFree && <p className="text-sm text-stone-600">{t('guides.rate.buyersOnly')}</p>}
      {ratings.data && ratings.data.length === 0 && <p className="text-stone-700">{t('guides.noRatings')}</p>}
      <ul className="grid gap-3">
        {ratings.data?.map((r) => (
          <li key={r.id} className="grid min-w-0 gap-1 rounded-xl border border-stone-200 bg-white p-3">
            <p className="text-sm text-stone-600">
              <span aria-hidden>{'★'.repeat(r.rating)}</span>
              <span className="sr-only">{t('guides.rate.stars', { n: r.rating })}</span>{' '}
              <bdi>{r.user.username}</bdi> · {formatDate(r.createdAt, language)}
            </p>
            {r.review && <p className="whitespace-pre-line break-words text-stone-800">{r.review}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
