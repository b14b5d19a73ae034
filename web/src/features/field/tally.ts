// The tally counter of /field/tools: several named counters for a flock or a herd, kept in localStorage so a
// count survives a reload, a locked phone or a closed tab. Other tabs follow through the storage event.
import { useSyncExternalStore } from 'react';

export const TALLY_KEY = 'wildlens.field.tally';

export interface TallyCounter {
  id: string;
  name: string;
  count: number;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: TallyCounter[] } = { raw: null, value: [] };

function parse(raw: string | null): TallyCounter[] {
  if (!raw) return [];
  try {
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { id, name, count } = item as Record<string, unknown>;
      if (typeof id !== 'string' || typeof name !== 'string' || typeof count !== 'number') return [];
      return [{ id, name, count: Math.max(0, Math.floor(count)) }];
    });
  } catch {
    return [];
  }
}

export function readTally(): TallyCounter[] {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(TALLY_KEY);
  if (cached.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function write(counters: TallyCounter[]): void {
  localStorage.setItem(TALLY_KEY, JSON.stringify(counters));
  for (const listener of listeners) listener();
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function addCounter(name: string): string {
  const id = newId();
  write([...readTally(), { id, name: name.trim(), count: 0 }]);
  return id;
}

export function renameCounter(id: string, name: string): void {
  write(readTally().map((c) => (c.id === id ? { ...c, name: name.trim() } : c)));
}

/** Adds `delta` (negative to take away); a count never goes below 0. */
export function changeCount(id: string, delta: number): void {
  write(readTally().map((c) => (c.id === id ? { ...c, count: Math.max(0, c.count + delta) } : c)));
}

export function resetCounter(id: string): void {
  write(readTally().map((c) => (c.id === id ? { ...c, count: 0 } : c)));
}

export function removeCounter(id: string): void {
  write(readTally().filter((c) => c.id !== id));
}

export function tallyTotal(counters: readonly TallyCounter[]): number {
  return counters.reduce((sum, c) => sum + c.count, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TALLY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: TallyCounter[] = [];

export function useTally(): TallyCounter[] {
  return useSyncExternalStore(subscribe, readTally, () => EMPTY);
}
