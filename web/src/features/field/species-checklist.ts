// The species checklists of field mode: fetched from GET /api/field/checklist, kept in IndexedDB so the quick
// pick and /field/tools work with no signal, and found again by distance when offline. The member's recent
// species (GET /api/field/recent-species) are kept the same way.
import {
  type FieldChecklist,
  type FieldChecklistQuery,
  type FieldSpecies,
  fieldChecklistSchema,
  fieldRecentSpeciesSchema,
} from '@common/schemas/field';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { apiRequest } from '../../lib/api';

export const OFFLINE_DB_NAME = 'wildlens-offline';

interface OfflineDb extends DBSchema {
  checklists: { key: string; value: FieldChecklist & { key: string; savedAt: number } };
  recentSpecies: { key: 'mine'; value: { species: FieldSpecies[]; savedAt: number } };
}

let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  dbPromise ??= openDB<OfflineDb>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('checklists', { keyPath: 'key' });
      db.createObjectStore('recentSpecies');
    },
  });
  return dbPromise;
}

function checklistKey(c: Pick<FieldChecklist, 'lat' | 'lng' | 'radiusKm' | 'months'>): string {
  return `${c.lat.toFixed(2)},${c.lng.toFixed(2)},${c.radiusKm},${c.months.join('-')}`;
}

/** Downloads the checklist and keeps it for offline use (replacing an older copy of the same place). */
export async function downloadChecklist(query: FieldChecklistQuery): Promise<FieldChecklist> {
  const params = new URLSearchParams({ lat: String(query.lat), lng: String(query.lng) });
  if (query.radiusKm !== undefined) params.set('radiusKm', String(query.radiusKm));
  if (query.month !== undefined) params.set('month', String(query.month));
  const checklist = fieldChecklistSchema.parse(
    await apiRequest<unknown>('GET', `/api/field/checklist?${params}`),
  );
  const db = await offlineDb();
  await db.put('checklists', { ...checklist, key: checklistKey(checklist), savedAt: Date.now() });
  return checklist;
}

/** Downloads the checklist of a circle for this month and its neighbours (the season in the field now). */
export function downloadSeasonChecklist(place: { lat: number; lng: number; radiusKm: number }) {
  return downloadChecklist({ ...place, month: new Date().getMonth() + 1 });
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Every checklist kept in this browser, newest first. */
export async function savedChecklists(): Promise<(FieldChecklist & { key: string; savedAt: number })[]> {
  const all = await (await offlineDb()).getAll('checklists');
  return all.sort((a, b) => b.savedAt - a.savedAt);
}

/** The kept checklist whose circle holds the point (the nearest centre when several do), or null. */
export async function savedChecklistNear(lat: number, lng: number): Promise<FieldChecklist | null> {
  let best: { checklist: FieldChecklist; distance: number } | null = null;
  for (const checklist of await savedChecklists()) {
    const distance = distanceKm(lat, lng, checklist.lat, checklist.lng);
    if (distance <= checklist.radiusKm && (!best || distance < best.distance)) best = { checklist, distance };
  }
  return best?.checklist ?? null;
}

export async function deleteSavedChecklist(key: string): Promise<void> {
  await (await offlineDb()).delete('checklists', key);
}

/** The member's recent species: from the server when it answers (and kept), else the kept copy, else none. */
export async function recentSpecies(): Promise<FieldSpecies[]> {
  const db = await offlineDb();
  try {
    const species = fieldRecentSpeciesSchema.parse(
      await apiRequest<unknown>('GET', '/api/field/recent-species'),
    );
    await db.put('recentSpecies', { species, savedAt: Date.now() }, 'mine');
    return species;
  } catch {
    return (await db.get('recentSpecies', 'mine'))?.species ?? [];
  }
}

/** Removes every checklist and the recent species (the settings page's "clear offline data"). */
export async function clearOfflineSpecies(): Promise<void> {
  const db = await offlineDb();
  await Promise.all([db.clear('checklists'), db.clear('recentSpecies')]);
}
