// A value shown ahead of the server (optimistic likes and bookmarks). The local value holds only while the
// value from the server is still the one it was set against: once a refetch brings a newer server value,
// that one wins, so the screen never keeps a stale guess.
import { useState } from 'react';

/** `T` is a flat object of primitives (compared key by key). */
export function useOptimistic<T extends object>(server: T) {
  const [local, setLocal] = useState<{ basis: T; value: T } | null>(null);
  const current = local && sameValues(local.basis, server) ? local.value : server;
  return {
    value: current,
    /** Shows `value` until the server's value changes; null goes back to the server's value. */
    set: (value: T | null) => setLocal(value === null ? null : { basis: server, value }),
  };
}

function sameValues<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k]);
}
