// /field/settings: what this device keeps and sends in field mode. Offline areas (species checklists kept in
// IndexedDB, with their size), photo quality on a slow line, sync only on Wi-Fi where the browser tells, units,
// the storage used and its persistence, and clearing offline data (never the queue's unsent items).
// Settings live in this browser (features/field/settings.ts): they describe the device, not the account.
import type { FieldChecklist } from '@common/schemas/field';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Switch } from '../../components/ui/Switch';
import { clearOfflineCaches } from '../../features/app-update/offline-caches';
import { checklistBytes, checklistPlace, monthNames } from '../../features/field/checklist-format';
import { useConnectionType } from '../../features/field/connection-type';
import { requestPersistentStorage, useStorageState } from '../../features/field/device-storage';
import {
  DEFAULT_PLACE_CHOICE,
  type PlaceChoice,
  PlacePicker,
  resolvePlace,
} from '../../features/field/PlacePicker';
import {
  PHOTO_MAX_EDGES,
  type PhotoMaxEdge,
  useFieldSettings,
  writeFieldSettings,
} from '../../features/field/settings';
import {
  clearOfflineSpecies,
  deleteSavedChecklist,
  downloadSeasonChecklist,
  savedChecklists,
} from '../../features/field/species-checklist';
import { dataSize, longLength } from '../../features/field/units';
import { useDevicePosition } from '../../features/field/use-position';
import { useCurrentLanguage } from '../../features/language/current-language';
import { errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';

type KeptChecklist = FieldChecklist & { key: string; savedAt: number };

/** About what one resized photo weighs (JPEG at the queue's quality, a typical wildlife scene). */
const APPROX_BYTES: Record<Exclude<PhotoMaxEdge, 0>, number> = {
  2560: 1.5 * 1024 * 1024,
  1600: 600 * 1024,
  1024: 250 * 1024,
};

const option =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 text-base text-stone-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700';

function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 border-t border-stone-200 pt-6">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `generation` changes when offline data was cleared elsewhere on the page: the list is read again. */
function OfflineAreas({ generation }: { generation: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { units } = useFieldSettings();
  const position = useDevicePosition();
  const [kept, setKept] = useState<KeptChecklist[] | null>(null);
  const [choice, setChoice] = useState<PlaceChoice>(DEFAULT_PLACE_CHOICE);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const place = resolvePlace(choice, position.lastKnown);

  const reload = useCallback(() => {
    savedChecklists().then(setKept, () => setKept([]));
  }, []);
  useEffect(() => reload(), [reload, generation]);

  async function download() {
    if (!place.ok) return;
    setBusy(true);
    setMessage(null);
    try {
      const checklist = await downloadSeasonChecklist({
        lat: place.lat,
        lng: place.lng,
        radiusKm: place.radiusKm,
      });
      setMessage({
        text: t('fieldSettings.areas.downloaded', { n: checklist.species.length }),
        error: false,
      });
      reload();
    } catch (error) {
      setMessage({ text: errorMessage(error, t('fieldCommon.checklist.downloadFailed')), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="text-stone-700">{t('fieldSettings.areas.intro')}</p>
      <p className="rounded-lg bg-amber-50 p-3 text-stone-900">{t('fieldSettings.areas.mapTiles')}</p>
      <h3 className="text-lg font-semibold text-stone-900">{t('fieldSettings.areas.downloadTitle')}</h3>
      <PlacePicker value={choice} onChange={setChoice} fix={position.lastKnown} onLocate={position.start} />
      <Button
        type="button"
        size="lg"
        className="min-h-12 w-full"
        disabled={!place.ok || busy}
        onClick={download}
      >
        {busy ? t('fieldCommon.checklist.downloading') : t('fieldSettings.areas.download')}
      </Button>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-red-700' : 'text-brand-800'}
        >
          {message.text}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold text-stone-900">{t('fieldSettings.areas.keptTitle')}</h3>
      {kept === null ? null : kept.length === 0 ? (
        <p className="text-stone-700">{t('fieldSettings.areas.none')}</p>
      ) : (
        <ul className="space-y-3">
          {kept.map((checklist) => (
            <li key={checklist.key} className="rounded-lg border border-stone-200 bg-white p-4">
              <p className="font-medium text-stone-900" dir="ltr">
                {checklistPlace(checklist)}
              </p>
              <p className="text-sm text-stone-700">
                {t('fieldSettings.areas.details', {
                  radius: longLength(checklist.radiusKm, units, language),
                  months: monthNames(checklist.months, language),
                  n: checklist.species.length,
                  size: dataSize(checklistBytes(checklist), language),
                  date: formatDate(new Date(checklist.savedAt), language, { dateStyle: 'medium' }),
                })}
              </p>
              <Button
                type="button"
                variant="outline"
                className="mt-2 min-h-11"
                onClick={() => deleteSavedChecklist(checklist.key).then(reload, reload)}
              >
                {t('fieldSettings.areas.delete')}
                <span className="sr-only">: {checklistPlace(checklist)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PhotoQuality() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { photoMaxEdge } = useFieldSettings();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-stone-700">{t('fieldSettings.photo.intro')}</legend>
      {PHOTO_MAX_EDGES.map((edge) => (
        <label key={edge} className={option}>
          <input
            type="radio"
            name={name}
            className="size-5 shrink-0 accent-brand-700"
            checked={photoMaxEdge === edge}
            onChange={() => writeFieldSettings({ photoMaxEdge: edge })}
          />
          <span>
            {edge === 0
              ? t('fieldSettings.photo.original')
              : t('fieldSettings.photo.resized', {
                  edge: formatNumber(edge, language),
                  size: dataSize(APPROX_BYTES[edge], language),
                })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function WifiOnly() {
  const { t } = useTranslation();
  const { wifiOnly } = useFieldSettings();
  const type = useConnectionType();
  const id = useId();
  const typeName =
    type === 'wifi'
      ? t('fieldSettings.wifi.types.wifi')
      : type === 'cellular'
        ? t('fieldSettings.wifi.types.cellular')
        : type === 'ethernet'
          ? t('fieldSettings.wifi.types.ethernet')
          : t('fieldSettings.wifi.types.other');
  return (
    <>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 bg-white p-4">
        <label htmlFor={id} className="text-base font-medium text-stone-900">
          {t('fieldSettings.wifi.label')}
        </label>
        <Switch
          id={id}
          checked={wifiOnly}
          onCheckedChange={(checked) => writeFieldSettings({ wifiOnly: checked })}
          aria-describedby={`${id}-help`}
        />
      </div>
      <p id={`${id}-help`} className="text-stone-700">
        {t('fieldSettings.wifi.help')}{' '}
        {type ? t('fieldSettings.wifi.reports', { type: typeName }) : t('fieldSettings.wifi.doesNotReport')}
      </p>
    </>
  );
}

function Units() {
  const { t } = useTranslation();
  const { units } = useFieldSettings();
  const name = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <legend className="sr-only">{t('fieldSettings.units.title')}</legend>
      {(['metric', 'imperial'] as const).map((value) => (
        <label key={value} className={option}>
          <input
            type="radio"
            name={name}
            className="size-5 shrink-0 accent-brand-700"
            checked={units === value}
            onChange={() => writeFieldSettings({ units: value })}
          />
          <span>
            {value === 'metric' ? t('fieldSettings.units.metric') : t('fieldSettings.units.imperial')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function StorageAndClearing({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { state, refresh } = useStorageState();
  const [persistMessage, setPersistMessage] = useState<string | null>(null);
  const [cleared, setCleared] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);

  async function persist() {
    const result = await requestPersistentStorage();
    setPersistMessage(
      result === true
        ? t('fieldSettings.storage.persistGranted')
        : result === false
          ? t('fieldSettings.storage.persistRefused')
          : t('fieldSettings.storage.persistUnsupported'),
    );
    refresh();
  }

  async function clearAll() {
    setClearing(true);
    setCleared(null);
    try {
      // The queue's unsent items are in their own database ('wildlens-queue'), which neither call touches.
      await Promise.all([clearOfflineSpecies(), clearOfflineCaches()]);
      setCleared(t('fieldSettings.clear.done'));
    } catch {
      setCleared(t('fieldSettings.clear.failed'));
    } finally {
      setClearing(false);
      refresh();
      onCleared();
    }
  }

  return (
    <>
      <SettingsSection id="storage" title={t('fieldSettings.storage.title')}>
        <p className="text-stone-800" aria-live="polite">
          {state === null
            ? t('common.loading')
            : state.usage !== null && state.quota !== null
              ? t('fieldSettings.storage.used', {
                  used: dataSize(state.usage, language),
                  available: dataSize(Math.max(0, state.quota - state.usage), language),
                })
              : t('fieldSettings.storage.unknown')}
        </p>
        <p className="text-stone-700">
          {state?.persisted === true
            ? t('fieldSettings.storage.persisted')
            : t('fieldSettings.storage.notPersisted')}
        </p>
        {state?.persisted !== true ? (
          <Button type="button" variant="outline" size="lg" className="min-h-12 w-full" onClick={persist}>
            {t('fieldSettings.storage.persist')}
          </Button>
        ) : null}
        {persistMessage ? <p role="status">{persistMessage}</p> : null}
      </SettingsSection>
      <SettingsSection id="clear" title={t('fieldSettings.clear.title')}>
        <p className="text-stone-700">{t('fieldSettings.clear.intro')}</p>
        <p className="font-medium text-stone-900">{t('fieldSettings.clear.queueKept')}</p>
        <ConfirmButton
          variant="destructive"
          size="lg"
          confirmVariant="destructive"
          disabled={clearing}
          question={t('fieldSettings.clear.question')}
          onConfirm={clearAll}
        >
          {t('fieldSettings.clear.button')}
        </ConfirmButton>
        {cleared ? <p role="status">{cleared}</p> : null}
      </SettingsSection>
    </>
  );
}

export default function FieldSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.fieldSettings.title'));
  const [generation, setGeneration] = useState(0);
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.fieldSettings.title')}</h1>
        <p className="mt-2 text-stone-700">{t('fieldSettings.intro')}</p>
      </header>
      <SettingsSection id="areas" title={t('fieldSettings.areas.title')}>
        <OfflineAreas generation={generation} />
      </SettingsSection>
      <SettingsSection id="photo" title={t('fieldSettings.photo.title')}>
        <PhotoQuality />
      </SettingsSection>
      <SettingsSection id="wifi" title={t('fieldSettings.wifi.title')}>
        <WifiOnly />
      </SettingsSection>
      <SettingsSection id="units" title={t('fieldSettings.units.title')}>
        <Units />
      </SettingsSection>
      <StorageAndClearing onCleared={() => setGeneration((g) => g + 1)} />
    </div>
  );
}
