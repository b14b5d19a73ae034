// Clearing what the worker keeps offline: sign-out takes the member's answers, sightings and photos and leaves
// map tiles and built files; "clear offline data" takes every WildLens runtime cache, older versions' too, and
// never the precached app shell or another feature's storage. Where browsers offer no caches, nothing fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '../../service-worker/cache-names';
import { clearMemberCaches, clearOfflineCaches } from './offline-caches';

const PRECACHE = 'workbox-precache-v2-https://wildlens.example/';

function stubCaches(names: string[]) {
  const present = new Set(names);
  const storage = {
    keys: vi.fn(async () => [...present]),
    delete: vi.fn(async (name: string) => present.delete(name)),
  };
  vi.stubGlobal('caches', storage);
  return { storage, present };
}

afterEach(() => vi.unstubAllGlobals());

describe('offline caches', () => {
  it("sign-out deletes the member's answers, sightings and photos, and keeps tiles, built files and the shell", async () => {
    const { present } = stubCaches([...Object.values(CACHE_NAMES), PRECACHE]);
    await clearMemberCaches();
    expect([...present].sort()).toEqual([CACHE_NAMES.assets, CACHE_NAMES.tiles, PRECACHE].sort());
  });

  it('clearing offline data deletes every runtime cache of any version, and keeps the shell', async () => {
    const { present } = stubCaches([
      ...Object.values(CACHE_NAMES),
      'wildlens-tiles-v0',
      PRECACHE,
      'something-else',
    ]);
    await clearOfflineCaches();
    expect([...present].sort()).toEqual([PRECACHE, 'something-else'].sort());
  });

  it('does nothing where browsers offer no caches (an insecure origin)', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearMemberCaches()).resolves.toBeUndefined();
    await expect(clearOfflineCaches()).resolves.toBeUndefined();
  });

  it('goes on when one cache cannot be deleted', async () => {
    const { storage, present } = stubCaches([CACHE_NAMES.member, CACHE_NAMES.photos]);
    storage.delete.mockRejectedValueOnce(new Error('busy'));
    await expect(clearMemberCaches()).resolves.toBeUndefined();
    expect(present.size).toBe(1);
  });
});
