// Where the animal was seen: latitude and longitude inputs that work on their own, 'Use my location'
// (navigator.geolocation), and a map pin picker loaded only when shown (React.lazy), so the form works fully
// without the map: slow networks, blocked tiles or a failed chunk leave the typed coordinates in place.
import { Crosshair, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { MapBoundary } from '../map/MapBoundary';
import { useMyLocation } from '../map/use-my-location';
import { uploadValidationTexts } from './validation-text';

const LocationMap = lazy(() => import('./LocationMap'));

export interface Coordinates {
  latitude: string;
  longitude: string;
}

/** The typed pair as a map position, when both are numbers in range. */
export function toPosition(latitude: string, longitude: string): [number, number] | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return [lat, lng];
}

/** A sighting's own position: as precise as the device can tell. */
const PRECISE: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

export function LocationPicker({
  idPrefix,
  value,
  onChange,
  errors,
  disabled,
  defaultShowMap = true,
}: {
  idPrefix: string;
  value: Coordinates;
  onChange: (next: Coordinates) => void;
  errors?: { latitude?: string[]; longitude?: string[] };
  disabled?: boolean;
  defaultShowMap?: boolean;
}) {
  const { t } = useTranslation();
  const [showMap, setShowMap] = useState(defaultShowMap);
  const latError = uploadValidationTexts(t, errors?.latitude);
  const lngError = uploadValidationTexts(t, errors?.longitude);

  const {
    state: locate,
    supported: canLocate,
    locate: locateMe,
  } = useMyLocation(
    ({ latitude, longitude }) =>
      onChange({
        latitude: String(Number(latitude.toFixed(6))),
        longitude: String(Number(longitude.toFixed(6))),
      }),
    PRECISE,
  );

  const position = toPosition(value.latitude, value.longitude);

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('upload.location.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-latitude`}>{t('upload.location.latitude')}</Label>
          <Input
            id={`${idPrefix}-latitude`}
            name="latitude"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('upload.location.latitudePlaceholder')}
            value={value.latitude}
            onChange={(e) => onChange({ ...value, latitude: e.target.value })}
            aria-invalid={Boolean(latError?.length)}
            aria-describedby={latError?.length ? `${idPrefix}-latitude-error` : undefined}
          />
          <FieldError id={`${idPrefix}-latitude-error`} messages={latError} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-longitude`}>{t('upload.location.longitude')}</Label>
          <Input
            id={`${idPrefix}-longitude`}
            name="longitude"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('upload.location.longitudePlaceholder')}
            value={value.longitude}
            onChange={(e) => onChange({ ...value, longitude: e.target.value })}
            aria-invalid={Boolean(lngError?.length)}
            aria-describedby={lngError?.length ? `${idPrefix}-longitude-error` : undefined}
          />
          <FieldError id={`${idPrefix}-longitude-error`} messages={lngError} />
        </div>
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
          {locate === 'locating' ? t('upload.location.locating') : t('upload.location.useMyLocation')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={showMap}
          aria-controls={`${idPrefix}-map`}
          onClick={() => setShowMap((shown) => !shown)}
        >
          <MapIcon aria-hidden />
          {showMap ? t('upload.location.hideMap') : t('upload.location.showMap')}
        </Button>
        {value.latitude || value.longitude ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ latitude: '', longitude: '' })}
          >
            {t('upload.location.clear')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="text-sm text-stone-600">
        {!canLocate && t('upload.location.unsupported')}
        {locate === 'denied' && t('upload.location.denied')}
        {locate === 'unavailable' && t('upload.location.unavailable')}
      </div>
      {showMap && (
        <div id={`${idPrefix}-map`} className="grid gap-1">
          <MapBoundary fallback={<p className="text-sm text-stone-600">{t('upload.location.mapFailed')}</p>}>
            <Suspense
              fallback={
                <div className="flex h-64 items-center justify-center rounded-md border border-stone-200 bg-stone-50">
                  <Spinner label={t('upload.location.mapLoading')} />
                </div>
              }
            >
              <LocationMap
                position={position}
                onPick={(latitude, longitude) =>
                  onChange({ latitude: String(latitude), longitude: String(longitude) })
                }
              />
            </Suspense>
          </MapBoundary>
          <p className="text-xs text-stone-500">{t('upload.location.mapHint')}</p>
        </div>
      )}
    </fieldset>
  );
}
