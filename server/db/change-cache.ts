// A small in-process cache emptied by the change feed: what it holds is exactly what the database held, give or
// take the trip of one notification. Used where one row set is read far more often than it changes (the
// public sightings pages, the member behind a session cookie).
import type { ChangeChannel, ChangeFeed } from './change-feed';

export class ChangeCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped on every change: a value read before a change must not be stored after it. */
  private generation = 0;

  /**
   * `keyed`: a notification's payload names the one key that changed (e.g. a member id); an empty payload, or
   * any payload when not keyed, empties the whole cache.
   */
  constructor(
    private readonly feed: ChangeFeed,
    channels: readonly ChangeChannel[],
    private readonly maxEntries: number,
    keyed = false,
  ) {
    for (const channel of channels) {
      feed.on(channel, (payload) => {
        if (keyed && payload !== '') {
          this.generation += 1;
          this.entries.delete(payload);
        } else this.clear();
      });
    }
  }

  /** The generation to pass to `set` for a value about to be read from the database. */
  begin(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last, so the oldest entry is the first one the Map iterates.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V, readAt: number): void {
    if (!this.feed.live || readAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  /**
   * The kept value of `key`, else `load()`'s, kept unless a change came meanwhile; callers asking while a load is
   * under way share it, so a burst of requests on an empty cache reads the database once.
   */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const under = this.loading.get(key);
    if (under) return under;
    const readAt = this.begin();
    const loading = load().then((value) => {
      this.set(key, value, readAt);
      return value;
    });
    this.loading.set(key, loading);
    try {
      return await loading;
    } finally {
      this.loading.delete(key);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
