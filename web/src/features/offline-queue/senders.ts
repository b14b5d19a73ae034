// What sending each kind of queued write means: the requests it makes (with the item's id as Idempotency-Key
// where the server keeps one), how the item is marked sent, and what the app's caches learn. A send that fails
// throws (transport.ts); sync.ts decides what the failure means for the item.
import type { Comment } from '@common/schemas/comments';
import type { SightingDetail } from '@common/schemas/sightings';
import type { QueryClient } from '@tanstack/react-query';
import { bookmarkKeys } from '../bookmarks/keys';
import { commentKeys } from '../comments/keys';
import { readFieldSettings } from '../field/settings';
import { sightingKeys } from '../sightings/keys';
import { invalidateSightingLists } from '../sightings/refresh';
import { UploadError } from '../uploads/upload-media';
import { afterSightingCreated } from '../uploads/use-create-sighting';
import { preparePhoto } from './prepare-photo';
import type { QueueStorage } from './storage';
import { sendJson, throwIfAborted, uploadWithWatchdog } from './transport';
import type {
  BookmarkQueueItem,
  CommentQueueItem,
  LikeQueueItem,
  QueueItem,
  SightingQueueItem,
} from './types';

export interface SendContext {
  store: QueueStorage;
  /** The app's cache, once the app started the queue (null in a tab that has not). */
  queryClient: QueryClient | null;
  setProgress(id: string, percent: number | null): void;
}

export async function sendQueueItem(item: QueueItem, context: SendContext): Promise<void> {
  switch (item.kind) {
    case 'sighting':
      return sendSighting(item, context);
    case 'comment':
      return sendComment(item, context);
    case 'like':
      return sendLike(item, context);
    case 'bookmark':
      return sendBookmark(item, context);
  }
}

/** Uploads the photo (once: its id is kept at once), then publishes the sighting. */
async function sendSighting(item: SightingQueueItem, { store, queryClient, setProgress }: SendContext) {
  let assetId = item.media?.assetId;
  if (item.media && assetId === undefined) {
    const stored = await store.getFile(item.id);
    // Only if the browser lost part of the site's storage: nothing to upload, so no retry can help.
    if (!stored) throw new UploadError(410, undefined, undefined);
    const original =
      stored instanceof File
        ? stored
        : new File([stored], item.media.name, { type: item.media.type || stored.type });
    const file = await preparePhoto(original, readFieldSettings().photoMaxEdge);
    throwIfAborted();
    setProgress(item.id, 0);
    const asset = await uploadWithWatchdog(item.id, file, (percent) => setProgress(item.id, percent));
    assetId = asset.id;
    // Kept at once: a send resumed after this point goes straight to the sighting.
    await store.update(item.id, (i) =>
      i.kind === 'sighting' && i.media ? { ...i, media: { ...i.media, assetId: asset.id } } : i,
    );
  }
  throwIfAborted();
  const sighting = await sendJson<SightingDetail>(
    'POST',
    '/api/sightings',
    { ...item.draft, ...(assetId !== undefined ? { mediaAssetId: assetId } : {}) },
    item.id,
  );
  await store.removeFile(item.id);
  await markSent(store, item.id, sighting?.id);
  if (queryClient && sighting) afterSightingCreated(queryClient, sighting);
}

/** `resultId`: the sighting or comment made, kept for the item's link. */
async function markSent(store: QueueStorage, id: string, resultId?: number): Promise<void> {
  await store.update(id, (i) => ({
    ...i,
    ...(resultId !== undefined && (i.kind === 'comment' || i.kind === 'sighting') ? { resultId } : {}),
    state: 'sent',
    error: undefined,
    sentAt: Date.now(),
    updatedAt: Date.now(),
  }));
}

async function sendComment(item: CommentQueueItem, { store, queryClient }: SendContext) {
  const comment = await sendJson<Comment | null>('POST', '/api/comments', item.input, item.id);
  await markSent(store, item.id, comment?.id);
  if (!queryClient) return;
  void queryClient.invalidateQueries({ queryKey: commentKeys.forSighting(item.input.sightingId) });
  void queryClient.invalidateQueries({ queryKey: sightingKeys.detail(item.input.sightingId) });
}

async function sendLike(item: LikeQueueItem, { store, queryClient }: SendContext) {
  const result = await sendJson<{ liked: boolean; likes: number } | null>(
    'PUT',
    `/api/sightings/${item.sightingId}/like`,
    { liked: item.liked },
  );
  await markSent(store, item.id);
  if (!queryClient) return;
  queryClient.setQueryData<SightingDetail>(sightingKeys.detail(item.sightingId), (old) =>
    old && result ? { ...old, likedByMe: result.liked, likes: result.likes } : old,
  );
  void invalidateSightingLists(queryClient);
}

async function sendBookmark(item: BookmarkQueueItem, { store, queryClient }: SendContext) {
  if (item.bookmarked) await sendJson('POST', '/api/bookmarks', { sightingId: item.sightingId });
  else await sendJson('DELETE', `/api/sightings/${item.sightingId}/bookmark`);
  await markSent(store, item.id);
  if (!queryClient) return;
  queryClient.setQueryData<SightingDetail>(sightingKeys.detail(item.sightingId), (old) =>
    old ? { ...old, bookmarkedByMe: item.bookmarked } : old,
  );
  void invalidateSightingLists(queryClient);
  void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
}
