// The state of /bulk-sighting outside React: one card per photo, uploads two at a time, each card's own
// EXIF pre-fill, fields and publish status, and the free plan's allowance counted as cards are added (cards
// beyond it wait as 'blocked' with the upgrade message instead of uploading; a removed card gives its place
// back, once its upload is deleted on the server when it had finished). React reads it through
// useSyncExternalStore (use-bulk-sightings.ts); the network calls are injected, so tests can drive it.
import type { MediaAsset } from '@common/schemas/media';
import type { SightingDetail, SightingInput } from '@common/schemas/sightings';
import type { PhotoMetadata } from './read-photo-metadata';
import {
  EMPTY_SIGHTING,
  type ExifPrefill,
  prefillFromMetadata,
  type SightingFieldErrors,
  type SightingFormValues,
  validateSighting,
} from './sighting-form-values';
import { checkBeforeUpload, isUploadAborted, UploadError, type UploadHandle } from './upload-media';
import { upgradeUrlOf } from './use-create-sighting';
import { serverSightingErrors } from './use-sighting-form';

/** Uploads running at once: enough to keep the line busy without starving the first photo's progress. */
export const BULK_UPLOAD_CONCURRENCY = 2;

export type BulkCardStatus =
  | 'queued'
  | 'uploading'
  | 'ready'
  | 'publishing'
  | 'published'
  | 'failed'
  | 'blocked';

export type BulkFailure =
  | { stage: 'upload'; error: UploadError }
  | { stage: 'publish'; error: unknown; upgradeUrl: string | null };

export interface BulkCard {
  id: string;
  file: File;
  status: BulkCardStatus;
  percent: number;
  asset: MediaAsset | null;
  values: SightingFormValues;
  errors: SightingFieldErrors;
  prefill: ExifPrefill | null;
  failure: BulkFailure | null;
  sighting: SightingDetail | null;
}

export interface BulkState {
  cards: readonly BulkCard[];
  /** Photo uploads the free plan still allows in this session; null: unlimited (or not known to be limited). */
  remaining: number | null;
  publishing: boolean;
}

export interface BulkDeps {
  upload: (file: File, onProgress: (percent: number) => void) => UploadHandle;
  readMetadata: (file: File) => Promise<PhotoMetadata>;
  publish: (input: SightingInput) => Promise<SightingDetail>;
  /** DELETE /api/media/:id of an upload removed before publishing (the server gives its slot back). */
  discard: (assetId: number) => Promise<void>;
  onDiscarded?: () => void;
  onUploaded?: (asset: MediaAsset) => void;
  onPublished?: (sighting: SightingDetail) => void;
  /** The largest photo the member's plan takes now (checked before sending); the free plan's by default. */
  photoMaxBytes?: () => number;
}

export interface PublishSummary {
  /** Every card published, public or not. */
  published: number;
  /** Of those, the ones the server saved as private ('Only me'): visible to their author alone. */
  savedPrivately: number;
  failed: number;
  invalid: number;
}

export class BulkSightingStore {
  private state: BulkState = { cards: [], remaining: null, publishing: false };
  private readonly listeners = new Set<() => void>();
  private readonly handles = new Map<string, UploadHandle>();
  /** Until the allowance is known nothing uploads, so a free member's sixth photo is never sent. */
  private allowanceKnown = false;
  private counter = 0;

  constructor(private readonly deps: BulkDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): BulkState => this.state;

  private set(next: Partial<BulkState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private card(id: string): BulkCard | undefined {
    return this.state.cards.find((c) => c.id === id);
  }

  private update(id: string, patch: Partial<BulkCard> | ((card: BulkCard) => Partial<BulkCard>)): void {
    this.set({
      cards: this.state.cards.map((c) =>
        c.id === id ? { ...c, ...(typeof patch === 'function' ? patch(c) : patch) } : c,
      ),
    });
  }

  /**
   * The allowance left this month as the server counted it when the screen opened (null: unlimited).
   * Later refetches are ignored: this store counts its own uploads, which the server may not have yet.
   */
  setAllowance(remaining: number | null): void {
    if (this.allowanceKnown) return;
    this.allowanceKnown = true;
    this.set({ remaining });
    for (const card of this.state.cards) {
      if (card.status === 'queued' && !this.take()) this.block(card.id);
    }
    this.pump();
  }

  /** Takes one upload from the allowance; false when none is left. */
  private take(): boolean {
    const { remaining } = this.state;
    if (remaining === null) return true;
    if (remaining <= 0) return false;
    this.set({ remaining: remaining - 1 });
    return true;
  }

  /** An upload that never reached the server's count gives its place back, to the first blocked card. */
  private giveBack(): void {
    const { remaining } = this.state;
    if (remaining === null) return;
    const blocked = this.state.cards.find((c) => c.status === 'blocked');
    if (blocked) {
      this.update(blocked.id, { status: 'queued', failure: null });
      return;
    }
    this.set({ remaining: remaining + 1 });
  }

  private block(id: string): void {
    this.update(id, { status: 'blocked', percent: 0 });
  }

  addFiles(files: readonly File[]): void {
    for (const file of files) {
      this.counter += 1;
      const id = `card-${this.counter}`;
      const card: BulkCard = {
        id,
        file,
        status: 'queued',
        percent: 0,
        asset: null,
        values: { ...EMPTY_SIGHTING },
        errors: {},
        prefill: null,
        failure: null,
        sighting: null,
      };
      this.set({ cards: [...this.state.cards, card] });
      const refused = checkBeforeUpload(file, this.deps.photoMaxBytes?.());
      if (refused) this.update(id, { status: 'failed', failure: { stage: 'upload', error: refused } });
      else if (this.allowanceKnown && !this.take()) this.block(id);
      void this.deps.readMetadata(file).then((metadata) => this.prefill(id, metadata));
    }
    this.pump();
  }

  private prefill(id: string, metadata: PhotoMetadata): void {
    const card = this.card(id);
    if (!card) return;
    const filled = prefillFromMetadata(card.values, metadata);
    if (!filled) return;
    this.update(id, (c) => ({ values: { ...c.values, ...filled.applied }, prefill: filled }));
  }

  undoPrefill(id: string): void {
    this.update(id, (c) =>
      c.prefill ? { values: { ...c.values, ...c.prefill.previous }, prefill: null } : {},
    );
  }

  private pump(): void {
    if (!this.allowanceKnown) return;
    let running = this.state.cards.filter((c) => c.status === 'uploading').length;
    for (const card of this.state.cards) {
      if (running >= BULK_UPLOAD_CONCURRENCY) return;
      if (card.status !== 'queued') continue;
      this.start(card);
      running += 1;
    }
  }

  private start(card: BulkCard): void {
    const { id } = card;
    this.update(id, { status: 'uploading', percent: 0, failure: null });
    const handle = this.deps.upload(card.file, (percent) => {
      if (this.handles.get(id) === handle) this.update(id, { percent });
    });
    this.handles.set(id, handle);
    handle.promise.then(
      (asset) => {
        if (this.handles.get(id) !== handle) return;
        this.handles.delete(id);
        this.update(id, { status: 'ready', percent: 100, asset });
        this.deps.onUploaded?.(asset);
        this.pump();
      },
      (error: unknown) => {
        if (this.handles.get(id) !== handle || isUploadAborted(error)) return;
        this.handles.delete(id);
        const failure = error instanceof UploadError ? error : new UploadError(0, undefined, undefined);
        this.update(id, { status: 'failed', failure: { stage: 'upload', error: failure } });
        if (failure.status === 403) {
          // The server says the month is used up: nothing else waiting may upload.
          this.set({ remaining: 0 });
          for (const other of this.state.cards) if (other.status === 'queued') this.block(other.id);
        } else {
          this.giveBack();
        }
        this.pump();
      },
    );
  }

  changeValues(id: string, patch: Partial<SightingFormValues>): void {
    this.update(id, (c) => {
      const errors = { ...c.errors };
      for (const key of Object.keys(patch)) delete errors[key];
      return { values: { ...c.values, ...patch }, errors };
    });
  }

  /** The shared 'apply to all' (category, place) for every card not yet published. */
  applyToAll(patch: Partial<Pick<SightingFormValues, 'category' | 'location'>>): void {
    for (const card of this.state.cards) {
      if (card.status !== 'published' && card.status !== 'publishing') this.changeValues(card.id, patch);
    }
  }

  retry(id: string): void {
    const card = this.card(id);
    if (card?.status !== 'failed' || !card.failure) return;
    if (card.failure.stage === 'publish') {
      void this.publishOne(id);
      return;
    }
    if (checkBeforeUpload(card.file, this.deps.photoMaxBytes?.())) return; // too large stays too large
    if (!this.take()) {
      this.block(id);
      return;
    }
    this.update(id, { status: 'queued', failure: null });
    this.pump();
  }

  remove(id: string): void {
    const card = this.card(id);
    if (!card) return;
    const handle = this.handles.get(id);
    this.handles.delete(id);
    handle?.abort();
    this.set({ cards: this.state.cards.filter((c) => c.id !== id) });
    if (card.status === 'queued' || card.status === 'uploading') this.giveBack();
    // A finished upload that will not be published is deleted, and the server gives its slot of the month
    // back: so does this count, once the server said so (a failed delete keeps the slot used, as it is).
    if (card.asset && card.status !== 'published')
      void this.deps.discard(card.asset.id).then(
        () => {
          this.giveBack();
          this.deps.onDiscarded?.();
          this.pump();
        },
        () => undefined,
      );
    this.pump();
  }

  private async publishOne(id: string): Promise<'published' | 'private' | 'failed' | 'invalid' | 'skipped'> {
    const card = this.card(id);
    if (!card?.asset) return 'skipped';
    const checked = validateSighting(card.values, { mediaAssetId: card.asset.id });
    if (!checked.ok) {
      this.update(id, { errors: checked.errors, status: 'ready', failure: null });
      return 'invalid';
    }
    this.update(id, { status: 'publishing', errors: {}, failure: null });
    try {
      const sighting = await this.deps.publish(checked.input);
      this.update(id, { status: 'published', sighting });
      this.deps.onPublished?.(sighting);
      return sighting.isPublic ? 'published' : 'private';
    } catch (error) {
      this.update(id, {
        status: 'failed',
        errors: serverSightingErrors(error),
        failure: { stage: 'publish', error, upgradeUrl: upgradeUrlOf(error) },
      });
      return 'failed';
    }
  }

  /** Publishes every card whose upload is done, one after another (the order the member sees). */
  async publishAll(): Promise<PublishSummary> {
    const summary: PublishSummary = { published: 0, savedPrivately: 0, failed: 0, invalid: 0 };
    if (this.state.publishing) return summary;
    this.set({ publishing: true });
    try {
      const ready = this.state.cards.filter((c) => c.status === 'ready').map((c) => c.id);
      for (const id of ready) {
        const outcome = await this.publishOne(id);
        if (outcome === 'skipped') continue;
        if (outcome === 'private') {
          summary.published += 1;
          summary.savedPrivately += 1;
        } else summary[outcome] += 1;
      }
    } finally {
      this.set({ publishing: false });
    }
    return summary;
  }

  /** Stops every running transfer (the member left the screen). */
  dispose(): void {
    const running = [...this.handles.values()];
    this.handles.clear();
    for (const handle of running) handle.abort();
  }
}
