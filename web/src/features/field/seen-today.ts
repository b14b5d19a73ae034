// The species ticked as seen today on the checklist of /field/tools, kept in localStorage for the device's
// calendar day: the ticks of yesterday's walk do not carry over into today's.
import type { FieldSpecies } from '@common/schemas/field';
import { useSyncExternalStore } from 'react';

export const SEEN_TODAY_KEY = 'wildlens.field.seenToday';

interface Stored {
  day: string;
  keys: string[];
}

/** The device's local date, YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One species of a checklist: its catalogue slug or id, else the name members wrote. */
export function speciesKey(species: Pick<FieldSpecies, 'slug' | 'speciesId' | 'commonName'>): string {
  if (species.slug) return `slug:${species.slug}`;
  if (species.speciesId !== null) return `id:${species.speciesId}`;
  return `name:${species.commonName.toLowerCase()}`;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; day: string; value: ReadonlySet<string> } | null = null;

export function readSeenToday(now = new Date()): ReadonlySet<string> {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SEEN_TODAY_KEY);
  const day = localDay(now);
  if (cached?.raw === raw && cached.day === day) return cached.value;
  let keys: string[] = [];
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (stored?.day === day && Array.isArray(stored.keys)) {
      keys = stored.keys.filter((k): k is string => typeof k === 'string');
    }
  } catch {
    // A damaged entry counts as no ticks.
  }
  cached = { raw, day, value: new Set(keys) };
  return cached.value;
}

export function setSeenToday(key: string, seen: boolean, now = new Date()): void {
  const keys = new Set(readSeenToday(now));
  if (seen) keys.add(key);
  else keys.delete(key);
  const stored: Stored = { day: localDay(now), keys: [...keys] };
  localStorage.setItem(SEEN_TODAY_KEY, JSON.stringify(stored));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEEN_TODAY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: ReadonlySet<string> = new Set();

export function useSeenToday(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => readSeenToday(),
    () => NONE,
  );
}
