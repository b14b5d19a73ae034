// /field/quick-sighting: a sighting in a few taps, one-handed, with or without a signal. One screen: the photo
// (camera or gallery; its EXIF date, time and position fill the form), the species from a quick pick of the
// member's recent species and the offline checklist of the place (or typed), its category, a count, the position
// from the device with its accuracy (or typed, or a pin while online), the time (now unless changed), notes, and
// one Save that ALWAYS goes through the offline queue: stored on the device at once, sent when the line allows.
import { CATEGORY_VALUES } from '@common/constants/categories';
import type { FieldSpecies } from '@common/schemas/field';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Crosshair, Image as ImageIcon, Map as MapIcon, Minus, Plus, Video, X } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectivity } from '../../app/layout/use-connectivity';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useFieldSettings } from '../../features/field/settings';
import { recentSpecies, savedChecklistNear } from '../../features/field/species-checklist';
import { shortLength } from '../../features/field/units';
import { useDevicePosition } from '../../features/field/use-position';
import { useCurrentLanguage } from '../../features/language/current-language';
import { MapBoundary } from '../../features/map/MapBoundary';
import { QUEUE_PATH } from '../../features/offline-queue/QueueBadge';
import { useOfflineQueue } from '../../features/offline-queue/queue-store';
import { enqueueSighting, startQueueSync } from '../../features/offline-queue/sync';
import type { QueueItem } from '../../features/offline-queue/types';
import { SpeciesNameInput } from '../../features/species/SpeciesNameInput';
import { readPhotoMetadata } from '../../features/uploads/read-photo-metadata';
import {
  EMPTY_SIGHTING,
  localDate,
  type SightingFieldErrors,
  type SightingFormValues,
  validateSighting,
} from '../../features/uploads/sighting-form-values';
import { upgradeLinkOf, uploadErrorText } from '../../features/uploads/UploadErrorNotice';
import { looksLikeVideo, UploadError } from '../../features/uploads/upload-media';
import { uploadValidationTexts } from '../../features/uploads/validation-text';

const LocationMap = lazy(() => import('../../features/uploads/LocationMap'));

const RECENT_CHIPS = 12;
const NEARBY_CHIPS = 30;
const COUNT_MAX = 100_000;

const pad = (n: number) => String(n).padStart(2, '0');
const nowTime = (now = new Date()) => `${pad(now.getHours())}:${pad(now.getMinutes())}`;
const coordinate = (value: number) => String(Number(value.toFixed(6)));

function freshValues(keep?: Pick<SightingFormValues, 'latitude' | 'longitude'>): SightingFormValues {
  const now = new Date();
  return {
    ...EMPTY_SIGHTING,
    latitude: keep?.latitude ?? '',
    longitude: keep?.longitude ?? '',
    dateSpotted: localDate(now),
    timeSpotted: nowTime(now),
    groupSize: '1',
  };
}

/** Big, thumb-sized choice (≥ 48 px). */
const chip =
  'inline-flex min-h-12 shrink-0 items-center rounded-full border px-4 text-base font-medium transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white border-stone-300 bg-white text-stone-900 hover:bg-stone-100 aria-pressed:hover:bg-brand-800';

function SpeciesChips({
  title,
  species,
  selected,
  onPick,
}: {
  title: string;
  species: FieldSpecies[];
  selected: string;
  onPick: (species: FieldSpecies) => void;
}) {
  if (species.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 text-sm text-stone-600">{title}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {species.map((s) => (
          <button
            key={`${s.speciesId ?? ''}-${s.commonName}`}
            type="button"
            aria-pressed={selected.trim().toLowerCase() === s.commonName.toLowerCase()}
            className={chip}
            onClick={() => onPick(s)}
          >
            {s.commonName}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Where the sighting saved last stands: on the device, sending (with progress), published, or refused. */
function SavedStatus({ item, percent }: { item: QueueItem | null; percent: number | undefined }) {
  const { t } = useTranslation();
  if (!item) return <p>{t('quickSighting.status.saved')}</p>;
  if (item.state === 'sent') {
    return (
      <p>
        {t('quickSighting.status.sent')}{' '}
        {item.kind === 'sighting' && item.resultId !== undefined && (
          <Link to={`/sighting/${item.resultId}`} className="font-medium text-brand-800 underline">
            {t('quickSighting.status.viewSighting')}
          </Link>
        )}
      </p>
    );
  }
  if (item.state === 'failed' && item.error) {
    const error = new UploadError(item.error.status, item.error.message, item.error.upgradeUrl);
    const upgrade = upgradeLinkOf(error);
    return (
      <p className="text-red-800">
        {t('quickSighting.status.failed')} {uploadErrorText(t, error)}{' '}
        {upgrade && (
          <Link to={upgrade} className="font-medium underline">
            {t('upload.errors.upgradeLink')}
          </Link>
        )}{' '}
        <Link to={QUEUE_PATH} className="font-medium underline">
          {t('quickSighting.status.review')}
        </Link>
      </p>
    );
  }
  if (item.state === 'sending') {
    return (
      <div className="grid gap-1">
        <p>{t('quickSighting.status.sending')}</p>
        {percent !== undefined && (
          <div
            role="progressbar"
            aria-label={t('quickSighting.status.progress', { percent })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
    );
  }
  return <p>{t('quickSighting.status.saved')}</p>;
}

export default function QuickSightingPage() {
  const { t } = useTranslation();
  usePageTitle(t('quickSighting.title'));
  const id = useId();
  const language = useCurrentLanguage();
  const { units } = useFieldSettings();
  const { online } = useConnectivity();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const queue = useOfflineQueue();
  const position = useDevicePosition();

  const [values, setValues] = useState<SightingFormValues>(() => freshValues());
  const [errors, setErrors] = useState<SightingFieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fromPhoto, setFromPhoto] = useState(false);
  /** The position follows the device until the member types one, drops a pin or the photo brings one. */
  const [followDevice, setFollowDevice] = useState(true);
  const [showMap, setShowMap] = useState(false);
  const [recent, setRecent] = useState<FieldSpecies[]>([]);
  const [nearby, setNearby] = useState<FieldSpecies[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [lastSavedId, setLastSavedId] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
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

  useEffect(() => {
    if (!file || looksLikeVideo(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

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

  const clearFileInputs = () => {
    for (const input of [fileInput.current, galleryInput.current]) if (input) input.value = '';
  };

  const pickSpecies = (species: FieldSpecies) =>
    change({ speciesName: species.commonName, speciesId: species.speciesId, category: species.category });

  const useMyPosition = () => {
    setFollowDevice(true);
    position.start();
  };

  const count = Number(values.groupSize) || 0;
  const setCount = (next: number) =>
    change({ groupSize: String(Math.min(COUNT_MAX, Math.max(1, Math.round(next)))) });

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
      clearFileInputs();
      photoButton.current?.focus();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const messages = (field: string) => uploadValidationTexts(t, errors[field]);
  const fieldA11y = (field: string) => ({
    id: `${id}-${field}`,
    'aria-invalid': Boolean(errors[field]?.length) || undefined,
    'aria-describedby': errors[field]?.length ? `${id}-${field}-error` : undefined,
  });
  const lastSaved = lastSavedId ? (queue.items.find((i) => i.id === lastSavedId) ?? null) : null;
  const pending = queue.waiting + queue.failed;
  const mapPosition: [number, number] | null =
    values.latitude !== '' &&
    values.longitude !== '' &&
    Number.isFinite(Number(values.latitude)) &&
    Number.isFinite(Number(values.longitude))
      ? [Number(values.latitude), Number(values.longitude)]
      : null;

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
        {/* Photo */}
        <div className="grid gap-2">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*,video/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => void pickFile(e.target.files?.[0])}
          />
          {/* The same without `capture`: phones that open the camera straight away still let the member pick a
              photo taken earlier. */}
          <input
            ref={galleryInput}
            type="file"
            accept="image/*,video/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => void pickFile(e.target.files?.[0])}
          />
          {file ? (
            <div className="grid gap-2">
              {preview ? (
                <img
                  src={preview}
                  alt={t('quickSighting.photo.previewAlt')}
                  className="max-h-64 w-full rounded-lg bg-stone-100 object-contain"
                />
              ) : (
                <p className="flex min-h-24 items-center gap-2 rounded-lg bg-stone-100 px-4 text-stone-800">
                  <Video className="size-6 shrink-0" aria-hidden />
                  <span className="break-all">{t('quickSighting.photo.video', { name: file.name })}</span>
                </p>
              )}
              {fromPhoto && <p className="text-sm text-stone-600">{t('quickSighting.photo.fromPhoto')}</p>}
              <div className="grid grid-cols-2 gap-2">
                <Button
                  ref={photoButton}
                  type="button"
                  variant="outline"
                  className="min-h-12"
                  onClick={() => fileInput.current?.click()}
                >
                  <Camera aria-hidden />
                  {t('quickSighting.photo.change')}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  className="min-h-12"
                  onClick={() => {
                    setFile(null);
                    setFromPhoto(false);
                    clearFileInputs();
                  }}
                >
                  <X aria-hidden />
                  {t('quickSighting.photo.remove')}
                </Button>
              </div>
            </div>
          ) : (
            <button
              ref={photoButton}
              type="button"
              onClick={() => fileInput.current?.click()}
              className="flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 px-4 text-lg font-medium text-stone-800 hover:bg-stone-100"
            >
              <Camera className="size-8" aria-hidden />
              {t('quickSighting.photo.take')}
            </button>
          )}
          {!file && (
            <Button
              type="button"
              variant="ghost"
              className="min-h-12"
              onClick={() => galleryInput.current?.click()}
            >
              <ImageIcon aria-hidden />
              {t('quickSighting.photo.gallery')}
            </Button>
          )}
        </div>

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

        {/* Count */}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-groupSize`} className="text-base">
            {t('quickSighting.count.label')}
          </Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              className="size-12 shrink-0 p-0"
              aria-label={t('quickSighting.count.decrease')}
              disabled={count <= 1}
              onClick={() => setCount(count - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <Input
              {...fieldA11y('groupSize')}
              type="number"
              inputMode="numeric"
              min={1}
              max={COUNT_MAX}
              step={1}
              value={values.groupSize}
              onChange={(e) => change({ groupSize: e.target.value })}
              className="h-12 w-24 text-center text-lg"
            />
            <Button
              type="button"
              variant="outline"
              className="size-12 shrink-0 p-0"
              aria-label={t('quickSighting.count.increase')}
              onClick={() => setCount(count + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
          <FieldError id={`${id}-groupSize-error`} messages={messages('groupSize')} />
        </div>

        {/* Where */}
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-medium text-stone-800">
            {t('quickSighting.position.legend')}
          </legend>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant={followDevice && fix ? 'secondary' : 'outline'}
              className="min-h-12"
              onClick={useMyPosition}
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
            {followDevice && fix && (
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
            <div className="grid content-start gap-1">
              <Label htmlFor={`${id}-latitude`}>{t('quickSighting.position.latitude')}</Label>
              <Input
                {...fieldA11y('latitude')}
                inputMode="decimal"
                autoComplete="off"
                className="h-12"
                value={values.latitude}
                onChange={(e) => {
                  setFollowDevice(false);
                  change({ latitude: e.target.value });
                }}
              />
              <FieldError id={`${id}-latitude-error`} messages={messages('latitude')} />
            </div>
            <div className="grid content-start gap-1">
              <Label htmlFor={`${id}-longitude`}>{t('quickSighting.position.longitude')}</Label>
              <Input
                {...fieldA11y('longitude')}
                inputMode="decimal"
                autoComplete="off"
                className="h-12"
                value={values.longitude}
                onChange={(e) => {
                  setFollowDevice(false);
                  change({ longitude: e.target.value });
                }}
              />
              <FieldError id={`${id}-longitude-error`} messages={messages('longitude')} />
            </div>
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
                    position={mapPosition}
                    onPick={(latitude, longitude) => {
                      setFollowDevice(false);
                      change({ latitude: String(latitude), longitude: String(longitude) });
                    }}
                  />
                </Suspense>
              </MapBoundary>
            </div>
          )}
        </fieldset>

        {/* When */}
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-dateSpotted`}>{t('quickSighting.when.date')}</Label>
            <Input
              {...fieldA11y('dateSpotted')}
              type="date"
              max={localDate()}
              className="h-12"
              value={values.dateSpotted}
              onChange={(e) => {
                setWhenEdited(true);
                change({ dateSpotted: e.target.value });
              }}
            />
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-timeSpotted`}>{t('quickSighting.when.time')}</Label>
            <Input
              {...fieldA11y('timeSpotted')}
              type="time"
              className="h-12"
              value={values.timeSpotted}
              onChange={(e) => {
                setWhenEdited(true);
                change({ timeSpotted: e.target.value });
              }}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            className="min-h-12"
            onClick={() => {
              setWhenEdited(false);
              change({ dateSpotted: localDate(), timeSpotted: nowTime() });
            }}
          >
            {t('quickSighting.when.now')}
          </Button>
          <FieldError
            id={`${id}-dateSpotted-error`}
            messages={messages('dateSpotted')}
            className="col-span-3"
          />
          <FieldError
            id={`${id}-timeSpotted-error`}
            messages={messages('timeSpotted')}
            className="col-span-3"
          />
        </div>

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
