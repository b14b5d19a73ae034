// Which rows changed, told to every server process: database triggers (migration "change_notifications")
// NOTIFY a channel on commit of any write to the rows behind an in-process cache, and each process LISTENs.
// A write on any process therefore clears the caches of all of them, and a cache never outlives the data it
// copied by more than the notification's trip (well under a millisecond on one machine).
import pg from 'pg';

/**
 * wl_sightings: sightings, their authors' names and pictures, their media; wl_sessions: sessions ended, members
 * changed; wl_marks: a member's likes and bookmarks (the payload is the member's id); wl_species: the species
 * catalogue. The migrations' trigger functions (0007, 0008) name these channels too.
 */
export const CHANGE_CHANNELS = ['wl_sightings', 'wl_sessions', 'wl_marks', 'wl_species'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

export interface ChangeFeed {
  /**
   * False while the listening connection is down: a change may then go unheard, so caches must neither serve
   * nor keep anything until it is back.
   */
  readonly live: boolean;
  /**
   * Calls `listener` on every change of the channel with the notification's payload, and with '' (everything
   * may have changed) on every loss or return of the connection.
   */
  on(channel: ChangeChannel, listener: ChangeListener): () => void;
  /**
   * Tells this process's listeners at once that something may have changed: called after each write request,
   * so the member who wrote reads their write on the next request even before the notification is back.
   */
  changedHere(): void;
  close(): Promise<void>;
}

export type ChangeListener = (payload: string) => void;

class Listeners {
  private readonly byChannel = new Map<ChangeChannel, Set<ChangeListener>>();

  on(channel: ChangeChannel, listener: ChangeListener): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  emit(channel: string, payload: string): void {
    for (const listener of this.byChannel.get(channel as ChangeChannel) ?? []) listener(payload);
  }

  emitAll(): void {
    for (const channel of CHANGE_CHANNELS) this.emit(channel, '');
  }
}

/** PGlite runs inside this process: its notifications arrive on commit and its "connection" never drops. */
export async function pgliteChangeFeed(client: {
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const stops = await Promise.all(
    CHANGE_CHANNELS.map((channel) => client.listen(channel, (payload) => listeners.emit(channel, payload))),
  );
  return {
    live: true,
    on: (channel, listener) => listeners.on(channel, listener),
    changedHere: () => listeners.emitAll(),
    async close() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

const RETRY_MS = [250, 1000, 5000, 15_000];

/** A dedicated connection (LISTEN holds it) that reconnects after a loss; not live in between. */
export async function postgresChangeFeed(connectionString: string): Promise<ChangeFeed> {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!live) return;
    live = false;
    listeners.emitAll();
    scheduleConnect();
  };
  const scheduleConnect = () => {
    if (closed) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 15_000;
    attempt += 1;
    retryTimer = setTimeout(() => void connect().catch(lost), delay);
    retryTimer.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => listeners.emit(message.channel, message.payload ?? ''));
    next.on('error', () => {
      next.end().catch(() => {});
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of CHANGE_CHANNELS) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (client === null) throw error; // the first connection: the server cannot start without it
      scheduleConnect();
      return;
    }
    client = next;
    attempt = 0;
    live = true;
    // Whatever changed while nobody listened.
    listeners.emitAll();
  };

  await connect();
  return {
    get live() {
      return live;
    },
    on: (channel, listener) => listeners.on(channel, listener),
    changedHere: () => listeners.emitAll(),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      live = false;
      await client?.end().catch(() => {});
    },
  };
}
