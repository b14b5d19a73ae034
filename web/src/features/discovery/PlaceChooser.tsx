// Where discovery looks: the member's position (the browser's geolocation, rounded to about a kilometre), a
// protected area or hot spot found by name (GET /api/locations), or a point clicked on the map; with the radius
// and the month "likely this season" is about. Every choice goes into the address.
import { LocateFixed, Map as MapIcon, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useMyLocation } from '../map/use-my-location';
import { useDebouncedValue } from '../species/use-debounced-value';
import { monthNames, RADII, roundCoordinate } from './discovery-params';
import { type AddressChange, usePlaceSearch } from './use-discovery';

const GEOLOCATION_OPTIONS: PositionOptions = { maximumAge: 10 * 60 * 1000, timeout: 15_000 };

export function PlaceChooser({
  params,
  onChange,
  mapOpen,
  onToggleMap,
}: {
  params: URLSearchParams;
  onChange: (change: AddressChange) => void;
  mapOpen: boolean;
  onToggleMap: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const ids = { search: useId(), radius: useId(), month: useId(), results: useId() };
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const matches = usePlaceSearch(q);
  const months = monthNames(language, 'long');
  const currentMonth = new Date().getUTCMonth() + 1;

  const { state: locating, locate } = useMyLocation(
    ({ latitude, longitude }) =>
      onChange({
        lat: String(roundCoordinate(latitude)),
        lng: String(roundCoordinate(longitude)),
        location: undefined,
      }),
    GEOLOCATION_OPTIONS,
  );

  const showMatches = q.length >= 2 && text.trim().length >= 2;
  const found = matches.data?.items ?? [];

  return (
    <section
      aria-labelledby="discovery-place-heading"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="discovery-place-heading" className="text-lg font-semibold text-stone-900">
        {t('discovery.place.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="button" variant="outline" onClick={locate} disabled={locating === 'locating'}>
          <LocateFixed aria-hidden />
          {locating === 'locating' ? t('discovery.place.locating') : t('discovery.place.useMyLocation')}
        </Button>
        <Button type="button" variant="outline" aria-pressed={mapOpen} onClick={onToggleMap}>
          <MapIcon aria-hidden />
          {mapOpen ? t('discovery.place.hideMap') : t('discovery.place.showMap')}
        </Button>
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor={ids.search}>{t('discovery.place.search')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
              aria-hidden
            />
            <Input
              id={ids.search}
              type="search"
              className="ps-9"
              value={text}
              maxLength={100}
              placeholder={t('discovery.place.searchPlaceholder')}
              aria-controls={showMatches ? ids.results : undefined}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.radius}>{t('discovery.place.radius')}</Label>
          <NativeSelect
            id={ids.radius}
            value={params.get('radiusKm') ?? ''}
            onChange={(e) => onChange({ radiusKm: e.target.value || undefined })}
          >
            <option value="">{t('discovery.place.radiusDefault')}</option>
            {RADII.map((km) => (
              <option key={km} value={String(km)}>
                {t('discovery.place.radiusOption', { km: formatNumber(km, language) })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.month}>{t('discovery.place.month')}</Label>
          <NativeSelect
            id={ids.month}
            value={params.get('month') ?? ''}
            onChange={(e) => onChange({ month: e.target.value || undefined })}
          >
            <option value="">{t('discovery.place.thisMonth', { month: months[currentMonth - 1] })}</option>
            {months.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {(locating === 'denied' || locating === 'unavailable') && (
        <p role="alert" className="text-sm text-red-800">
          {t('discovery.place.locationDenied')}
        </p>
      )}
      {showMatches && (
        <div id={ids.results} aria-live="polite">
          {found.length === 0 ? (
            !matches.isFetching && <p className="text-sm text-stone-700">{t('discovery.place.noMatches')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('discovery.place.matches')}>
              {found.map((area) => (
                <li key={area.slug}>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setText('');
                      onChange({ location: area.slug, lat: undefined, lng: undefined });
                    }}
                  >
                    {area.name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
