import { Crosshair, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/FieldError';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { Spinner } from '../../../components/ui/Spinner';
import { useFieldSettings } from '../../../features/field/settings';
import { shortLength } from '../../../features/field/units';
import type { DevicePosition } from '../../../features/field/use-position';
import { useCurrentLanguage } from '../../../features/language/current-language';
import { MapBoundary } from '../../../features/map/MapBoundary';
import type { FieldHelpers } from './form-values';

const LocationMap = lazy(() => import('../../../features/uploads/LocationMap'));

/** A position to show on the map, when both fields hold numbers. */
function mapPositionOf(latitude: string, longitude: string): [number, number] | null {
  if (latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
}

/**
 * Where the animal was: the device's position with its accuracy (one tap), typed coordinates, or a pin on the
 * map while online. `following`: the fields show the device's fix.
 */
export function PositionFields({
  id,
  latitude,
  longitude,
  following,
  position,
  online,
  onLocate,
  onChange,
  fields,
}: {
  id: string;
  latitude: string;
  longitude: string;
  following: boolean;
  position: DevicePosition;
  online: boolean;
  onLocate: () => void;
  /** Typed or pinned by the member (the fields stop following the device). */
  onChange: (patch: { latitude?: string; longitude?: string }) => void;
  fields: FieldHelpers;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { units } = useFieldSettings();
  const [showMap, setShowMap] = useState(false);
  const fix = position.fix;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-medium text-stone-800">
        {t('quickSighting.position.legend')}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant={following && fix ? 'secondary' : 'outline'}
          className="min-h-12"
          onClick={onLocate}
          disabled={position.status === 'unsupported'}
        >
          <Crosshair aria-hidden />
          {position.status === 'waiting'
            ? t('quickSighting.position.locating')
            : t('quickSighting.position.locate')}
        </Button>
        {online ? (
          <Button
            type="button"
            variant="ghost"
            className="min-h-12"
            aria-expanded={showMap}
            aria-controls={`${id}-map`}
            onClick={() => setShowMap((shown) => !shown)}
          >
            <MapIcon aria-hidden />
            {showMap ? t('quickSighting.position.hideMap') : t('quickSighting.position.showMap')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="text-sm text-stone-700 empty:hidden">
        {following && fix && (
          <p>
            {t('quickSighting.position.accuracy', {
              distance: shortLength(fix.accuracy, units, language),
            })}
          </p>
        )}
        {position.status === 'denied' && <p>{t('quickSighting.position.denied')}</p>}
        {position.status === 'unavailable' && <p>{t('quickSighting.position.unavailable')}</p>}
        {position.status === 'unsupported' && <p>{t('quickSighting.position.unsupported')}</p>}
        {!online && <p>{t('quickSighting.position.mapOffline')}</p>}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {(['latitude', 'longitude'] as const).map((field) => (
          <div key={field} className="grid content-start gap-1">
            <Label htmlFor={`${id}-${field}`}>{t(`quickSighting.position.${field}`)}</Label>
            <Input
              {...fields.a11y(field)}
              inputMode="decimal"
              autoComplete="off"
              className="h-12"
              value={field === 'latitude' ? latitude : longitude}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
            <FieldError id={`${id}-${field}-error`} messages={fields.messages(field)} />
          </div>
        ))}
      </div>
      {online && showMap && (
        <div id={`${id}-map`}>
          <MapBoundary
            fallback={<p className="text-sm text-stone-600">{t('quickSighting.position.mapOffline')}</p>}
          >
            <Suspense
              fallback={
                <div className="flex h-64 items-center justify-center rounded-md border border-stone-200 bg-stone-50">
                  <Spinner label={t('quickSighting.position.mapLoading')} />
                </div>
              }
            >
              <LocationMap
                position={mapPositionOf(latitude, longitude)}
                onPick={(lat, lng) => onChange({ latitude: String(lat), longitude: String(lng) })}
              />
            </Suspense>
          </MapBoundary>
        </div>
      )}
    </fieldset>
  );
}
