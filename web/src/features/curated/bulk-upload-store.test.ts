// The administrators' bulk upload: each file's own states (queued, uploading n%, publishing, done, error with
// the server's message), publishes one after another, and a failure that stops nothing else.
import type { CuratedSighting, CuratedSightingInput } from '@common/schemas/curated';
import type { MediaAsset } from '@common/schemas/media';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { UploadError, type UploadHandle } from '../uploads/upload-media';
import { AdminBulkUploadStore, type BulkFileStatus } from './bulk-upload-store';
import { type CuratedFormValues, EMPTY_CURATED } from './curated-form-values';

const DEFAULTS: CuratedFormValues = {
  ...EMPTY_CURATED,
  speciesName: 'Atlantic puffin',
  instagramSourceUrl: 'https://www.instagram.com/p/Cz3PuFfIn/',
  instagramSourceUsername: 'puffin.watch',
  originalPhotographerCredit: 'Ana Ribeiro',
};

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const asset = (id: number) => ({ id, kind: 'photo' }) as MediaAsset;

/** An upload the test finishes by hand, with the progress it reports. */
class PendingUpload {
  progress: (percent: number) => void = () => {};
  resolve: (a: MediaAsset) => void = () => {};
  reject: (e: Error) => void = () => {};
  readonly handle: UploadHandle;
  constructor(onProgress: (percent: number) => void) {
    this.progress = onProgress;
    this.handle = {
      promise: new Promise<MediaAsset>((resolve, reject) => {
        this.resolve = resolve;
        this.reject = reject;
      }),
      abort: () => {},
    };
  }
}

function setup(publish: (input: CuratedSightingInput) => Promise<CuratedSighting>) {
  const uploads = new Map<string, PendingUpload>();
  const published: CuratedSightingInput[] = [];
  const store = new AdminBulkUploadStore({
    upload: (f, onProgress) => {
      const pending = new PendingUpload(onProgress);
      uploads.set(f.name, pending);
      return pending.handle;
    },
    publish: async (input) => {
      published.push(input);
      return publish(input);
    },
  });
  const statusOf = (name: string): BulkFileStatus | undefined =>
    store.getSnapshot().files.find((f) => f.file.name === name)?.status;
  const entry = (name: string) => store.getSnapshot().files.find((f) => f.file.name === name);
  return { store, uploads, published, statusOf, entry };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AdminBulkUploadStore', () => {
  it('walks each file through queued, uploading n%, publishing and done, with the values set for all', async () => {
    const { store, uploads, published, statusOf, entry } = setup(
      async (input) => ({ id: 100 + (input.mediaAssetId ?? 0) }) as CuratedSighting,
    );
    store.add([file('a.jpg'), file('b.jpg'), file('c.jpg')], DEFAULTS);
    expect(store.getSnapshot().files.map((f) => f.status)).toEqual(['queued', 'queued', 'queued']);
    store.edit(entry('b.jpg')?.id ?? '', { speciesName: 'Razorbill' });

    const run = store.run();
    await flush();
    // Two uploads at a time: the third waits in the queue.
    expect([statusOf('a.jpg'), statusOf('b.jpg'), statusOf('c.jpg')]).toEqual([
      'uploading',
      'uploading',
      'queued',
    ]);
    uploads.get('a.jpg')?.progress(40);
    expect(entry('a.jpg')?.percent).toBe(40);

    uploads.get('a.jpg')?.resolve(asset(1));
    await flush();
    expect(statusOf('a.jpg')).toBe('done');
    expect(entry('a.jpg')?.sighting?.id).toBe(101);
    uploads.get('b.jpg')?.resolve(asset(2));
    await flush();
    uploads.get('c.jpg')?.resolve(asset(3));
    await run;
    expect(store.getSnapshot().files.map((f) => f.status)).toEqual(['done', 'done', 'done']);
    expect(published.map((p) => [p.mediaAssetId, p.speciesName, p.originalPhotographerCredit])).toEqual([
      [1, 'Atlantic puffin', 'Ana Ribeiro'],
      [2, 'Razorbill', 'Ana Ribeiro'],
      [3, 'Atlantic puffin', 'Ana Ribeiro'],
    ]);
    expect(store.getSnapshot().running).toBe(false);
  });

  it('shows a publish refusal with the server’s message and publishes the others', async () => {
    const { store, uploads, statusOf, entry } = setup(async (input) => {
      if (input.mediaAssetId === 2)
        throw new ApiError(400, '{}', 'Photo credit is required for curated content', [
          { path: 'originalPhotographerCredit', message: 'Photo credit is required for curated content' },
        ]);
      return { id: 1 } as CuratedSighting;
    });
    store.add([file('a.jpg'), file('b.jpg'), file('c.jpg')], DEFAULTS);
    const run = store.run();
    await flush();
    uploads.get('a.jpg')?.resolve(asset(1));
    uploads.get('b.jpg')?.resolve(asset(2));
    await flush();
    uploads.get('c.jpg')?.resolve(asset(3));
    await run;
    expect([statusOf('a.jpg'), statusOf('b.jpg'), statusOf('c.jpg')]).toEqual(['done', 'error', 'done']);
    expect(entry('b.jpg')?.message).toBe('Photo credit is required for curated content');
    expect(entry('b.jpg')?.errors.originalPhotographerCredit).toEqual([
      'Photo credit is required for curated content',
    ]);
  });

  it('shows an upload refusal, goes on with the rest, and retries without uploading twice', async () => {
    let refuse = true;
    const { store, uploads, published, statusOf, entry } = setup(async (input) => {
      if (refuse && input.mediaAssetId === 2) throw new ApiError(500, 'x', undefined, undefined);
      return { id: 9 } as CuratedSighting;
    });
    store.add([file('a.jpg'), file('b.jpg'), file('c.jpg')], DEFAULTS);
    const run = store.run();
    await flush();
    uploads.get('a.jpg')?.reject(new UploadError(413, 'This photo is larger than 40 MB.', undefined));
    uploads.get('b.jpg')?.resolve(asset(2));
    await flush();
    uploads.get('c.jpg')?.resolve(asset(3));
    await run;
    expect([statusOf('a.jpg'), statusOf('b.jpg'), statusOf('c.jpg')]).toEqual(['error', 'error', 'done']);
    expect(entry('a.jpg')?.message).toBe('This photo is larger than 40 MB.');
    // No message from the server: the screen says its own words.
    expect(entry('b.jpg')?.message).toBeNull();

    refuse = false;
    uploads.clear();
    store.remove(entry('a.jpg')?.id ?? '');
    await store.run();
    expect(statusOf('b.jpg')).toBe('done');
    // b's upload had gone through: only its publish was tried again.
    expect(uploads.has('b.jpg')).toBe(false);
    expect(published.filter((p) => p.mediaAssetId === 2)).toHaveLength(2);
  });

  it('does not upload a file whose fields are incomplete, and says which', async () => {
    const { store, uploads, statusOf, entry } = setup(async () => ({ id: 1 }) as CuratedSighting);
    store.add([file('a.jpg')], { ...DEFAULTS, originalPhotographerCredit: '' });
    await store.run();
    expect(statusOf('a.jpg')).toBe('error');
    expect(uploads.size).toBe(0);
    expect(entry('a.jpg')?.errors.originalPhotographerCredit).toEqual([
      'Photo credit is required for curated content',
    ]);
    // Fixing the field clears its message; applying the values for all fixes every file not yet published.
    store.applyToAll(DEFAULTS);
    expect(entry('a.jpg')?.errors).toEqual({});
  });
});
