// What both discovery pages share: the title, the place chooser, the map (loaded when asked for) and the name
// of the place being shown; the page puts its own content below.
import { countryName } from '@common/place-label';
import type { Discovery } from '@common/schemas/discovery';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../components/ui/member-text';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { PlaceChooser } from './PlaceChooser';
import type { AddressChange } from './use-discovery';

const DiscoveryMap = lazy(() => import('./DiscoveryMap'));

export function DiscoveryFrame({
  title,
  intro,
  aside,
  params,
  onChange,
  data,
  children,
}: {
  title: string;
  intro: string;
  /** A link to the other discovery view. */
  aside?: ReactNode;
  params: URLSearchParams;
  onChange: (change: AddressChange) => void;
  data: Discovery | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [mapOpen, setMapOpen] = useState(false);
  const centre = data?.centre;
  const named = centre
    ? [centre.label, centre.countryCode && countryName(centre.countryCode, language)]
        .filter(Boolean)
        .join(', ')
    : '';
  const where = !centre
    ? null
    : named
      ? t('discovery.place.around', { place: isolate(named) })
      : t('discovery.place.aroundPoint', {
          latitude: formatNumber(centre.latitude, language),
          longitude: formatNumber(centre.longitude, language),
        });
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:py-12">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        <p className="max-w-3xl text-stone-700">{intro}</p>
        {aside}
      </header>
      <PlaceChooser
        params={params}
        onChange={onChange}
        mapOpen={mapOpen}
        onToggleMap={() => setMapOpen((open) => !open)}
      />
      {mapOpen && (
        <section
          aria-label={t('discovery.place.mapLabel')}
          className="h-80 overflow-hidden rounded-xl border border-stone-200"
        >
          <Suspense fallback={<Skeleton className="size-full" />}>
            <DiscoveryMap
              data={data}
              onPick={(lat, lng) => onChange({ lat: String(lat), lng: String(lng), location: undefined })}
            />
          </Suspense>
        </section>
      )}
      {where && data && (
        <p className="text-lg text-stone-800" aria-live="polite">
          <span className="font-semibold">{where}</span>{' '}
          {t('discovery.place.within', { km: formatNumber(data.radiusKm, language) })}
        </p>
      )}
      {children}
    </div>
  );
}
