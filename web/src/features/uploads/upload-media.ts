// POST /api/media through XMLHttpRequest (fetch cannot report upload progress): one `file` part and a
// `purpose` field, cookies sent, progress and abort, failures reported to the error tracker like lib/api.ts;
// and DELETE /api/media/:id for a file the member removes before publishing.
import { MEDIA_LIMITS, type MediaAsset, type MediaPurpose, UPLOAD_MESSAGES } from '@common/schemas/media';
import { apiRequest } from '../../lib/api';
import { reportApiError, reportNetworkError } from '../../lib/error-tracker';

export const MEDIA_ENDPOINT = '/api/media';

/** A refused or failed upload. status 0: no answer (network failure). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, when it sent one; the screen falls back to its own text otherwise. */
    readonly serverMessage: string | undefined,
    /** Set on the free plan's monthly refusal (403): where the member can upgrade. */
    readonly upgradeUrl: string | undefined,
  ) {
    super(serverMessage ?? (status === 0 ? 'Network error or request failed' : `Upload failed (${status})`));
    this.name = 'UploadError';
  }
}

/** The member (or the screen) cancelled the upload; never shown or reported. */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'AbortError';
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100; 100 means every byte is sent and the server is processing the file. */
  percent: number;
}

export interface UploadHandle {
  promise: Promise<MediaAsset>;
  abort: () => void;
}

export interface UploadOptions {
  purpose?: MediaPurpose;
  onProgress?: (progress: UploadProgress) => void;
  /** Another upload route with the same body and answer: POST /api/admin/media for the administrators. */
  endpoint?: string;
  /** Extra request headers (the administrators' bearer token). */
  headers?: Record<string, string>;
}

function parseError(status: number, text: string): UploadError {
  let message: string | undefined;
  let upgradeUrl: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; upgradeUrl?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.upgradeUrl === 'string') upgradeUrl = body.upgradeUrl;
  } catch {
    // A proxy's HTML error page: the screen shows its own text for the status.
  }
  return new UploadError(status, message, upgradeUrl);
}

export function uploadMedia(file: File, options: UploadOptions = {}): UploadHandle {
  const xhr = new XMLHttpRequest();
  let settled = false;
  const promise = new Promise<MediaAsset>((resolve, reject) => {
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const endpoint = options.endpoint ?? MEDIA_ENDPOINT;
    xhr.open('POST', endpoint);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      const total = event.total || file.size;
      options.onProgress({
        loaded: event.loaded,
        total,
        percent: total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0,
      });
    };
    xhr.onload = () => {
      if (settled) return;
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        let asset: MediaAsset;
        try {
          asset = JSON.parse(text) as MediaAsset;
        } catch {
          fail(new UploadError(xhr.status, undefined, undefined));
          return;
        }
        settled = true;
        resolve(asset);
        return;
      }
      const error = parseError(xhr.status, text);
      reportApiError({
        status: xhr.status,
        method: 'POST',
        endpoint,
        message: `${xhr.status}: ${text || xhr.statusText}`,
      });
      fail(error);
    };
    xhr.onerror = () => {
      reportNetworkError(endpoint, new Error('Upload failed - no response from server'));
      fail(new UploadError(0, undefined, undefined));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => fail(new UploadAbortedError());

    const form = new FormData();
    // The purpose goes first so the server knows what the file is for before it streams the file.
    form.append('purpose', options.purpose ?? 'sighting');
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return {
    promise,
    abort: () => {
      if (!settled) xhr.abort();
    },
  };
}

export function isUploadAborted(error: unknown): boolean {
  return error instanceof UploadAbortedError;
}

const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm|mov|qt)$/i;

/** Whether the member picked a video (by declared type or name; the server decides by content). */
export function looksLikeVideo(file: File): boolean {
  return file.type.startsWith('video/') || VIDEO_EXTENSIONS.test(file.name);
}

/**
 * The size limits checked before sending, so nobody waits for 200 MB to travel only to be refused; the
 * message is the server's own (common/schemas/media.ts), which stays the authority on everything else.
 * `photoMaxBytes` is the member's plan's (benefitsOf: Premium Explorer takes larger photos).
 */
export function checkBeforeUpload(
  file: File,
  photoMaxBytes: number = MEDIA_LIMITS.photoMaxBytes,
): UploadError | null {
  if (looksLikeVideo(file)) {
    return file.size > MEDIA_LIMITS.videoMaxBytes
      ? new UploadError(413, UPLOAD_MESSAGES.videoTooLarge, undefined)
      : null;
  }
  if (file.size <= photoMaxBytes) return null;
  const message =
    photoMaxBytes > MEDIA_LIMITS.photoMaxBytes
      ? UPLOAD_MESSAGES.premiumPhotoTooLarge
      : UPLOAD_MESSAGES.photoTooLarge;
  return new UploadError(413, message, undefined);
}

/** DELETE /api/media/:id: the member removed an uploaded file before publishing. */
export async function discardMedia(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/media/${id}`);
}
