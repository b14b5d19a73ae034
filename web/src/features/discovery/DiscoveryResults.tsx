// The four sections of discovery for a place: species seen recently, species likely this season, the hot spots
// nearby (each opening its location page) and the recent rare sightings (each opening its sighting, placed only
// to its region and country: their positions are approximate for everyone but their author).
import { mediaPath } from '@common/media-renditions';
import { countryName } from '@common/place-label';
import type { Discovery, DiscoverySpecies } from '@common/schemas/discovery';
import { CalendarCheck, MapPin, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { formatDate, formatNumber } from '../../lib/format';
import { seasonMonths } from './discovery-params';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

function Section({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-semibold text-stone-900">
          {title}
        </h2>
        {summary && <p className="mt-1 text-stone-700">{summary}</p>}
      </div>
      {children}
    </section>
  );
}

function Thumb({ src }: { src: string | null }) {
  if (!src) return <span className="size-16 shrink-0 rounded-md bg-stone-100" aria-hidden />;
  return (
    <img
      src={mediaPath(src)}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className="size-16 shrink-0 rounded-md object-cover"
    />
  );
}

function SpeciesItem({
  s,
  language,
  showYears,
}: {
  s: DiscoverySpecies;
  language: string;
  showYears: boolean;
}) {
  const { t } = useTranslation();
  const href = s.slug ? `/species/${encodeURIComponent(s.slug)}` : `/sighting/${s.latestSightingId}`;
  return (
    <li className="flex gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <Thumb src={s.photo} />
      <div className="grid min-w-0 content-start gap-0.5">
        <Link
          to={href}
          dir="auto"
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {s.name}
        </Link>
        {s.scientificName && s.scientificName !== s.name && (
          <span className="text-sm italic text-stone-600" dir="ltr">
            {s.scientificName}
          </span>
        )}
        <span className="text-sm text-stone-800">
          {t('discovery.species.count', { count: s.count, formatted: formatNumber(s.count, language) })}
          {showYears &&
            ` · ${t('discovery.species.years', { count: s.years, formatted: formatNumber(s.years, language) })}`}
        </span>
        <span className="text-sm text-stone-600">
          {t('discovery.species.lastSeen', { date: formatDate(s.lastSeen, language, DAY) })}
        </span>
        <Link to={`/sighting/${s.latestSightingId}`} className="text-sm text-brand-800 underline">
          {t('discovery.species.latest')}
        </Link>
      </div>
    </li>
  );
}

function SpeciesList({
  species,
  empty,
  language,
  showYears = false,
}: {
  species: DiscoverySpecies[];
  empty: string;
  language: string;
  showYears?: boolean;
}) {
  if (species.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {species.map((s) => (
        <SpeciesItem key={s.key} s={s} language={language} showYears={showYears} />
      ))}
    </ul>
  );
}

export function DiscoveryResults({ data, language }: { data: Discovery; language: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10">
      <Section
        id="discovery-recent"
        title={t('discovery.recent.title')}
        summary={t('discovery.recent.summary', {
          from: formatDate(data.recentFrom, language, DAY),
          to: formatDate(data.recentTo, language, DAY),
        })}
      >
        <SpeciesList species={data.recentSpecies} empty={t('discovery.recent.empty')} language={language} />
      </Section>
      <Section
        id="discovery-likely"
        title={t('discovery.likely.title')}
        summary={t('discovery.likely.summary', { months: seasonMonths(data.month, language).join(', ') })}
      >
        <SpeciesList
          species={data.likelySpecies}
          empty={t('discovery.likely.empty')}
          language={language}
          showYears
        />
      </Section>
      <Section id="discovery-hot-spots" title={t('discovery.hotSpots.title')}>
        {data.hotSpots.length === 0 ? (
          <p className="text-stone-700">{t('discovery.hotSpots.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.hotSpots.map((spot) => (
              <li
                key={spot.slug}
                className="grid content-start gap-1 rounded-lg border border-stone-200 bg-white p-3"
              >
                <div className="flex flex-wrap gap-1">
                  <Badge>{t(`locations.parkTypes.${spot.parkType}`)}</Badge>
                  {spot.inSeason && (
                    <Badge variant="accent">
                      <CalendarCheck aria-hidden />
                      {t('discovery.hotSpots.inSeason')}
                    </Badge>
                  )}
                </div>
                <Link
                  to={`/location/${spot.slug}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {spot.name}
                </Link>
                <span className="flex items-center gap-1 text-sm text-stone-700">
                  <MapPin className="size-4 shrink-0" aria-hidden />
                  {[spot.state, countryName(spot.country, language)].filter(Boolean).join(', ')}
                </span>
                <span className="text-sm text-stone-700">
                  {t('discovery.hotSpots.distance', { km: formatNumber(spot.distanceKm, language) })}
                  {' · '}
                  {t('discovery.species.count', {
                    count: spot.sightingCount,
                    formatted: formatNumber(spot.sightingCount, language),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="discovery-rare" title={t('discovery.rare.title')} summary={t('discovery.rare.note')}>
        {data.rareSightings.length === 0 ? (
          <p className="text-stone-700">{t('discovery.rare.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.rareSightings.map((r) => (
              <li key={r.sightingId} className="flex gap-3 rounded-lg border border-amber-200 bg-white p-3">
                <Thumb src={r.photo} />
                <div className="grid min-w-0 content-start gap-0.5">
                  <Link
                    to={`/sighting/${r.sightingId}`}
                    dir="auto"
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {r.name}
                  </Link>
                  <div className="flex flex-wrap gap-1">
                    {r.rarityLevel && (
                      <Badge variant="outline">
                        <TriangleAlert aria-hidden />
                        {t(`sightingPage.values.${r.rarityLevel}`)}
                      </Badge>
                    )}
                    {r.conservationStatus && (
                      <Badge variant="outline">{t(`conservation.status.${r.conservationStatus}`)}</Badge>
                    )}
                  </div>
                  <span className="text-sm text-stone-700">
                    {[
                      r.place.nearestPlace,
                      r.place.region,
                      r.place.countryCode && countryName(r.place.countryCode, language),
                    ]
                      .filter(Boolean)
                      .join(', ') || t('discovery.rare.noPlace')}
                  </span>
                  <span className="text-sm text-stone-600">
                    {t('discovery.rare.seen', { date: formatDate(r.seenOn, language, DAY) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
