// The place of a species checklist (/field/tools and /field/settings): the device's position or coordinates
// typed in, and the radius around it. Big radio "chips" rather than a select: one tap each with a glove on.
import { FIELD_CHECKLIST_MAX_RADIUS_KM } from '@common/schemas/field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { useCurrentLanguage } from '../language/current-language';
import { useFieldSettings } from './settings';
import { formatCoordinate, longLength } from './units';
import type { Fix } from './use-position';

export const CHECKLIST_RADII = [5, 10, 25, 50] as const satisfies readonly number[];
export type ChecklistRadius = (typeof CHECKLIST_RADII)[number];

export interface PlaceChoice {
  source: 'position' | 'coordinates';
  latText: string;
  lngText: string;
  radiusKm: ChecklistRadius;
}

export const DEFAULT_PLACE_CHOICE: PlaceChoice = {
  source: 'position',
  latText: '',
  lngText: '',
  radiusKm: 10,
};

function parseCoordinate(text: string, limit: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

export type ResolvedPlace =
  | { ok: true; lat: number; lng: number; radiusKm: ChecklistRadius }
  | { ok: false; reason: 'noPosition' | 'badLat' | 'badLng' | 'empty' };

export function resolvePlace(choice: PlaceChoice, fix: Fix | null): ResolvedPlace {
  if (choice.source === 'position') {
    return fix
      ? { ok: true, lat: fix.lat, lng: fix.lng, radiusKm: choice.radiusKm }
      : { ok: false, reason: 'noPosition' };
  }
  if (!choice.latText.trim() && !choice.lngText.trim()) return { ok: false, reason: 'empty' };
  const lat = parseCoordinate(choice.latText, 90);
  if (lat === null) return { ok: false, reason: 'badLat' };
  const lng = parseCoordinate(choice.lngText, 180);
  if (lng === null) return { ok: false, reason: 'badLng' };
  return { ok: true, lat, lng, radiusKm: choice.radiusKm };
}

const chip =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 text-base text-stone-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700';

export function PlacePicker({
  value,
  onChange,
  fix,
  onLocate,
}: {
  value: PlaceChoice;
  onChange: (next: PlaceChoice) => void;
  /** The device's latest (or last kept) position. */
  fix: Fix | null;
  /** Starts the position watch, offered while there is no position yet. */
  onLocate?: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { units } = useFieldSettings();
  const id = useId();
  const resolved = resolvePlace(value, fix);
  const latError = value.source === 'coordinates' && !resolved.ok && resolved.reason === 'badLat';
  const lngError = value.source === 'coordinates' && !resolved.ok && resolved.reason === 'badLng';
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-stone-900">{t('fieldCommon.place.legend')}</legend>
        <label className={chip}>
          <input
            type="radio"
            name={`${id}-source`}
            className="size-5 accent-brand-700"
            checked={value.source === 'position'}
            onChange={() => onChange({ ...value, source: 'position' })}
          />
          <span>
            {t('fieldCommon.place.myPosition')}
            <span className="block text-sm text-stone-700">
              {fix
                ? `${formatCoordinate(fix.lat)}, ${formatCoordinate(fix.lng)}`
                : t('fieldCommon.place.noPosition')}
            </span>
          </span>
        </label>
        {!fix && onLocate && value.source === 'position' ? (
          <Button type="button" variant="outline" className="min-h-12 w-full" onClick={onLocate}>
            {t('fieldCommon.place.locate')}
          </Button>
        ) : null}
        <label className={chip}>
          <input
            type="radio"
            name={`${id}-source`}
            className="size-5 accent-brand-700"
            checked={value.source === 'coordinates'}
            onChange={() => onChange({ ...value, source: 'coordinates' })}
          />
          <span>{t('fieldCommon.place.coordinates')}</span>
        </label>
        {value.source === 'coordinates' ? (
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${id}-lat`} className="text-sm font-medium text-stone-800">
                {t('fieldCommon.place.latitude')}
              </label>
              <Input
                id={`${id}-lat`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="51.5074"
                className="mt-1 h-12"
                value={value.latText}
                aria-invalid={latError}
                aria-describedby={latError ? `${id}-lat-error` : undefined}
                onChange={(e) => onChange({ ...value, latText: e.target.value })}
              />
              {latError ? (
                <p id={`${id}-lat-error`} className="mt-1 text-sm text-red-700">
                  {t('fieldCommon.place.badLat')}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${id}-lng`} className="text-sm font-medium text-stone-800">
                {t('fieldCommon.place.longitude')}
              </label>
              <Input
                id={`${id}-lng`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="-0.1278"
                className="mt-1 h-12"
                value={value.lngText}
                aria-invalid={lngError}
                aria-describedby={lngError ? `${id}-lng-error` : undefined}
                onChange={(e) => onChange({ ...value, lngText: e.target.value })}
              />
              {lngError ? (
                <p id={`${id}-lng-error`} className="mt-1 text-sm text-red-700">
                  {t('fieldCommon.place.badLng')}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-medium text-stone-900">{t('fieldCommon.place.radius')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CHECKLIST_RADII.filter((r) => r <= FIELD_CHECKLIST_MAX_RADIUS_KM).map((radius) => (
            <label key={radius} className={chip}>
              <input
                type="radio"
                name={`${id}-radius`}
                className="size-5 accent-brand-700"
                checked={value.radiusKm === radius}
                onChange={() => onChange({ ...value, radiusKm: radius })}
              />
              <span>{longLength(radius, units, language)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
