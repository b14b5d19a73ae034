// Filters kept in the page's address (so a filtered list can be shared or bookmarked): the parameters of the
// moment and a way to change several at once.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type AddressChange = Record<string, string | undefined>;

/**
 * The address's parameters and a change function: empty values are removed; the address is replaced (no new
 * history entry) unless `push` is asked for (opening one item of a list, which Back should close).
 */
export function useAddressParams(): [
  URLSearchParams,
  (change: AddressChange, options?: { push?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  // The router re-renders in a transition, so a second quick change would start from the same old `params` and
  // undo the first: each change starts from the one before it until the new address has rendered.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const change = (patch: AddressChange, options?: { push?: boolean }) => {
    const next = new URLSearchParams(pending.current ?? params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    pending.current = next;
    setParams(next, { replace: !options?.push });
  };
  return [params, change];
}

/** The named parameters as an object (absent ones undefined), for the list's query. */
export function pickParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Record<K, string | undefined> {
  return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<
    K,
    string | undefined
  >;
}
