// Deleting what the service worker keeps for offline use (web/src/service-worker/cache-names.ts). The page
// deletes the caches itself (the worker and the page share CacheStorage), so this works whether or not a
// worker is running, and never waits for one. The precached app shell stays: it is the app, not data.

import { isWildLensRuntimeCache, PERSONAL_CACHES } from '../../service-worker/cache-names';

function cacheStorage(): CacheStorage | undefined {
  // Browsers leave caches out on insecure origins.
  return typeof caches === 'undefined' ? undefined : caches;
}

async function deleteCaches(names: readonly string[]): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  await Promise.all(names.map((name) => storage.delete(name).catch(() => false)));
}

/**
 * On sign-out: the member's answers, the sighting pages seen while signed in and the photos go, so the next
 * person on this device finds nothing of theirs offline. Map tiles and built files are nobody's and stay.
 */
export function clearMemberCaches(): Promise<void> {
  return deleteCaches(PERSONAL_CACHES);
}

/**
 * Everything kept for offline reading (the field settings' "clear offline data"): the member's answers,
 * sightings, photos, map tiles and cached built files, of this worker version and any older one.
 */
export async function clearOfflineCaches(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const names = await storage.keys();
  await deleteCaches(names.filter(isWildLensRuntimeCache));
}
