// Decided contests on /contests: each with its winner (picture, species, member; the sighting one click away),
// or why there is none (no entries, or cancelled).
import type { ContestSummary } from '@common/schemas/contests';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage } from '../language/current-language';
import { mediaPath } from '../sightings/media-path';
import { ContestStatusBadge } from './ContestCard';
import { contestTitle } from './contest-text';

export function PastWinners({ contests }: { contests: ContestSummary[] }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (contests.length === 0) return <p className="text-stone-700">{t('contests.past.empty')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {contests.map((contest) => (
        <li
          key={contest.id}
          className="grid content-start gap-2 overflow-hidden rounded-xl border border-stone-200 bg-white"
        >
          {contest.winner?.imageUrl && (
            // The picture repeats the species link below it: one stop for keyboards and screen readers.
            <Link to={`/sighting/${contest.winner.sightingId}`} tabIndex={-1} aria-hidden>
              <img
                src={mediaPath(contest.winner.imageUrl)}
                alt={contest.winner.speciesName}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
            </Link>
          )}
          <div className="grid gap-1 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-stone-900">{contestTitle(t, contest, language)}</h3>
              <ContestStatusBadge status={contest.status} />
            </div>
            {contest.winner ? (
              <div className="grid gap-0.5 text-sm text-stone-800">
                <p className="flex items-center gap-1.5">
                  <Trophy className="size-4 shrink-0 text-accent-500" aria-hidden />
                  <Link
                    to={`/sighting/${contest.winner.sightingId}`}
                    dir="auto"
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {contest.winner.speciesName}
                  </Link>
                </p>
                <p>
                  {t('contests.past.photographer')}{' '}
                  <Link
                    to={`/profile/${contest.winner.photographer.id}`}
                    dir="auto"
                    className="hover:underline"
                  >
                    {contest.winner.photographer.username}
                  </Link>
                </p>
              </div>
            ) : (
              <p className="text-sm text-stone-600">
                {contest.status === 'cancelled' ? t('contests.past.cancelled') : t('contests.past.noWinner')}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
