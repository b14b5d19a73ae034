// The offline queue (issue 17): writes made in the field are stored in this browser and sent when the line
// allows, once each. Pages import from here; the shell imports only queue-store.ts and QueueBadge lazily, so
// IndexedDB code stays out of the first load.
export { QueueBadge } from './QueueBadge';
export { QueueList } from './QueueList';
export { useOfflineQueue } from './queue-store';
export {
  discardQueueItem,
  enqueueBookmark,
  enqueueComment,
  enqueueLike,
  enqueueSighting,
  getQueuedFile,
  kickQueue,
  queuedSightingSchema,
  retryQueueItem,
  startQueueSync,
  stopQueueSync,
  updateQueuedSighting,
} from './sync';
export type {
  QueuedSightingDraft,
  QueuedSightingInput,
  QueueHold,
  QueueItem,
  QueueItemState,
  QueueSnapshot,
} from './types';
