// A small in-process cache emptied by the change feed: what it holds is exactly what the database held, give or
// take the trip of one notification. Used where one row set is read far more often than it changes (the
// public sightings pages, the member behind a session cookie).
import type { ChangeChannel, ChangeFeed } from './change-feed';

export class ChangeCache<V> {
  private readonly entries = new Map<string, V>();
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

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
