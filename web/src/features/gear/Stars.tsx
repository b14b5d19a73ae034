// An average rating as five stars and a number, with its text for screen readers.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Stars({ rating, count }: { rating: number | null; count?: number }) {
  const { t } = useTranslation();
  if (rating === null) return <span className="text-sm text-stone-600">{t('gear.noRatings')}</span>;
  const label = t('gear.ratingLabel', { rating: rating.toFixed(1) });
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm text-stone-700" title={label}>
      <span className="inline-flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            className={`size-4 ${i <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`}
          />
        ))}
      </span>
      <span className="sr-only">{label}</span>
      <span aria-hidden>{rating.toFixed(1)}</span>
      {count !== undefined && <span>{t('gear.reviewCount', { count })}</span>}
    </span>
  );
}
