// The offline queue's engine over an in-memory storage: what it sends, with which Idempotency-Keys, in which
// order, and what it does when the line or the server says no.
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import type { SightingDetail } from '@common/schemas/sightings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { sightingKeys } from '../sightings/keys';
import { photoFile } from '../uploads/testing/fake-xhr';
import type { UploadOptions } from '../uploads/upload-media';
import { getQueueSnapshot } from './queue-store';
import { memoryQueueStorage } from './storage';
import {
  BACKOFF_MAX_MS,
  backoffMs,
  discardQueueItem,
  enqueueComment,
  enqueueLike,
  enqueueSighting,
  kickQueue,
  retryQueueItem,
  setQueueStorage,
  startQueueSync,
  stopQueueSync,
} from './sync';

const uploads = vi.hoisted(() => ({
  calls: [] as { name: string; key: string | undefined }[],
  next: [] as (() => Promise<unknown>)[],
}));

vi.mock('../uploads/upload-media', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../uploads/upload-media')>();
  const { makeAsset } = await import('../uploads/testing/fake-xhr');
  return {
    ...actual,
    uploadMedia: (file: File, options: UploadOptions = {}) => {
      uploads.calls.push({ name: file.name, key: options.headers?.['idempotency-key'] });
      options.onProgress?.({ loaded: 5, total: 10, percent: 50 });
      const answer = uploads.next.shift() ?? (() => Promise.resolve(makeAsset(55)));
      return { promise: answer(), abort: () => {} };
    },
  };
});

type Call = { method: string; path: string; key: string | null; body: unknown };
let calls: Call[] = [];
let replies: ((call: Call) => Response | Promise<Response>)[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sightingReply(id: number): Response {
  return json(201, { id, speciesName: 'Red fox' } as Partial<SightingDetail>);
}

const DRAFT = { speciesName: 'Red fox', category: 'mammals' as const, dateSpotted: '2026-05-01' };

let storage: ReturnType<typeof memoryQueueStorage>;
const queryClient = createQueryClient();

beforeEach(() => {
  storage = memoryQueueStorage();
  setQueueStorage(storage);
  uploads.calls = [];
  uploads.next = [];
  calls = [];
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        key: headers.get('idempotency-key'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected ${call.method} ${call.path}`);
      return reply(call);
    }),
  );
});

afterEach(() => {
  stopQueueSync();
  vi.unstubAllGlobals();
});

/** Starts the engine and waits until it has nothing more to do. */
async function sync(): Promise<void> {
  startQueueSync({ userId: 7, queryClient });
  await kickQueue();
  await kickQueue();
}

describe('offline queue sync', () => {
  it('sends the photo, then the sighting, each with the item key, and keeps a sent record', async () => {
    const id = await enqueueSighting({ ...DRAFT, file: photoFile('fox.jpg') });
    expect(storage.files.has(id)).toBe(true);
    replies.push(() => sightingReply(900));

    await sync();

    expect(uploads.calls).toEqual([{ name: 'fox.jpg', key: `${id}-media` }]);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/sightings',
        key: id,
        body: expect.objectContaining({ speciesName: 'Red fox', category: 'mammals', mediaAssetId: 55 }),
      },
    ]);
    const [item] = await storage.list();
    expect(item).toMatchObject({ id, state: 'sent', resultId: 900 });
    // The file is gone once published; the sighting's page has its data at once.
    expect(storage.files.has(id)).toBe(false);
    expect(queryClient.getQueryData(sightingKeys.detail(900))).toMatchObject({ id: 900 });
    expect(getQueueSnapshot()).toMatchObject({ waiting: 0, failed: 0 });
  });

  it('after a network failure, a retry sends the sighting again without uploading the photo twice', async () => {
    const id = await enqueueSighting({ ...DRAFT, file: photoFile() });
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));

    await sync();

    let [item] = await storage.list();
    expect(item).toMatchObject({ state: 'waiting', error: { status: 0 } });
    expect(item?.kind === 'sighting' && item.media?.assetId).toBe(55);
    expect(item?.nextAttemptAt).toBeGreaterThan(Date.now());

    replies.push(() => sightingReply(901));
    await retryQueueItem(id);
    await kickQueue();

    expect(uploads.calls).toHaveLength(1);
    expect(calls.map((c) => [c.path, c.key])).toEqual([
      ['/api/sightings', id],
      ['/api/sightings', id],
    ]);
    [item] = await storage.list();
    expect(item).toMatchObject({ state: 'sent', resultId: 901 });
  });

  it("marks a sighting refused for the free plan's monthly limit failed with the server's words, and sends the next", async () => {
    const { UploadError } = await import('../uploads/upload-media');
    const first = await enqueueSighting({ ...DRAFT, file: photoFile('sixth.jpg') });
    const second = await enqueueSighting({ ...DRAFT, speciesName: 'Otter' });
    uploads.next.push(() =>
      Promise.reject(new UploadError(403, UPLOAD_MESSAGES.freeLimitReached, '/upgrade')),
    );
    replies.push(() => sightingReply(902));

    await sync();

    const items = await storage.list();
    expect(items.find((i) => i.id === first)).toMatchObject({
      state: 'failed',
      error: { status: 403, message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' },
    });
    // Nothing lost: the refused one keeps its photo for a retry or an edit.
    expect(storage.files.has(first)).toBe(true);
    expect(items.find((i) => i.id === second)).toMatchObject({ state: 'sent', resultId: 902 });
    expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ speciesName: 'Otter' })]);
    expect(getQueueSnapshot()).toMatchObject({ waiting: 0, failed: 1 });
  });

  it('marks a 4xx from POST /api/sightings failed with its message and upgradeUrl', async () => {
    await enqueueSighting(DRAFT);
    replies.push(() => json(403, { message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' }));
    await sync();
    const [item] = await storage.list();
    expect(item).toMatchObject({
      state: 'failed',
      error: { status: 403, message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' },
    });
  });

  it('on a 5xx keeps the item waiting with a backoff and goes on with the next one', async () => {
    const first = await enqueueSighting(DRAFT);
    const second = await enqueueSighting({ ...DRAFT, speciesName: 'Otter' });
    replies.push(
      () => json(503, { message: 'Busy' }),
      () => sightingReply(903),
    );
    const before = Date.now();

    await sync();

    const items = await storage.list();
    const waiting = items.find((i) => i.id === first);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, error: { status: 503 } });
    expect(waiting?.nextAttemptAt).toBeGreaterThanOrEqual(before + 2_000);
    expect(items.find((i) => i.id === second)).toMatchObject({ state: 'sent' });
  });

  it('holds the whole queue on a 401 until the member signs in again, losing nothing', async () => {
    const first = await enqueueSighting(DRAFT);
    await enqueueSighting({ ...DRAFT, speciesName: 'Otter' });
    replies.push(() => json(401, { message: 'Authentication required' }));

    await sync();

    expect(calls).toHaveLength(1);
    expect(getQueueSnapshot()).toMatchObject({ hold: 'signedOut', waiting: 2 });
    expect((await storage.list()).find((i) => i.id === first)).toMatchObject({ state: 'waiting' });

    replies.push(
      () => sightingReply(904),
      () => sightingReply(905),
    );
    await sync();
    expect((await storage.list()).map((i) => i.state)).toEqual(['sent', 'sent']);
    expect(getQueueSnapshot().hold).toBeNull();
  });

  it('sends nothing while the browser is offline, and everything when it comes back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueueSighting(DRAFT);
    await sync();
    expect(calls).toHaveLength(0);
    expect(getQueueSnapshot()).toMatchObject({ hold: 'offline', waiting: 1 });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    replies.push(() => sightingReply(906));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getQueueSnapshot().waiting).toBe(0));
    expect(calls).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('discarding an item removes it and its file', async () => {
    const id = await enqueueSighting({ ...DRAFT, file: photoFile() });
    expect(storage.files.has(id)).toBe(true);
    await discardQueueItem(id);
    expect(storage.files.has(id)).toBe(false);
    expect(await storage.list()).toEqual([]);
  });

  it('sends a comment with its key and a like as the state chosen last', async () => {
    const comment = await enqueueComment({ sightingId: 12, content: ' Lovely ' });
    await enqueueLike(12, true);
    await enqueueLike(12, false);
    expect((await storage.list()).filter((i) => i.kind === 'like')).toHaveLength(1);
    replies.push(
      () => json(201, { id: 77 }),
      () => json(200, { liked: false, likes: 3 }),
    );

    await sync();

    expect(calls).toEqual([
      { method: 'POST', path: '/api/comments', key: comment, body: { sightingId: 12, content: 'Lovely' } },
      { method: 'PUT', path: '/api/sightings/12/like', key: null, body: { liked: false } },
    ]);
  });

  it('backs off from 2 s, doubling, up to 5 min', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(20)).toBe(BACKOFF_MAX_MS);
  });
});
