// One guide in the list: its preview image, title, place, price ('Free' or the amount through Intl), category,
// difficulty, season and rating. Member texts are rendered as text.
import type { GuidePreview } from '@common/schemas/guides';
import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { useCurrentLanguage } from '../language/current-language';
import { guidePrice } from './guide-text';

export function GuideCard({ guide }: { guide: GuidePreview }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <article className="grid min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {guide.previewImage ? (
        <img src={guide.previewImage} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div className="aspect-[16/9] w-full bg-stone-100" aria-hidden />
      )}
      <div className="grid min-w-0 gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge>{t(`guides.category.${guide.category}`)}</Badge>
          <span className="font-semibold text-stone-900">{guidePrice(guide, language, t)}</span>
        </div>
        <h2 className="break-words text-lg font-semibold text-stone-900">
          <Link to={`/location-guides/${guide.id}`} className="hover:underline">
            {guide.title}
          </Link>
        </h2>
        <p className="inline-flex min-w-0 items-center gap-1 text-sm text-stone-600">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{guide.location}</span>
        </p>
        <p className="line-clamp-3 break-words text-sm text-stone-700">{guide.excerpt}</p>
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
          <span>{t(`guides.difficulty.${guide.difficulty}`)}</span>
          <span>{t(`guides.season.${guide.bestSeason}`)}</span>
          <span className="inline-flex items-center gap-1">
            <Star className="size-3" aria-hidden />
            {guide.totalRatings > 0
              ? t('guides.ratingSummary', { rating: guide.rating.toFixed(1), total: guide.totalRatings })
              : t('guides.noRatings')}
          </span>
        </div>
      </div>
    </article>
  );
}
