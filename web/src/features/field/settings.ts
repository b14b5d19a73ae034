// The member's field-mode settings (/field/settings), kept in this browser only: they describe the device and
// the line it is on, not the account. The offline queue reads them before each send.
import { useSyncExternalStore } from 'react';

export const FIELD_SETTINGS_KEY = 'wildlens.field.settings';

/** Longest edge a photo is resized to before it is sent; 0 sends the original. */
export const PHOTO_MAX_EDGES = [0, 2560, 1600, 1024] as const;
export type PhotoMaxEdge = (typeof PHOTO_MAX_EDGES)[number];

export interface FieldSettings {
  photoMaxEdge: PhotoMaxEdge;
  /** Hold the queue while the browser says the line is cellular (Network Information API, where it exists). */
  wifiOnly: boolean;
  units: 'metric' | 'imperial';
}

export const DEFAULT_FIELD_SETTINGS: FieldSettings = { photoMaxEdge: 0, wifiOnly: false, units: 'metric' };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: FieldSettings } | null = null;

function parse(raw: string | null): FieldSettings {
  if (!raw) return DEFAULT_FIELD_SETTINGS;
  try {
    const stored = JSON.parse(raw) as Partial<Record<keyof FieldSettings, unknown>>;
    return {
      photoMaxEdge: (PHOTO_MAX_EDGES as readonly unknown[]).includes(stored.photoMaxEdge)
        ? (stored.photoMaxEdge as PhotoMaxEdge)
        : DEFAULT_FIELD_SETTINGS.photoMaxEdge,
      wifiOnly: typeof stored.wifiOnly === 'boolean' ? stored.wifiOnly : DEFAULT_FIELD_SETTINGS.wifiOnly,
      units: stored.units === 'imperial' ? 'imperial' : 'metric',
    };
  } catch {
    return DEFAULT_FIELD_SETTINGS;
  }
}

export function readFieldSettings(): FieldSettings {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(FIELD_SETTINGS_KEY);
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function writeFieldSettings(patch: Partial<FieldSettings>): void {
  localStorage.setItem(FIELD_SETTINGS_KEY, JSON.stringify({ ...readFieldSettings(), ...patch }));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FIELD_SETTINGS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFieldSettings(): FieldSettings {
  return useSyncExternalStore(subscribe, readFieldSettings, () => DEFAULT_FIELD_SETTINGS);
}

/** Whether the browser says the line is cellular (only Chromium-based browsers tell; others count as Wi-Fi). */
export function onCellularLine(): boolean {
  const connection = (navigator as Navigator & { connection?: { type?: string } }).connection;
  return connection?.type === 'cellular';
}
