// The state of /admin/bulk-upload outside React: one entry per chosen photo, its fields prefilled from the values
// set once for all, then each file uploaded with its own progress (two at a time) and published as a curated
// sighting, one publish after another. Each file shows where it is: queued, uploading n%, publishing, done, or
// error with the server's message; a failed file never stops the others and can be tried again (an upload that
// went through is not sent twice). React reads it through useSyncExternalStore; the network calls are injected,
// so tests drive it without a server.
import type { CuratedSighting, CuratedSightingInput } from '@common/schemas/curated';
import type { MediaAsset } from '@common/schemas/media';
import { ApiError } from '../../lib/api';
import { isUploadAborted, UploadError, type UploadHandle } from '../uploads/upload-media';
import {
  type CuratedFieldErrors,
  type CuratedFormValues,
  curatedInputOf,
  hasErrors,
  serverCuratedErrors,
  validateCurated,
} from './curated-form-values';

export type BulkFileStatus = 'queued' | 'uploading' | 'publishing' | 'done' | 'error';

export interface BulkFile {
  id: string;
  file: File;
  status: BulkFileStatus;
  /** Upload progress, 0..100. */
  percent: number;
  values: CuratedFormValues;
  errors: CuratedFieldErrors;
  /** The server's message when it refused (upload or publish); null for a field problem or a network failure. */
  message: string | null;
  asset: MediaAsset | null;
  sighting: CuratedSighting | null;
}

export interface BulkUploadState {
  files: readonly BulkFile[];
  running: boolean;
}

export interface BulkUploadDeps {
  upload: (file: File, onProgress: (percent: number) => void) => UploadHandle;
  publish: (input: CuratedSightingInput) => Promise<CuratedSighting>;
  onPublished?: (sighting: CuratedSighting) => void;
}

/** Uploads at once: enough to keep the line busy without starving each file's progress. */
export const ADMIN_BULK_CONCURRENCY = 2;

let counter = 0;

export class AdminBulkUploadStore {
  private state: BulkUploadState = { files: [], running: false };
  private readonly listeners = new Set<() => void>();
  private readonly uploads = new Map<string, UploadHandle>();
  /** Publishes run one after another, in the order their uploads finished. */
  private publishing: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(private readonly deps: BulkUploadDeps) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): BulkUploadState => this.state;

  private set(next: Partial<BulkUploadState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private patch(id: string, change: Partial<BulkFile>) {
    this.set({ files: this.state.files.map((f) => (f.id === id ? { ...f, ...change } : f)) });
  }

  private find(id: string): BulkFile | undefined {
    return this.state.files.find((f) => f.id === id);
  }

  /** Adds the chosen photos, each with a copy of the values set for all. */
  add(files: readonly File[], defaults: CuratedFormValues) {
    const added = files.map<BulkFile>((file) => {
      counter += 1;
      return {
        id: `bulk-${counter}`,
        file,
        status: 'queued',
        percent: 0,
        values: { ...defaults },
        errors: {},
        message: null,
        asset: null,
        sighting: null,
      };
    });
    this.set({ files: [...this.state.files, ...added] });
  }

  /** Copies the values set for all onto every file not published yet. */
  applyToAll(defaults: CuratedFormValues) {
    this.set({
      files: this.state.files.map((f) =>
        f.status === 'done' || f.status === 'uploading' || f.status === 'publishing'
          ? f
          : { ...f, values: { ...defaults }, errors: {} },
      ),
    });
  }

  edit(id: string, change: Partial<CuratedFormValues>) {
    const file = this.find(id);
    if (!file || file.status === 'done' || file.status === 'publishing') return;
    const cleared = { ...file.errors };
    for (const key of Object.keys(change)) delete cleared[key as keyof CuratedFieldErrors];
    this.patch(id, { values: { ...file.values, ...change }, errors: cleared });
  }

  remove(id: string) {
    this.uploads.get(id)?.abort();
    this.uploads.delete(id);
    this.set({ files: this.state.files.filter((f) => f.id !== id) });
  }

  /** Uploads and publishes every file that is queued or failed; answers once all are settled. */
  async run(): Promise<void> {
    if (this.state.running) return;
    const pending = this.state.files
      .filter((f) => f.status === 'queued' || f.status === 'error')
      .map((f) => f.id);
    if (pending.length === 0) return;
    for (const id of pending) this.patch(id, { status: 'queued', message: null });
    this.set({ running: true });
    const worker = async () => {
      for (let id = pending.shift(); id !== undefined; id = pending.shift()) await this.process(id);
    };
    await Promise.all(Array.from({ length: ADMIN_BULK_CONCURRENCY }, worker));
    await this.publishing;
    if (!this.disposed) this.set({ running: false });
  }

  private fail(id: string, error: unknown, errors: CuratedFieldErrors = {}) {
    const message =
      error instanceof ApiError || error instanceof UploadError ? (error.serverMessage ?? null) : null;
    this.patch(id, { status: 'error', message, errors });
  }

  private async process(id: string): Promise<void> {
    const start = this.find(id);
    if (!start || this.disposed) return;
    // The fields first (the photo stands in as uploaded): a file missing its credit is not sent at all.
    const fieldErrors = validateCurated(start.values, start.asset?.id ?? 1);
    if (hasErrors(fieldErrors)) {
      this.patch(id, { status: 'error', errors: fieldErrors, message: null });
      return;
    }
    let asset = start.asset;
    if (!asset) {
      this.patch(id, { status: 'uploading', percent: 0 });
      const handle = this.deps.upload(start.file, (percent) => this.patch(id, { percent }));
      this.uploads.set(id, handle);
      try {
        asset = await handle.promise;
      } catch (error) {
        // Removed from the list meanwhile: nothing left to show.
        if (isUploadAborted(error) || !this.find(id)) return;
        this.fail(id, error);
        return;
      } finally {
        this.uploads.delete(id);
      }
      if (!this.find(id)) return;
      this.patch(id, { asset, percent: 100 });
    }
    const uploaded = asset;
    const published = this.publishing.then(() => this.publish(id, uploaded));
    this.publishing = published.catch(() => {});
    await published;
  }

  private async publish(id: string, asset: MediaAsset): Promise<void> {
    const file = this.find(id);
    if (!file || this.disposed) return;
    this.patch(id, { status: 'publishing' });
    try {
      const sighting = await this.deps.publish(curatedInputOf(file.values, asset.id));
      this.patch(id, { status: 'done', sighting, errors: {}, message: null });
      this.deps.onPublished?.(sighting);
    } catch (error) {
      this.fail(id, error, error instanceof ApiError ? serverCuratedErrors(error.fieldErrors) : {});
    }
  }

  /** The screen is gone: uploads under way stop. */
  dispose() {
    this.disposed = true;
    for (const handle of this.uploads.values()) handle.abort();
    this.uploads.clear();
  }
}
