// /field/quick-sighting: a sighting in a few taps, one-handed, with or without a signal. One screen: the photo
// (camera or gallery; its EXIF date, time and position fill the form), the species from a quick pick of the
// member's recent species and the offline checklist of the place (or typed), its category, a count, the position
// from the device with its accuracy (or typed, or a pin while online), the time (now unless changed), notes, and
// one Save that ALWAYS goes through the offline queue: stored on the device at once, sent when the line allows.
import { CATEGORY_VALUES } from '@common/constants/categories';
import type { FieldSpecies } from '@common/schemas/field';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectivity } from '../../app/layout/use-connectivity';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { recentSpecies, savedChecklistNear } from '../../features/field/species-checklist';
import { useDevicePosition } from '../../features/field/use-position';
import { QUEUE_PATH } from '../../features/offline-queue/QueueBadge';
import { useOfflineQueue } from '../../features/offline-queue/queue-store';
import { enqueueSighting, startQueueSync } from '../../features/offline-queue/sync';
import { SpeciesNameInput } from '../../features/species/SpeciesNameInput';
import { readPhotoMetadata } from '../../features/uploads/read-photo-metadata';
import {
  localDate,
  type SightingFieldErrors,
  type SightingFormValues,
  validateSighting,
} from '../../features/uploads/sighting-form-values';
import { looksLikeVideo } from '../../features/uploads/upload-media';
import { uploadValidationTexts } from '../../features/uploads/validation-text';
import { CountField } from './quick-sighting/CountField';
import { coordinate, type FieldHelpers, freshValues, nowTime } from './quick-sighting/form-values';
import { PhotoField } from './quick-sighting/PhotoField';
import { PositionFields } from './quick-sighting/PositionFields';
import { SavedStatus } from './quick-sighting/SavedStatus';
import { SpeciesChips } from './quick-sighting/SpeciesChips';
import { WhenFields } from './quick-sighting/WhenFields';

const RECENT_CHIPS = 12;
const NEARBY_CHIPS = 30;

export default function QuickSightingPage() {
  const { t } = useTranslation();
  usePageTitle(t('quickSighting.title'));
  const id = useId();
  const { online } = useConnectivity();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const queue = useOfflineQueue();
  const position = useDevicePosition();

  const [values, setValues] = useState<SightingFormValues>(() => freshValues());
  const [errors, setErrors] = useState<SightingFieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [fromPhoto, setFromPhoto] = useState(false);
  /** The position follows the device until the member types one, drops a pin or the photo brings one. */
  const [followDevice, setFollowDevice] = useState(true);
  const [recent, setRecent] = useState<FieldSpecies[]>([]);
  const [nearby, setNearby] = useState<FieldSpecies[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [lastSavedId, setLastSavedId] = useState<string | null>(null);
  /** Untouched, the time is taken when Save is pressed (the form may stay open a while before the animal shows). */
  const [whenEdited, setWhenEdited] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);

  const change = (patch: Partial<SightingFormValues>) => setValues((v) => ({ ...v, ...patch }));

  // The queue's engine for this member (the layout starts it too; starting twice is harmless), so what is saved
  // here is stamped with the member and sent as soon as it can be.
  useEffect(() => {
    if (user) startQueueSync({ userId: user.id, queryClient });
  }, [user, queryClient]);

  useEffect(() => {
    let cancelled = false;
    recentSpecies()
      .then((species) => {
        if (!cancelled) setRecent(species.slice(0, RECENT_CHIPS));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  // An untouched time follows the clock, so what is shown is what Save records.
  useEffect(() => {
    if (whenEdited) return;
    const tick = setInterval(() => {
      const now = new Date();
      setValues((v) => ({ ...v, dateSpotted: localDate(now), timeSpotted: nowTime(now) }));
    }, 30_000);
    return () => clearInterval(tick);
  }, [whenEdited]);

  const fix = position.fix;
  useEffect(() => {
    if (!followDevice || !fix) return;
    setValues((v) => ({ ...v, latitude: coordinate(fix.lat), longitude: coordinate(fix.lng) }));
  }, [followDevice, fix]);

  // The checklist kept for this place (two decimals, about 1 km: a new fix nearby does not ask again).
  const latKey = Number(values.latitude).toFixed(2);
  const lngKey = Number(values.longitude).toFixed(2);
  useEffect(() => {
    const lat = Number(latKey);
    const lng = Number(lngKey);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
    let cancelled = false;
    savedChecklistNear(lat, lng)
      .then((checklist) => {
        if (!cancelled) setNearby(checklist?.species.slice(0, NEARBY_CHIPS) ?? []);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [latKey, lngKey]);

  const pickFile = async (picked: File | undefined) => {
    setFile(picked ?? null);
    setFromPhoto(false);
    if (!picked || looksLikeVideo(picked)) return;
    const metadata = await readPhotoMetadata(picked);
    const patch: Partial<SightingFormValues> = {};
    if (metadata.takenAt) {
      patch.dateSpotted = metadata.takenAt.slice(0, 10);
      patch.timeSpotted = metadata.takenAt.slice(11, 16);
    }
    if (metadata.latitude !== null && metadata.longitude !== null) {
      patch.latitude = coordinate(metadata.latitude);
      patch.longitude = coordinate(metadata.longitude);
      setFollowDevice(false);
    }
    if (Object.keys(patch).length > 0) {
      change(patch);
      setFromPhoto(true);
      if (metadata.takenAt) setWhenEdited(true);
    }
  };

  const pickSpecies = (species: FieldSpecies) =>
    change({ speciesName: species.commonName, speciesId: species.speciesId, category: species.category });

  const useMyPosition = () => {
    setFollowDevice(true);
    position.start();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaveFailed(false);
    const now = new Date();
    const result = validateSighting(
      whenEdited ? values : { ...values, dateSpotted: localDate(now), timeSpotted: nowTime(now) },
    );
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const accuracy = followDevice && fix ? Math.round(fix.accuracy) : undefined;
      const saved = await enqueueSighting({
        ...result.input,
        ...(file ? { file } : {}),
        ...(accuracy !== undefined ? { accuracyM: accuracy } : {}),
      });
      setLastSavedId(saved);
      // Ready for the next animal: same place (still following the device), the time now, nothing else.
      setValues(freshValues({ latitude: values.latitude, longitude: values.longitude }));
      setFile(null);
      setFromPhoto(false);
      setWhenEdited(false);
      photoButton.current?.focus();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const fields: FieldHelpers = {
    messages: (field) => uploadValidationTexts(t, errors[field]),
    a11y: (field) => ({
      id: `${id}-${field}`,
      'aria-invalid': errors[field]?.length ? true : undefined,
      'aria-describedby': errors[field]?.length ? `${id}-${field}-error` : undefined,
    }),
  };
  const { a11y: fieldA11y, messages } = fields;
  const lastSaved = lastSavedId ? (queue.items.find((i) => i.id === lastSavedId) ?? null) : null;
  const pending = queue.waiting + queue.failed;

  return (
    <div className="mx-auto grid max-w-xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('quickSighting.title')}</h1>
        <p className="text-stone-600">{t('quickSighting.intro')}</p>
        {pending > 0 && (
          <Link to={QUEUE_PATH} className="text-sm font-medium text-brand-800 underline">
            {t('quickSighting.status.queued', { count: pending })}
          </Link>
        )}
      </header>

      <div role="status" aria-live="polite" className="empty:hidden">
        {lastSavedId && (
          <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950">
            <SavedStatus item={lastSaved} percent={lastSavedId ? queue.progress[lastSavedId] : undefined} />
          </div>
        )}
        {saveFailed && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('quickSighting.saveFailed')}
          </p>
        )}
      </div>

      {/* minmax(0,1fr): the species chips scroll sideways inside their row instead of widening the page. */}
      <form noValidate onSubmit={save} className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <PhotoField
          id={id}
          file={file}
          fromPhoto={fromPhoto}
          buttonRef={photoButton}
          onPick={(picked) => void pickFile(picked)}
          onRemove={() => {
            setFile(null);
            setFromPhoto(false);
          }}
        />

        {/* Species */}
        <div className="grid gap-3">
          <Label htmlFor={`${id}-speciesName`} className="text-base">
            {t('quickSighting.species.label')} <span aria-hidden>*</span>
          </Label>
          <SpeciesChips
            title={t('quickSighting.species.recent')}
            species={recent}
            selected={values.speciesName}
            onPick={pickSpecies}
          />
          <SpeciesChips
            title={t('quickSighting.species.nearby')}
            species={nearby.filter((n) => !recent.some((r) => r.commonName === n.commonName))}
            selected={values.speciesName}
            onPick={pickSpecies}
          />
          {recent.length === 0 && nearby.length === 0 && (
            <p className="text-sm text-stone-600">{t('quickSighting.species.none')}</p>
          )}
          {online ? (
            <SpeciesNameInput
              {...fieldA11y('speciesName')}
              value={values.speciesName}
              required
              maxLength={120}
              className="h-12"
              placeholder={t('quickSighting.species.placeholder')}
              onChange={(speciesName, picked) =>
                change(
                  picked?.category
                    ? { speciesName, speciesId: picked.id, category: picked.category }
                    : { speciesName, speciesId: picked?.id ?? null },
                )
              }
            />
          ) : (
            <Input
              {...fieldA11y('speciesName')}
              value={values.speciesName}
              required
              maxLength={120}
              autoComplete="off"
              className="h-12"
              placeholder={t('quickSighting.species.placeholder')}
              onChange={(e) => change({ speciesName: e.target.value, speciesId: null })}
            />
          )}
          <FieldError id={`${id}-speciesName-error`} messages={messages('speciesName')} />
        </div>

        {/* Category (the sighting needs one; a picked species brings its own) */}
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.category?.length ? `${id}-category-error` : undefined}
        >
          <legend className="mb-2 text-base font-medium text-stone-800">
            {t('quickSighting.category')} <span aria-hidden>*</span>
          </legend>
          <div className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-3">
            {CATEGORY_VALUES.map((category) => (
              <label
                key={category}
                className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-2 text-center text-base font-medium text-stone-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={category}
                  checked={values.category === category}
                  onChange={() => change({ category })}
                  className="sr-only"
                />
                {t(`categories.names.${category}`)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-category-error`} messages={messages('category')} />
        </fieldset>

        <CountField
          id={id}
          value={values.groupSize}
          onChange={(groupSize) => change({ groupSize })}
          fields={fields}
        />

        <PositionFields
          id={id}
          latitude={values.latitude}
          longitude={values.longitude}
          following={followDevice}
          position={position}
          online={online}
          onLocate={useMyPosition}
          onChange={(patch) => {
            setFollowDevice(false);
            change(patch);
          }}
          fields={fields}
        />

        <WhenFields
          id={id}
          date={values.dateSpotted}
          time={values.timeSpotted}
          fields={fields}
          onChange={(patch) => {
            setWhenEdited(true);
            change(patch);
          }}
          onNow={() => {
            setWhenEdited(false);
            change({ dateSpotted: localDate(), timeSpotted: nowTime() });
          }}
        />

        {/* Notes */}
        <div className="grid gap-1">
          <Label htmlFor={`${id}-description`} className="text-base">
            {t('quickSighting.notes')}
          </Label>
          <textarea
            {...fieldA11y('description')}
            rows={3}
            maxLength={2000}
            placeholder={t('quickSighting.notesPlaceholder')}
            value={values.description}
            onChange={(e) => change({ description: e.target.value })}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base placeholder:text-stone-400 aria-[invalid=true]:border-red-600"
          />
          <FieldError id={`${id}-description-error`} messages={messages('description')} />
        </div>

        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('quickSighting.fixErrors')}
          </p>
        )}

        {/* Within the thumb's reach above the phone's tab bar while scrolling the form. */}
        <div className="sticky bottom-20 z-10 md:bottom-4">
          <Button type="submit" size="lg" className="min-h-14 w-full text-lg shadow-lg" disabled={saving}>
            {saving ? t('quickSighting.saving') : t('quickSighting.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
