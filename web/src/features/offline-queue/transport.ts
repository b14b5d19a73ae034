// How the offline queue talks to the server: one send at a time per tab (the "current send"), each request with
// a timeout, the item's Idempotency-Key and a way to be stopped (discarding the item, going offline, signing
// out); an upload is also stopped when it makes no progress. Every failure comes out as an UploadError whose
// status 0 means "no answer", which sync.ts turns into a retry, a hold or a failed item (classify).
import { IDEMPOTENCY_KEY_HEADER } from '@common/constants/api';
import type { MediaAsset } from '@common/schemas/media';
import { UploadError, uploadMedia } from '../uploads/upload-media';

const REQUEST_TIMEOUT_MS = 30_000;
/** An upload with no progress this long is taken for a dead line and tried again later. */
const UPLOAD_STALL_MS = 60_000;
/** Once every byte is sent, the server may take a while over a video before it answers. */
const UPLOAD_PROCESSING_MS = 5 * 60_000;

export type AbortReason = 'offline' | 'stall' | 'discard' | 'stop';

/** A send stopped on purpose (not the line's fault), with why. */
export class SendAborted extends Error {
  constructor(readonly reason: AbortReason) {
    super(`Send aborted (${reason})`);
    this.name = 'SendAborted';
  }
}

/** The item being sent by this tab, and how to stop its request. */
interface ActiveSend {
  id: string;
  reason: AbortReason | null;
  stopRequest: (() => void) | null;
}
let active: ActiveSend | null = null;

export function beginSend(id: string): void {
  active = { id, reason: null, stopRequest: null };
}

export function endSend(): void {
  active = null;
}

/** Stops the current send (only if it is item `id`; null: whatever it is). */
export function abortActive(id: string | null, reason: AbortReason): void {
  if (!active || (id !== null && active.id !== id)) return;
  active.reason ??= reason;
  active.stopRequest?.();
}

/** Between the steps of a send: a discard (or going offline) that came meanwhile stops it here. */
export function throwIfAborted(): void {
  if (active?.reason) throw new SendAborted(active.reason);
}

function onStop(stop: (() => void) | null): void {
  if (active) active.stopRequest = stop;
}

/** What a failed send means: try later (the line or the server), hold everything (401), or the item's own fault. */
export function classify(status: number): 'network' | 'retry' | 'signedOut' | 'failed' {
  if (status === 0) return 'network';
  if (status === 401) return 'signedOut';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'failed';
}

/** The server's `{ message, upgradeUrl }` of a refusal, if its body is that JSON. */
function refusal(text: string): { message?: string; upgradeUrl?: string } {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; upgradeUrl?: unknown };
    return {
      ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}),
      ...(typeof parsed.upgradeUrl === 'string' ? { upgradeUrl: parsed.upgradeUrl } : {}),
    };
  } catch {
    // A proxy's HTML page: the status alone says what happened.
    return {};
  }
}

/** POST/PUT/DELETE with JSON, a timeout and the key; failures as UploadError (status 0: no answer). */
export async function sendJson<T>(method: string, url: string, body?: unknown, key?: string): Promise<T> {
  throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  onStop(() => controller.abort());
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        credentials: 'include',
        headers: {
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
    } catch {
      if (!timedOut) throwIfAborted();
      throw new UploadError(0, undefined, undefined);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      const { message, upgradeUrl } = refusal(text);
      throw new UploadError(res.status, message, upgradeUrl);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      return null as T;
    }
  } finally {
    clearTimeout(timeout);
    onStop(null);
  }
}

/** Uploads a sighting's photo or video with the item's media key, reporting progress, stopped when it stalls. */
export function uploadWithWatchdog(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<MediaAsset> {
  throwIfAborted();
  let lastProgressAt = Date.now();
  let percent = 0;
  let stalled = false;
  const handle = uploadMedia(file, {
    purpose: 'sighting',
    headers: { [IDEMPOTENCY_KEY_HEADER]: `${id}-media` },
    onProgress: (p) => {
      lastProgressAt = Date.now();
      percent = p.percent;
      onProgress(p.percent);
    },
  });
  onStop(handle.abort);
  const watchdog = setInterval(() => {
    const limit = percent >= 100 ? UPLOAD_PROCESSING_MS : UPLOAD_STALL_MS;
    if (Date.now() - lastProgressAt > limit) {
      stalled = true;
      handle.abort();
    }
  }, 5_000);
  return handle.promise
    .catch((error: unknown) => {
      if (stalled) throw new UploadError(0, undefined, undefined);
      throwIfAborted();
      throw error;
    })
    .finally(() => {
      clearInterval(watchdog);
      onStop(null);
    });
}
