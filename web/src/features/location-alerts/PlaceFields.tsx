// Where the alert watches: its name, the place as the member calls it, the centre (typed latitude and longitude,
// 'Use my location', or a pin on the map) and the radius (a slider; the map draws the circle). The map is
// loaded only when shown and the typed coordinates work without it.
import { LOCATION_ALERT_RADIUS_MAX_KM } from '@common/schemas/location-alerts';
import { Crosshair, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { MapBoundary } from '../map/MapBoundary';
import { useMyLocation } from '../map/use-my-location';
import { describedField, FormSection, Messages } from './form-parts';
import type { AlertFormValues } from './form-values';

const AlertMap = lazy(() => import('./AlertMap'));

/** The typed pair as a map position, when both are numbers in range. */
export function typedPosition(latitude: string, longitude: string): [number, number] | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return [lat, lng];
}

export interface SectionProps {
  idPrefix: string;
  values: AlertFormValues;
  onChange: (patch: Partial<AlertFormValues>) => void;
  /** The translated messages of one field. */
  messages: (field: string) => string[] | undefined;
}

export function PlaceFields({ idPrefix, values, onChange, messages }: SectionProps) {
  const { t } = useTranslation();
  const [showMap, setShowMap] = useState(true);
  const {
    state: locate,
    supported: canLocate,
    locate: locateMe,
  } = useMyLocation(({ latitude, longitude }) =>
    onChange({
      latitude: String(Number(latitude.toFixed(5))),
      longitude: String(Number(longitude.toFixed(5))),
    }),
  );
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <FormSection legend={t('locationAlerts.place.legend')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id('alertName')}>{t('locationAlerts.place.name')}</Label>
          <Input
            {...describedField(id('alertName'), messages('alertName'))}
            required
            maxLength={100}
            dir="auto"
            placeholder={t('locationAlerts.place.namePlaceholder')}
            value={values.alertName}
            onChange={(e) => onChange({ alertName: e.target.value })}
          />
          <Messages id={id('alertName')} messages={messages('alertName')} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id('location')}>{t('locationAlerts.place.location')}</Label>
          <Input
            {...describedField(id('location'), messages('location'))}
            maxLength={200}
            dir="auto"
            placeholder={t('locationAlerts.place.locationPlaceholder')}
            value={values.location}
            onChange={(e) => onChange({ location: e.target.value })}
          />
          <Messages id={id('location')} messages={messages('location')} />
        </div>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-800">
          {t('locationAlerts.place.centre')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['latitude', 'longitude'] as const).map((field) => (
            <div key={field} className="grid content-start gap-1.5">
              <Label htmlFor={id(field)}>{t(`locationAlerts.place.${field}`)}</Label>
              <Input
                {...describedField(id(field), messages(field))}
                type="number"
                step="any"
                min={field === 'latitude' ? -90 : -180}
                max={field === 'latitude' ? 90 : 180}
                inputMode="decimal"
                required
                dir="ltr"
                value={values[field]}
                onChange={(e) => onChange({ [field]: e.target.value })}
              />
              <Messages id={id(field)} messages={messages(field)} />
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={locateMe}
            disabled={!canLocate || locate === 'locating'}
          >
            <Crosshair aria-hidden />
            {locate === 'locating'
              ? t('locationAlerts.place.locating')
              : t('locationAlerts.place.useMyLocation')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={showMap}
            aria-controls={id('map')}
            onClick={() => setShowMap((shown) => !shown)}
          >
            <MapIcon aria-hidden />
            {showMap ? t('locationAlerts.place.hideMap') : t('locationAlerts.place.showMap')}
          </Button>
        </div>
        <div aria-live="polite" className="text-sm text-stone-600">
          {!canLocate && t('locationAlerts.place.locateUnsupported')}
          {locate === 'denied' && t('locationAlerts.place.locateDenied')}
          {locate === 'unavailable' && t('locationAlerts.place.locateUnavailable')}
        </div>
        {showMap && (
          <div id={id('map')} className="grid gap-1">
            <MapBoundary
              fallback={<p className="text-sm text-stone-600">{t('locationAlerts.place.mapFailed')}</p>}
            >
              <Suspense
                fallback={
                  <div className="flex h-72 items-center justify-center rounded-md border border-stone-200 bg-stone-50">
                    <Spinner label={t('locationAlerts.place.mapLoading')} />
                  </div>
                }
              >
                <AlertMap
                  position={typedPosition(values.latitude, values.longitude)}
                  radiusKm={values.radiusKm}
                  onPick={(latitude, longitude) =>
                    onChange({ latitude: String(latitude), longitude: String(longitude) })
                  }
                />
              </Suspense>
            </MapBoundary>
            <p className="text-xs text-stone-600">{t('locationAlerts.place.mapHint')}</p>
          </div>
        )}
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor={id('radiusKm')}>{t('locationAlerts.place.radius')}</Label>
        <div className="flex items-center gap-3">
          <input
            {...describedField(id('radiusKm'), messages('radiusKm'))}
            type="range"
            min={1}
            max={LOCATION_ALERT_RADIUS_MAX_KM}
            step={1}
            className="w-full accent-brand-700"
            value={values.radiusKm}
            aria-valuetext={t('locationAlerts.kilometres', { value: values.radiusKm })}
            onChange={(e) => onChange({ radiusKm: Number(e.target.value) })}
          />
          <output htmlFor={id('radiusKm')} className="min-w-16 text-end text-sm text-stone-900">
            {t('locationAlerts.kilometres', { value: values.radiusKm })}
          </output>
        </div>
        <Messages id={id('radiusKm')} messages={messages('radiusKm')} />
        <p className="text-xs text-stone-600">
          {t('locationAlerts.place.radiusHint', { max: LOCATION_ALERT_RADIUS_MAX_KM })}
        </p>
      </div>
    </FormSection>
  );
}
