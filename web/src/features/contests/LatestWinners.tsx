// The home page's real winners: the latest month's photo and video winners (GET /api/contests/winners/latest),
// each card opening the winning sighting, and the section's texts naming that month and the current one.
import type { LatestWinners } from '@common/schemas/contests';
import { Camera, Crown, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { useCurrentLanguage } from '../language/current-language';
import { mediaPath } from '../sightings/media-path';
import { monthName } from './month-name';

type Winner = LatestWinners['winners'][number];

const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The section's texts for the real winners; null while there are none (the fixed October content stays). */
export function useLatestWinnerTexts(winners: Winner[]) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const first = winners[0];
  if (!first) return null;
  const now = new Date();
  const current = monthName(monthOf(now.getUTCFullYear(), now.getUTCMonth() + 1), language);
  return {
    heading: t('home.contest.latest.heading', {
      month: monthName(monthOf(first.year, first.month), language),
    }),
    subtitle: t('home.contest.latest.subtitle'),
    nextHeading: t('home.contest.latest.nextHeading', { month: current }),
    enter: t('home.contest.latest.enter', { month: current }),
  };
}

export function LatestWinnerCards({ winners, sizes }: { winners: Winner[]; sizes: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
      {winners.map((w) => {
        const Icon = w.mediaType === 'video' ? Crown : Camera;
        return (
          <Link
            key={w.entryId}
            to={`/sighting/${w.sightingId}`}
            className="block rounded-2xl transition-shadow hover:shadow-lg"
            aria-label={t('home.contest.latest.open', { species: w.speciesName })}
          >
            <article className="h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
              {w.imageUrl ? (
                <img
                  src={mediaPath(w.imageUrl)}
                  sizes={sizes}
                  alt={w.speciesName}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              ) : (
                <div className="flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-stone-500">
                  <ImageOff className="size-8" aria-hidden />
                </div>
              )}
              <div className="p-5">
                <Badge variant="accent">
                  <Icon aria-hidden />
                  {w.mediaType === 'video' ? t('home.contest.videoWinner') : t('home.contest.photoWinner')}
                </Badge>
                <h3 dir="auto" className="mt-3 text-xl font-semibold text-stone-900">
                  {w.speciesName}
                </h3>
                <p dir="auto" className="text-sm text-stone-700">
                  {w.photographer.username}
                </p>
              </div>
            </article>
          </Link>
        );
      })}
    </div>
  );
}
