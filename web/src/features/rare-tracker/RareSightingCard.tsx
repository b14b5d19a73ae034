// One rare sighting record of /rare-tracker: photo, species (linked to its page when in the catalogue), rarity,
// times sighted, last seen, region and country (never finer), reporter, the community's verdict and watchers,
// and for signed-in members Watch and Verify.

import { countryName } from '@common/place-label';
import type { RareSighting, TrackedRarity } from '@common/schemas/rare-tracker';
import { Eye, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { formatDate, formatNumber } from '../../lib/format';
import { mediaPath } from '../sightings/media-path';
import { RareDetails } from './RareDetails';
import { VerifyDialog } from './VerifyDialog';
import { WatchControls } from './WatchDialog';

const RARITY_STYLE: Record<TrackedRarity, string> = {
  extremely_rare: 'bg-red-700 text-white',
  very_rare: 'bg-orange-700 text-white',
  rare: 'bg-amber-400 text-stone-900',
};

const STATUS_STYLE: Record<RareSighting['verificationStatus'], string> = {
  verified: 'bg-green-700 text-white',
  rejected: 'bg-stone-600 text-white',
  pending: 'bg-stone-100 text-stone-800',
};

export function speciesLabel(record: RareSighting): string {
  return record.species.commonName ?? record.species.name;
}

export function RareSightingCard({
  record,
  language,
  viewerId,
}: {
  record: RareSighting;
  language: string;
  /** The signed-in member, or null for a visitor. */
  viewerId: number | null;
}) {
  const { t } = useTranslation();
  const label = speciesLabel(record);
  const headingId = `rare-${record.id}-name`;
  const place = [record.region, record.countryCode ? countryName(record.countryCode, language) : null]
    .filter((p): p is string => Boolean(p))
    .join(', ');
  return (
    <article
      id={`rare-${record.id}`}
      aria-labelledby={headingId}
      className="grid h-full content-start overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      {record.photoUrl ? (
        <img
          src={mediaPath(record.photoUrl)}
          alt={t('rareTracker.card.photoOf', { species: label })}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div className="grid aspect-[4/3] place-items-center bg-stone-100 text-sm text-stone-500">
          {t('rareTracker.card.noPhoto')}
        </div>
      )}
      <div className="grid gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          <Badge className={RARITY_STYLE[record.rarityLevel]}>
            {t(`rareTracker.rarity.${record.rarityLevel}`)}
          </Badge>
          <Badge className={STATUS_STYLE[record.verificationStatus]}>
            {t(`rareTracker.status.${record.verificationStatus}`)}
          </Badge>
        </div>
        <h3 id={headingId} className="text-lg font-semibold text-stone-900" dir="auto">
          {record.species.slug ? (
            <Link to={`/species/${record.species.slug}`} className="hover:underline">
              {label}
            </Link>
          ) : (
            label
          )}
        </h3>
        {record.species.scientificName && record.species.scientificName !== label && (
          <p className="text-sm italic text-stone-600">{record.species.scientificName}</p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
          <dt className="font-medium">{t('rareTracker.card.timesSighted')}</dt>
          <dd>{formatNumber(record.timesSighted, language)}</dd>
          <dt className="font-medium">{t('rareTracker.card.lastSeen')}</dt>
          <dd>{formatDate(record.lastSeenDate, language)}</dd>
          <dt className="font-medium">{t('rareTracker.card.reporter')}</dt>
          <dd>
            {record.reporter ? (
              <Link
                to={`/profile/${record.reporter.id}`}
                className="text-brand-800 hover:underline"
                dir="auto"
              >
                {record.reporter.username}
              </Link>
            ) : (
              t('rareTracker.card.formerMember')
            )}
          </dd>
        </dl>
        {place && (
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span dir="auto">{place}</span>
          </p>
        )}
        <p className="text-sm text-stone-700">
          {t('rareTracker.card.confirmations', {
            count: record.confirmations,
            formatted: formatNumber(record.confirmations, language),
          })}
          {' · '}
          {t('rareTracker.card.rejections', {
            count: record.rejections,
            formatted: formatNumber(record.rejections, language),
          })}
        </p>
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <Eye className="size-4 shrink-0" aria-hidden />
          {t('rareTracker.card.watchers', {
            count: record.activeWatchers,
            formatted: formatNumber(record.activeWatchers, language),
          })}
        </p>
        <RareDetails id={record.id} language={language} />
        {viewerId !== null && (
          <div className="flex flex-wrap gap-2 pt-1">
            <WatchControls record={record} speciesLabel={label} />
            {record.reporter?.id !== viewerId ? (
              <VerifyDialog record={record} speciesLabel={label} />
            ) : (
              <p className="self-center text-xs text-stone-600">{t('rareTracker.card.yourReport')}</p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
