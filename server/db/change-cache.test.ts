// ChangeCache.read: one load for a burst of callers on an empty cache, kept until a change, and a value read
// across a change is not kept (the next read loads again).
import { describe, expect, it } from 'vitest';
import { ChangeCache } from './change-cache';
import type { ChangeChannel, ChangeFeed, ChangeListener } from './change-feed';

function feed(): ChangeFeed & { notify(channel: ChangeChannel): void } {
  const listeners = new Map<ChangeChannel, ChangeListener[]>();
  return {
    live: true,
    on(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      return () => {};
    },
    changedHere() {},
    async close() {},
    notify(channel) {
      for (const l of listeners.get(channel) ?? []) l('');
    },
  };
}

describe('ChangeCache.read', () => {
  it('loads once for callers asking together, then serves the kept value until a change', async () => {
    const changes = feed();
    const cache = new ChangeCache<number>(changes, ['wl_sightings'], 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    expect(await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)])).toEqual([
      1, 1, 1,
    ]);
    expect(await cache.read('k', load)).toBe(1);
    changes.notify('wl_sightings');
    expect(await cache.read('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a value whose load a change overtook', async () => {
    const changes = feed();
    const cache = new ChangeCache<string>(changes, ['wl_sightings'], 10);
    const slow = cache.read('k', async () => {
      changes.notify('wl_sightings');
      return 'before the change';
    });
    expect(await slow).toBe('before the change');
    expect(await cache.read('k', async () => 'after')).toBe('after');
  });
});
