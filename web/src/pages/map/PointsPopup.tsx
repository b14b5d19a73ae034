// The popup of a sighting on the map: its picture, species, date and a link to its page; a very rare species
// says its place is approximate. Several sightings at the same spot are listed together.
import type { MapPoint } from '@common/schemas/map';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { isolate } from '../../components/ui/member-text';
import { mediaPath } from '../../features/sightings/media-path';
import { formatDate } from '../../lib/format';

const POPUP_LIST_MAX = 20;

function PointSummary({ point }: { point: MapPoint }) {
  const { t, i18n } = useTranslation();
  const date = point.dateSpotted
    ? formatDate(`${point.dateSpotted}T00:00:00Z`, i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
    : null;
  return (
    <div className="flex items-start gap-3">
      {point.thumbnailUrl ? (
        <img
          src={mediaPath(point.thumbnailUrl)}
          alt={point.speciesName}
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-stone-100 object-cover"
        />
      ) : null}
      <div className="grid min-w-0 gap-0.5">
        <p dir="auto" className="m-0! truncate font-semibold text-stone-900">
          {point.speciesName}
        </p>
        {point.category ? (
          <p className="m-0! text-xs text-stone-600">
            {t(`categories.names.${point.category}`, { defaultValue: point.category })}
          </p>
        ) : null}
        {date ? <p className="m-0! text-xs text-stone-600">{t('map.seenOn', { date })}</p> : null}
        {point.obscured ? <p className="m-0! text-xs text-amber-800">{t('map.approximate')}</p> : null}
        <Link to={`/sighting/${point.id}`} className="text-sm font-medium text-brand-700 underline">
          {t('map.viewSighting', { species: isolate(point.speciesName) })}
        </Link>
      </div>
    </div>
  );
}

export function PointsPopup({ points }: { points: MapPoint[] }) {
  const { i18n } = useTranslation();
  const shown = points.slice(0, POPUP_LIST_MAX);
  return (
    <Popup minWidth={220} maxWidth={300}>
      <div dir={i18n.dir()} className="grid max-h-72 gap-3 overflow-y-auto">
        {shown.map((point) => (
          <PointSummary key={point.id} point={point} />
        ))}
      </div>
    </Popup>
  );
}
