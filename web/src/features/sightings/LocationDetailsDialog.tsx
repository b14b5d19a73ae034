// 'Location Details': the full location text of a sighting and its coordinates when it has them.

import { placeLabel } from '@common/place-label';
import type { Sighting } from '@common/schemas/sightings';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/Dialog';
import { useCurrentLanguage } from '../language/current-language';

/** The text before the first comma: "Churchill, Manitoba, Canada" shows as "Churchill" on the card. */
export function shortLocation(location: string): string {
  return (location.split(',')[0] ?? location).trim() || location;
}

/** "27.1, 88" rather than the stored "27.10000000, 88.00000000". */
export function formatCoordinates(latitude: string, longitude: string): string {
  const short = (v: string) => (Number.isFinite(Number(v)) ? String(Number(v)) : v);
  return `${short(latitude)}, ${short(longitude)}`;
}

export function LocationDetailsDialog({ sighting }: { sighting: Sighting & { location: string } }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const place = placeLabel(sighting.place, language);
  const hasCoordinates = sighting.latitude !== null && sighting.longitude !== null;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={t('sightings.showLocation', { location: sighting.location })}
        className="inline-flex max-w-full items-center gap-1 rounded text-sm text-stone-600 hover:text-brand-800 hover:underline"
      >
        <MapPin className="size-3.5 shrink-0" aria-hidden />
        {/* dir="auto": an English place in an Arabic page keeps its first letters when it is cut short. */}
        <span dir="auto" className="truncate">
          {shortLocation(sighting.location)}
        </span>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sightings.locationDetails')}</DialogTitle>
          <DialogDescription dir="auto">{sighting.speciesName}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="font-medium text-stone-900">{t('sightings.location')}</dt>
            <dd dir="auto" className="text-stone-700">
              {sighting.location}
            </dd>
          </div>
          {place && place !== sighting.location && (
            <div>
              <dt className="font-medium text-stone-900">{t('sightings.placeFromCoordinates')}</dt>
              <dd dir="auto" className="text-stone-700">
                {place}
              </dd>
            </div>
          )}
          {hasCoordinates && (
            <div>
              <dt className="font-medium text-stone-900">{t('sightings.coordinates')}</dt>
              <dd className="text-stone-700">
                <span dir="ltr">{formatCoordinates(sighting.latitude ?? '', sighting.longitude ?? '')}</span>
              </dd>
            </div>
          )}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
