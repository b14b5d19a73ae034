// The queue's state as the screen sees it, kept in memory: the connectivity banner and the header's badge read
// it from the first paint, so this module must stay tiny and must not import IndexedDB code (the sync engine,
// loaded after the first render for members only, fills it in).
import { useSyncExternalStore } from 'react';
import type { QueueSnapshot } from './types';

export const EMPTY_QUEUE: QueueSnapshot = {
  items: [],
  waiting: 0,
  failed: 0,
  sending: false,
  hold: null,
  progress: {},
};

let snapshot: QueueSnapshot = EMPTY_QUEUE;
const listeners = new Set<() => void>();

export function getQueueSnapshot(): QueueSnapshot {
  return snapshot;
}

export function setQueueSnapshot(patch: Partial<QueueSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in member's queue: its items and counts (all zero until the sync engine has started). */
export function useOfflineQueue(): QueueSnapshot {
  return useSyncExternalStore(subscribeQueue, getQueueSnapshot, () => EMPTY_QUEUE);
}
