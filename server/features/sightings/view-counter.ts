// Which viewers were already counted for which sighting recently: a small in-memory LRU with expiry.
//
// A view counts at most once per viewer (the signed-in member, else the client address) per sighting per 30
// minutes, so reloading a page does not inflate the counter. The memory is per server process and bounded
// (the oldest entries go first): with several processes a viewer may be counted once per process, and after a
// restart once more; the counter itself is always one atomic UPDATE, so no view is ever lost.
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
export const VIEW_MEMORY_MAX_ENTRIES = 100_000;

export class RecentViewers {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly windowMs = VIEW_WINDOW_MS,
    private readonly maxEntries = VIEW_MEMORY_MAX_ENTRIES,
  ) {}

  /**
   * Records the view and answers true when it should be counted, false when the same viewer was counted for
   * this sighting within the window. Synchronous, so concurrent requests of one viewer count once.
   */
  claim(viewerKey: string, sightingId: number): boolean {
    const key = `${viewerKey}|${sightingId}`;
    const now = this.now();
    const expires = this.seen.get(key);
    // Re-inserting moves the key to the end of the Map's order, which is what makes the eviction LRU. A repeat
    // within the window keeps its original expiry: the window runs from the view that was counted.
    this.seen.delete(key);
    if (expires !== undefined && expires > now) {
      this.seen.set(key, expires);
      return false;
    }
    this.seen.set(key, now + this.windowMs);
    while (this.seen.size > this.maxEntries) {
      const oldest = this.seen.keys().next();
      if (oldest.done) break;
      this.seen.delete(oldest.value);
    }
    return true;
  }

  /** Forgets a claim whose view was not counted after all (e.g. the sighting was not found). */
  release(viewerKey: string, sightingId: number): void {
    this.seen.delete(`${viewerKey}|${sightingId}`);
  }

  get size(): number {
    return this.seen.size;
  }
}
