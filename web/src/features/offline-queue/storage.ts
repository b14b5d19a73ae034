// Where the queue lives: IndexedDB 'wildlens-queue' (through idb), the items in one store and their photo or
// video Blobs in another (so listing the queue never reads the files). Both survive closing the browser.
// The engine talks to the QueueStorage interface, so tests can hand it the in-memory version below.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueueItem } from './types';

export const QUEUE_DB_NAME = 'wildlens-queue';

export interface QueueStorage {
  /** Every item, oldest first. */
  list(): Promise<QueueItem[]>;
  get(id: string): Promise<QueueItem | undefined>;
  /** Stores a new item and its file together: both or neither. */
  add(item: QueueItem, file?: Blob): Promise<void>;
  /** Rewrites the item if it is still there (a discarded item stays discarded); answers the new value. */
  update(id: string, change: (item: QueueItem) => QueueItem): Promise<QueueItem | undefined>;
  /** Removes the item and its file. */
  remove(id: string): Promise<void>;
  getFile(id: string): Promise<Blob | undefined>;
  removeFile(id: string): Promise<void>;
}

interface QueueDb extends DBSchema {
  items: { key: string; value: QueueItem; indexes: { createdAt: number } };
  files: { key: string; value: Blob };
}

let dbPromise: Promise<IDBPDatabase<QueueDb>> | null = null;

function queueDb(): Promise<IDBPDatabase<QueueDb>> {
  dbPromise ??= openDB<QueueDb>(QUEUE_DB_NAME, 1, {
    upgrade(db) {
      const items = db.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('createdAt', 'createdAt');
      db.createObjectStore('files');
    },
    // Another tab holds an older version open: close ours so its upgrade can run, and reopen on next use.
    blocking() {
      void dbPromise?.then((db) => db.close());
      dbPromise = null;
    },
  });
  return dbPromise;
}

export function indexedDbQueueStorage(): QueueStorage {
  return {
    async list() {
      return (await queueDb()).getAllFromIndex('items', 'createdAt');
    },
    async get(id) {
      return (await queueDb()).get('items', id);
    },
    async add(item, file) {
      const db = await queueDb();
      const tx = db.transaction(['items', 'files'], 'readwrite');
      await Promise.all([
        tx.objectStore('items').put(item),
        file ? tx.objectStore('files').put(file, item.id) : undefined,
        tx.done,
      ]);
    },
    async update(id, change) {
      const db = await queueDb();
      const tx = db.transaction('items', 'readwrite');
      const current = await tx.store.get(id);
      const next = current ? change(current) : undefined;
      if (next) await tx.store.put(next);
      await tx.done;
      return next;
    },
    async remove(id) {
      const db = await queueDb();
      const tx = db.transaction(['items', 'files'], 'readwrite');
      await Promise.all([tx.objectStore('items').delete(id), tx.objectStore('files').delete(id), tx.done]);
    },
    async getFile(id) {
      return (await queueDb()).get('files', id);
    },
    async removeFile(id) {
      await (await queueDb()).delete('files', id);
    },
  };
}

/** The same contract in memory, for tests (nothing survives a reload). */
export function memoryQueueStorage(): QueueStorage & { files: Map<string, Blob> } {
  const items = new Map<string, QueueItem>();
  const files = new Map<string, Blob>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    files,
    async list() {
      return [...items.values()].sort((a, b) => a.createdAt - b.createdAt).map(copy);
    },
    async get(id) {
      const item = items.get(id);
      return item && copy(item);
    },
    async add(item, file) {
      items.set(item.id, copy(item));
      if (file) files.set(item.id, file);
    },
    async update(id, change) {
      const current = items.get(id);
      if (!current) return undefined;
      const next = change(copy(current));
      items.set(id, copy(next));
      return copy(next);
    },
    async remove(id) {
      items.delete(id);
      files.delete(id);
    },
    async getFile(id) {
      return files.get(id);
    },
    async removeFile(id) {
      files.delete(id);
    },
  };
}
