// What the offline queue keeps: one record per write the member made (a sighting with its photo or video, a
// comment, a like, a bookmark), sent to the server in the order they were made. The record's id is also the
// Idempotency-Key the server remembers, so a send repeated after a lost answer never writes twice.
import type { CommentInput } from '@common/schemas/comments';
import type { SightingInput } from '@common/schemas/sightings';

/**
 * waiting: to be sent (again, after `nextAttemptAt` when a send failed for a reason that may pass);
 * sending: being sent by one tab; failed: refused by the server (its words in `error`), kept until the member
 * retries, edits or discards it; sent: done, kept briefly so the member can follow the link.
 */
export type QueueItemState = 'waiting' | 'sending' | 'failed' | 'sent';

/** Why nothing is being sent right now although items wait (shown on the queue). */
export type QueueHold = 'offline' | 'wifiOnly' | 'signedOut';

export interface QueueItemError {
  /** HTTP status; 0 when no answer came (shown as a network failure while the item waits to retry). */
  status: number;
  /** The server's `message`, shown in its words (translated when it is a known message). */
  message?: string;
  /** The free plan's monthly refusal names where to upgrade. */
  upgradeUrl?: string;
}

export interface QueueItemBase {
  /** crypto.randomUUID(): the item's key here and its Idempotency-Key on the server. */
  id: string;
  /** Date.now() at enqueue: the sending order. */
  createdAt: number;
  updatedAt: number;
  state: QueueItemState;
  /** Failed sends in a row for a reason that may pass (no answer, 5xx): the backoff grows with it. */
  attempts: number;
  /** Epoch ms before which a waiting item is not tried again (0: at once). */
  nextAttemptAt: number;
  error?: QueueItemError;
  /** The member who made it: a queue never sends one member's writes in another member's session. */
  userId: number | null;
  sentAt?: number;
}

/** A sighting as the member entered it: the schema's input without the media, which the queue uploads first. */
export type QueuedSightingInput = Omit<SightingInput, 'mediaAssetId'>;

export interface QueuedSightingDraft extends QueuedSightingInput {
  /** The photo or video; kept in IndexedDB beside the item until the sighting is published. */
  file?: File;
  /** How precise the device said the position was, in metres (shown on the item). */
  accuracyM?: number;
}

export interface QueuedMedia {
  name: string;
  type: string;
  size: number;
  /** Set once POST /api/media succeeded: a resumed send goes straight to the sighting. */
  assetId?: number;
}

export interface SightingQueueItem extends QueueItemBase {
  kind: 'sighting';
  draft: QueuedSightingInput;
  media?: QueuedMedia;
  accuracyM?: number;
  /** The published sighting's id. */
  resultId?: number;
}

export interface CommentQueueItem extends QueueItemBase {
  kind: 'comment';
  input: CommentInput;
  resultId?: number;
}

export interface LikeQueueItem extends QueueItemBase {
  kind: 'like';
  sightingId: number;
  liked: boolean;
}

export interface BookmarkQueueItem extends QueueItemBase {
  kind: 'bookmark';
  sightingId: number;
  bookmarked: boolean;
}

export type QueueItem = SightingQueueItem | CommentQueueItem | LikeQueueItem | BookmarkQueueItem;

export interface QueueSnapshot {
  /** The signed-in member's items, oldest first. */
  items: QueueItem[];
  /** Items still to be sent (waiting or being sent). */
  waiting: number;
  failed: number;
  /** Whether an item is being sent right now (by this tab or another). */
  sending: boolean;
  hold: QueueHold | null;
  /** Upload progress (0-100) of the item being sent, by id; kept in memory only. */
  progress: Readonly<Record<string, number>>;
}
