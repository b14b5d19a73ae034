// What this browser keeps for WildLens (StorageManager): the space used and available, and whether the data is
// persistent (not evicted when the device runs short of space). Browsers without the API report nothing.
import { useCallback, useEffect, useState } from 'react';

export interface StorageState {
  /** Bytes, or null when the browser does not tell. */
  usage: number | null;
  quota: number | null;
  /** null when the browser cannot tell. */
  persisted: boolean | null;
}

export async function readStorageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** Asks the browser to keep WildLens's data; answers whether it is now persistent (null: no such API). */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return null;
  try {
    return await storage.persist();
  } catch {
    return false;
  }
}

export function useStorageState(): { state: StorageState | null; refresh: () => void } {
  const [state, setState] = useState<StorageState | null>(null);
  const refresh = useCallback(() => {
    readStorageState().then(setState, () => setState({ usage: null, quota: null, persisted: null }));
  }, []);
  useEffect(() => refresh(), [refresh]);
  return { state, refresh };
}
