// The facts of a sighting page: when and where (with the map), the field details (weather, behaviour,
// group...) and the camera data. Empty fields are left out.
import { regionalPricingFor } from '@common/constants/regional-pricing';
import { placeLabel } from '@common/place-label';
import type { SightingDetail } from '@common/schemas/sightings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../features/language/current-language';
import {
  cameraName,
  formatAperture,
  formatExposure,
  formatFocalLength,
} from '../../features/sightings/camera';
import { formatCoordinates } from '../../features/sightings/LocationDetailsDialog';
import { formatNumber } from '../../lib/format';
import { SightingMapWhenVisible } from './SightingMapWhenVisible';
import { formatDaySeen, formatTimeSeen, humanize } from './sighting-format';

type Row = [label: string, value: ReactNode];

function FactList({ title, rows }: { title: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-600">{label}</dt>
            {/* Places, behaviour and camera names are the member's own words, in any direction. */}
            <dd dir="auto" className="text-stone-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && value !== '';
}

export function WhenAndWhere({ sighting }: { sighting: SightingDetail }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const locale = regionalPricingFor(language).locale;
  const place = placeLabel(sighting.place, language);
  const latitude = sighting.latitude === null ? Number.NaN : Number(sighting.latitude);
  const longitude = sighting.longitude === null ? Number.NaN : Number(sighting.longitude);
  const hasCoordinates = Number.isFinite(latitude) && Number.isFinite(longitude);
  const rows: Row[] = [];
  if (sighting.dateSpotted)
    rows.push([t('sightingPage.dateSeen'), formatDaySeen(sighting.dateSpotted, locale)]);
  if (sighting.timeSpotted)
    rows.push([t('sightingPage.timeSeen'), formatTimeSeen(sighting.timeSpotted, locale)]);
  if (sighting.location) rows.push([t('sightings.location'), sighting.location]);
  if (place) rows.push([t('sightings.placeFromCoordinates'), place]);
  if (sighting.specificLocation) rows.push([t('sightingPage.specificLocation'), sighting.specificLocation]);
  if (hasCoordinates)
    rows.push([
      t('sightings.coordinates'),
      <span key="c" dir="ltr">
        {formatCoordinates(String(latitude), String(longitude))}
      </span>,
    ]);

  return (
    <div className="grid gap-3">
      <FactList title={t('sightingPage.whenWhere')} rows={rows} />
      {hasCoordinates && <SightingMapWhenVisible latitude={latitude} longitude={longitude} />}
    </div>
  );
}

export function FieldDetails({ sighting }: { sighting: SightingDetail }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const value = (v: string) => t(`sightingPage.values.${v}`, { defaultValue: humanize(v) });
  const yesNo = (v: boolean) => (v ? t('sightingPage.yes') : t('sightingPage.no'));
  const rows: Row[] = [];
  if (present(sighting.weatherConditions))
    rows.push([t('sightingPage.weather'), value(sighting.weatherConditions)]);
  if (present(sighting.temperature))
    rows.push([
      t('sightingPage.temperature'),
      t('sightingPage.celsius', { value: formatNumber(Number(sighting.temperature), language) }),
    ]);
  if (present(sighting.season)) rows.push([t('sightingPage.season'), value(sighting.season)]);
  if (present(sighting.timeOfDay)) rows.push([t('sightingPage.timeOfDay'), value(sighting.timeOfDay)]);
  if (present(sighting.visibility)) rows.push([t('sightingPage.visibility'), value(sighting.visibility)]);
  if (present(sighting.wildlifeActivity)) rows.push([t('sightingPage.behaviour'), sighting.wildlifeActivity]);
  if (present(sighting.groupSize))
    rows.push([t('sightingPage.groupSize'), formatNumber(sighting.groupSize, language)]);
  if (present(sighting.adultCount))
    rows.push([t('sightingPage.adults'), formatNumber(sighting.adultCount, language)]);
  if (present(sighting.juvenileCount))
    rows.push([t('sightingPage.juveniles'), formatNumber(sighting.juvenileCount, language)]);
  if (present(sighting.nestingBehavior))
    rows.push([t('sightingPage.nesting'), yesNo(sighting.nestingBehavior)]);
  if (present(sighting.migrationRelated))
    rows.push([t('sightingPage.migration'), yesNo(sighting.migrationRelated)]);
  if (present(sighting.rarityLevel)) rows.push([t('sightingPage.rarity'), value(sighting.rarityLevel)]);
  if (present(sighting.confidence)) rows.push([t('sightingPage.confidence'), value(sighting.confidence)]);
  return <FactList title={t('sightingPage.details')} rows={rows} />;
}

export function CameraData({ sighting }: { sighting: SightingDetail }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const locale = regionalPricingFor(language).locale;
  const camera = sighting.camera;
  if (!camera) return null;
  const rows: Row[] = [];
  const name = cameraName(camera);
  if (name) rows.push([t('sightingPage.camera'), name]);
  if (present(camera.lens)) rows.push([t('sightingPage.lens'), camera.lens]);
  if (present(camera.focalLength))
    rows.push([t('sightingPage.focalLength'), formatFocalLength(camera.focalLength, locale)]);
  if (present(camera.aperture))
    rows.push([t('sightingPage.aperture'), formatAperture(camera.aperture, locale)]);
  if (present(camera.exposureTime))
    rows.push([t('sightingPage.exposure'), formatExposure(camera.exposureTime, locale)]);
  if (present(camera.iso)) rows.push([t('sightingPage.iso'), `ISO ${formatNumber(camera.iso, language)}`]);
  return <FactList title={t('sightingPage.cameraData')} rows={rows.filter(([, v]) => v !== '')} />;
}
