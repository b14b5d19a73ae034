// The offline queue's engine: writes are stored first (IndexedDB, storage.ts) and sent from there, one at a
// time in the order they were made, whenever the app starts for a member, the connection returns or a write is
// queued. Each write carries its item's id as Idempotency-Key (a sighting's photo `${id}-media`), so a send
// cut off after the server stored it is answered with the first result instead of publishing twice.
//
// Only one tab sends (Web Locks 'wildlens-queue-sync'; browsers without it send from each tab, which the keys
// make safe); every tab re-reads the queue when another tells it something changed (BroadcastChannel).
// No answer, a timeout or a 5xx: the item waits and is tried again after 2 s, 4 s, ... up to 5 min (at once when
// the browser says it is back online). A 4xx: the item is failed with the server's words and the queue moves on.
// A 401: nothing is sent until the member signs in again; nothing is lost.
// What each kind of write sends is in senders.ts, how a request is made and stopped in transport.ts.

import { type CommentInput, commentInputSchema } from '@common/schemas/comments';
import { sightingInputSchema } from '@common/schemas/sightings';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../auth/keys';
import { onCellularLine, readFieldSettings } from '../field/settings';
import { discardMedia, UploadError } from '../uploads/upload-media';
import { newQueueId } from './queue-id';
import { EMPTY_QUEUE, getQueueSnapshot, setQueueSnapshot } from './queue-store';
import { sendQueueItem } from './senders';
import { indexedDbQueueStorage, type QueueStorage } from './storage';
import { abortActive, beginSend, classify, endSend, SendAborted } from './transport';
import type {
  QueuedSightingDraft,
  QueuedSightingInput,
  QueueHold,
  QueueItem,
  QueueItemBase,
  QueueItemError,
  SightingQueueItem,
} from './types';

export const QUEUE_LOCK_NAME = 'wildlens-queue-sync';
export const QUEUE_CHANNEL_NAME = 'wildlens-queue';
export const BACKOFF_START_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** How long a sent item stays listed (with its link) before it is forgotten. */
export const SENT_KEEP_MS = 60 * 60_000;

/** The sighting fields the queue stores: the schema's input without the media, which it uploads itself. */
export const queuedSightingSchema = sightingInputSchema.omit({ mediaAssetId: true });

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, attempts - 1));
}

let storage: QueueStorage | null = null;
let queryClient: QueryClient | null = null;
let userId: number | null = null;
let started = false;
/**
 * A 401 came back: nothing more is sent until the member signs in again (startQueueSync), or, should the app
 * still think them signed in, until this time, when one item tries again.
 */
let authHoldUntil = 0;
/** No answer from the server: the whole queue waits until then (the line, not the item, is at fault). */
let pausedUntil = 0;
let networkFailures = 0;
let running: Promise<void> | null = null;
let runAgain = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
let lastCreatedAt = 0;
let progress: Record<string, number> = {};

function store(): QueueStorage {
  storage ??= indexedDbQueueStorage();
  return storage;
}

/** Tests hand in an in-memory storage; null goes back to IndexedDB. Stops the engine first. */
export function setQueueStorage(next: QueueStorage | null): void {
  stopQueueSync();
  storage = next;
  pausedUntil = 0;
  authHoldUntil = 0;
  networkFailures = 0;
  lastCreatedAt = 0;
}

function mine(item: QueueItem): boolean {
  return item.userId === null || item.userId === userId;
}

function isDue(item: QueueItem): boolean {
  // A 'sending' item found by the tab holding the lock was left by a tab that closed mid-send.
  return item.state === 'waiting' || item.state === 'sending';
}

function currentHold(): QueueHold | null {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (Date.now() < authHoldUntil) return 'signedOut';
  if (readFieldSettings().wifiOnly && onCellularLine()) return 'wifiOnly';
  return null;
}

async function refresh(): Promise<void> {
  if (!started) return;
  const items = (await store().list()).filter(mine);
  if (!started) return;
  setQueueSnapshot({
    items,
    waiting: items.filter(isDue).length,
    failed: items.filter((i) => i.state === 'failed').length,
    sending: items.some((i) => i.state === 'sending'),
    hold: currentHold(),
    progress: { ...progress },
  });
}

function setProgress(id: string, percent: number | null): void {
  progress = { ...progress };
  if (percent === null) delete progress[id];
  else progress[id] = percent;
  setQueueSnapshot({ progress });
}

function tellOtherTabs(): void {
  try {
    channel?.postMessage('changed');
  } catch {
    // A closed channel (the engine stopping): the other tabs re-read on their own next change.
  }
}

async function changed(): Promise<void> {
  await refresh();
  tellOtherTabs();
}

function schedule(delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void kickQueue(), Math.max(0, delayMs));
}

async function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    await locks.request(QUEUE_LOCK_NAME, run);
    return;
  }
  await run();
}

/** Sends what is due now (or joins the run already going). Resolves when the queue has nothing more to do. */
export function kickQueue(): Promise<void> {
  if (!started) return Promise.resolve();
  if (running) {
    runAgain = true;
    return running;
  }
  running = (async () => {
    do {
      runAgain = false;
      await withLock(drain);
    } while (runAgain && started);
  })()
    .catch((error: unknown) => {
      // IndexedDB refused (quota, private mode): the items stay where they are; the next trigger tries again.
      console.error('Offline queue sync failed', error);
    })
    .finally(() => {
      running = null;
      void refresh();
    });
  return running;
}

async function pruneSent(): Promise<void> {
  const old = Date.now() - SENT_KEEP_MS;
  for (const item of await store().list()) {
    if (item.state === 'sent' && (item.sentAt ?? item.updatedAt) < old) await store().remove(item.id);
  }
}

async function drain(): Promise<void> {
  await pruneSent();
  for (;;) {
    if (!started) return;
    await refresh();
    // 'online', signing in and the connection changing kick the queue again.
    if (currentHold()) return;
    const due = (await store().list()).filter((i) => mine(i) && isDue(i));
    if (due.length === 0) return;
    const now = Date.now();
    if (now < pausedUntil) {
      schedule(pausedUntil - now);
      return;
    }
    const next = due.find((i) => i.nextAttemptAt <= now);
    if (!next) {
      schedule(Math.min(...due.map((i) => i.nextAttemptAt)) - now);
      return;
    }
    const outcome = await sendItem(next);
    if (outcome === 'network') {
      schedule(pausedUntil - Date.now());
      return;
    }
    if (outcome === 'signedOut' || outcome === 'stopped') return;
  }
}

type Outcome = 'sent' | 'failed' | 'retry' | 'network' | 'signedOut' | 'stopped' | 'gone';

async function sendItem(item: QueueItem): Promise<Outcome> {
  const claimed = await store().update(item.id, (i) => ({ ...i, state: 'sending', updatedAt: Date.now() }));
  if (!claimed) return 'gone';
  beginSend(item.id);
  await changed();
  try {
    await sendQueueItem(claimed, { store: store(), queryClient, setProgress });
    networkFailures = 0;
    await changed();
    return 'sent';
  } catch (error) {
    return recordFailure(claimed, error);
  } finally {
    endSend();
    setProgress(item.id, null);
  }
}

async function recordFailure(item: QueueItem, error: unknown): Promise<Outcome> {
  const now = Date.now();
  if (error instanceof SendAborted) {
    if (error.reason === 'discard') return 'gone';
    if (error.reason === 'stop') {
      await store().update(item.id, (i) => ({ ...i, state: 'waiting', updatedAt: now }));
      await changed();
      return 'stopped';
    }
  }
  const failure =
    error instanceof UploadError
      ? error
      : error instanceof SendAborted
        ? new UploadError(0, undefined, undefined)
        : null;
  if (!failure) {
    // A bug or a storage failure, not an answer: the item waits and is tried again later.
    console.error('Offline queue item failed', error);
  }
  const status = failure?.status ?? 0;
  const kind = failure ? classify(status) : 'retry';
  const itemError: QueueItemError = {
    status,
    ...(failure?.serverMessage ? { message: failure.serverMessage } : {}),
    ...(failure?.upgradeUrl?.startsWith('/') ? { upgradeUrl: failure.upgradeUrl } : {}),
  };
  if (kind === 'failed') {
    await store().update(item.id, (i) => ({ ...i, state: 'failed', error: itemError, updatedAt: now }));
    await changed();
    return 'failed';
  }
  if (kind === 'signedOut') {
    authHoldUntil = now + BACKOFF_MAX_MS;
    schedule(BACKOFF_MAX_MS);
    await store().update(item.id, (i) => ({ ...i, state: 'waiting', error: itemError, updatedAt: now }));
    await changed();
    // The app learns the session ended (the member is asked to sign in); signing in starts the queue again.
    void queryClient?.invalidateQueries({ queryKey: authKeys.me });
    return 'signedOut';
  }
  const attempts = item.attempts + 1;
  if (kind === 'network') {
    networkFailures += 1;
    pausedUntil = now + backoffMs(networkFailures);
  }
  await store().update(item.id, (i) => ({
    ...i,
    state: 'waiting',
    attempts,
    nextAttemptAt: kind === 'network' ? pausedUntil : now + backoffMs(attempts),
    error: itemError,
    updatedAt: now,
  }));
  await changed();
  return kind;
}

// ---- Queueing ----

function newItemBase(id: string = newQueueId()): QueueItemBase {
  const now = Date.now();
  // Strictly increasing within the tab, so two writes in the same millisecond keep their order.
  lastCreatedAt = Math.max(now, lastCreatedAt + 1);
  return {
    id,
    createdAt: lastCreatedAt,
    updatedAt: now,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    userId,
  };
}

/** Asks the browser once to keep this site's storage under pressure, so queued photos are not evicted. */
let persistenceAsked = false;
function askPersistence(): void {
  if (persistenceAsked || typeof navigator === 'undefined') return;
  persistenceAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

async function queued(item: QueueItem, file?: Blob): Promise<string> {
  await store().add(item, file);
  askPersistence();
  await changed();
  void kickQueue();
  return item.id;
}

/**
 * Queues a sighting (always: online or not) with its photo or video. Throws the schema's ZodError when the
 * fields are not a valid sighting, so the form can show the messages under its fields.
 */
export async function enqueueSighting(draft: QueuedSightingDraft): Promise<string> {
  const { file, accuracyM, ...fields } = draft;
  const parsed: QueuedSightingInput = queuedSightingSchema.parse(fields);
  const item: SightingQueueItem = {
    ...newItemBase(),
    kind: 'sighting',
    draft: parsed,
    ...(file ? { media: { name: file.name || 'photo', type: file.type, size: file.size } } : {}),
    ...(accuracyM !== undefined ? { accuracyM } : {}),
  };
  return queued(item, file);
}

/** `id`: the key the comment form already sent it with, when a send got no answer (so it cannot post twice). */
export async function enqueueComment(input: CommentInput, options: { id?: string } = {}): Promise<string> {
  const parsed: CommentInput = commentInputSchema.parse(input);
  return queued({ ...newItemBase(options.id), kind: 'comment', input: parsed });
}

/** The latest state the member chose wins: a like still waiting for the same sighting is replaced. */
async function replaceWaiting(
  kind: 'like' | 'bookmark',
  sightingId: number,
  patch: { liked: boolean } | { bookmarked: boolean },
): Promise<string | null> {
  const waiting = (await store().list()).find(
    (i) =>
      i.kind === kind &&
      mine(i) &&
      i.sightingId === sightingId &&
      (i.state === 'waiting' || i.state === 'failed'),
  );
  if (!waiting) return null;
  await requeue(waiting.id, (i) => ({ ...i, ...patch }));
  return waiting.id;
}

/**
 * Puts an item back in line with its tries forgotten (after `change`; null leaves it as it is, decided inside the
 * store's update so a send starting meanwhile is never overwritten), and starts sending.
 */
async function requeue(id: string, change: (item: QueueItem) => QueueItem | null = (i) => i): Promise<void> {
  await store().update(id, (i) => {
    const next = change(i);
    if (!next) return i;
    return {
      ...next,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: 0,
      error: undefined,
      updatedAt: Date.now(),
    };
  });
  await changed();
  void kickQueue();
}

/** Sets the like (PUT /api/sightings/:id/like {liked}), which is safe to send more than once. */
export async function enqueueLike(sightingId: number, liked: boolean): Promise<string> {
  return (
    (await replaceWaiting('like', sightingId, { liked })) ??
    queued({ ...newItemBase(), kind: 'like', sightingId, liked })
  );
}

export async function enqueueBookmark(sightingId: number, bookmarked: boolean): Promise<string> {
  return (
    (await replaceWaiting('bookmark', sightingId, { bookmarked })) ??
    queued({ ...newItemBase(), kind: 'bookmark', sightingId, bookmarked })
  );
}

// ---- The member's actions on an item ----

/** Tries a failed or waiting item again now. */
export async function retryQueueItem(id: string): Promise<void> {
  pausedUntil = 0;
  await requeue(id, (i) => (i.state === 'failed' || i.state === 'waiting' ? i : null));
}

/** Removes the item and its file (stopping its upload if it is being sent). */
export async function discardQueueItem(id: string): Promise<void> {
  abortActive(id, 'discard');
  const item = await store().get(id);
  await store().remove(id);
  setProgress(id, null);
  await changed();
  // A photo already uploaded for a sighting that will now never be published.
  if (item?.kind === 'sighting' && item.media?.assetId !== undefined && item.resultId === undefined) {
    discardMedia(item.media.assetId).catch(() => {});
  }
}

/** Changes a queued sighting's fields (e.g. a failed one's species) and sends it again. Throws a ZodError. */
export async function updateQueuedSighting(id: string, patch: Partial<QueuedSightingInput>): Promise<void> {
  const item = await store().get(id);
  if (item?.kind !== 'sighting' || item.state === 'sent' || item.state === 'sending') return;
  const draft: QueuedSightingInput = queuedSightingSchema.parse({ ...item.draft, ...patch });
  await requeue(id, (i) => (i.kind === 'sighting' ? { ...i, draft } : i));
}

/** The queued photo or video of a sighting (for its thumbnail), while it is kept. */
export function getQueuedFile(id: string): Promise<Blob | undefined> {
  return store().getFile(id);
}

// ---- Starting and stopping ----

function onOnline(): void {
  pausedUntil = 0;
  // Everything waiting is tried at once, whatever its backoff said.
  void store()
    .list()
    .then(async (items) => {
      for (const item of items) {
        if (item.state === 'waiting' && item.nextAttemptAt > 0) {
          await store().update(item.id, (i) => ({ ...i, nextAttemptAt: 0 }));
        }
      }
    })
    .finally(() => void kickQueue());
}

function onOffline(): void {
  abortActive(null, 'offline');
  void refresh();
}

function onVisible(): void {
  if (document.visibilityState === 'visible') void kickQueue();
}

function onConnectionChange(): void {
  void kickQueue();
}

function connection(): EventTarget | undefined {
  return (navigator as Navigator & { connection?: EventTarget }).connection;
}

/**
 * Starts sending the signed-in member's queue (the app calls it when a member is known; again after signing
 * in, which lifts a hold for a 401). Safe to call more than once.
 */
export function startQueueSync(options: { userId?: number | null; queryClient?: QueryClient } = {}): void {
  if (options.queryClient) queryClient = options.queryClient;
  if (options.userId !== undefined) userId = options.userId;
  authHoldUntil = 0;
  if (!started) {
    started = true;
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    connection()?.addEventListener('change', onConnectionChange);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(QUEUE_CHANNEL_NAME);
      channel.onmessage = () => void refresh();
    }
  }
  void refresh().then(() => kickQueue());
}

/** Signing out: stops sending (the items stay for when the member is back) and empties what the screen shows. */
export function stopQueueSync(): void {
  if (started) {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    connection()?.removeEventListener('change', onConnectionChange);
  }
  abortActive(null, 'stop');
  started = false;
  clearTimeout(timer);
  channel?.close();
  channel = null;
  progress = {};
  setQueueSnapshot(EMPTY_QUEUE);
}

/** Resolves once the engine has nothing more to do right now (tests, and the page waiting for a send). */
export function queueIdle(): Promise<void> {
  return running ?? Promise.resolve();
}

export { getQueueSnapshot, newQueueId };
