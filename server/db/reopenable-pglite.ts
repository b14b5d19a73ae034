// An embedded PGlite that can be closed and opened again under the same handle, so the memory a bulk load grew
// is given back: PGlite's WebAssembly memory grows to the largest it ever needed and never shrinks (the species
// catalogue's first load leaves it ~130 MB larger; docs/PERFORMANCE.md, Server memory). Drizzle and the change
// feed hold this object, never the PGlite inside it; a reopen waits for the calls under way, holds new ones for
// the second or two the new instance takes to start, and gives up (keeping the old one) rather than wait on a
// caller that never finishes.
import v8 from 'node:v8';
import vm from 'node:vm';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

type Listener = (payload: string) => void;
interface Subscription {
  channel: string;
  listener: Listener;
  stop: () => Promise<void>;
}

/** How long a reopen waits for the calls under way before it gives up and keeps the running instance. */
const DRAIN_TIMEOUT_MS = 5_000;

export class ReopenablePGlite {
  #client: PGlite;
  #active = 0;
  #drained: (() => void)[] = [];
  #gate: Promise<void> | null = null;
  readonly #subscriptions = new Set<Subscription>();

  constructor(
    client: PGlite,
    private readonly open: () => Promise<PGlite>,
  ) {
    this.#client = client;
  }

  query<T>(query: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]): Promise<Results<T>> {
    return this.#run((client) => client.query<T>(query, params, options));
  }

  exec(query: string): Promise<Results[]> {
    return this.#run((client) => client.exec(query));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#run((client) => client.transaction(callback));
  }

  /** LISTEN that survives a reopen: the channel is listened to again on the new instance. */
  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const subscription: Subscription = { channel, listener, stop: async () => {} };
    subscription.stop = await this.#run((client) => client.listen(channel, listener));
    this.#subscriptions.add(subscription);
    return async () => {
      this.#subscriptions.delete(subscription);
      await subscription.stop();
    };
  }

  /**
   * Closes the instance and opens the same data directory again. Returns false, changing nothing, when the
   * calls under way did not finish within drainTimeoutMs.
   */
  async reopen(drainTimeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
    if (this.#gate) return false;
    let release = () => {};
    this.#gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      if (this.#active > 0) {
        const drained = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), drainTimeoutMs);
          this.#drained.push(() => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        if (!drained) return false;
      }
      await this.#client.close();
      // The closed instance's WebAssembly memory goes only when V8 collects it, which took ~20 s: meanwhile
      // the process held both instances' memory.
      collectGarbageNow();
      this.#client = await this.open();
      for (const subscription of this.#subscriptions) {
        subscription.stop = await this.#client.listen(subscription.channel, subscription.listener);
      }
      return true;
    } finally {
      this.#gate = null;
      release();
    }
  }

  close(): Promise<void> {
    return this.#client.close();
  }

  async #run<T>(call: (client: PGlite) => Promise<T>): Promise<T> {
    while (this.#gate) await this.#gate;
    this.#active += 1;
    try {
      return await call(this.#client);
    } finally {
      this.#active -= 1;
      if (this.#active === 0) for (const done of this.#drained.splice(0)) done();
    }
  }
}

/** A full garbage collection, now (V8's gc() is exposed on demand, in a throwaway context). */
function collectGarbageNow(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}
