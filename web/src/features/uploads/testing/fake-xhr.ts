// Test double of XMLHttpRequest for the upload tests: records each request, lets the test push upload
// progress and answer (or fail) it when it chooses. Only test files import this module.
import type { MediaAsset } from '@common/schemas/media';
import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

class FakeUploadTarget {
  onprogress: Handler = null;
}

export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | null = null;
  aborted = false;
  done = false;
  readonly upload = new FakeUploadTarget();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(): void {}

  send(body: FormData): void {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort(): void {
    if (this.done) return;
    this.aborted = true;
    this.done = true;
    this.onabort?.();
  }

  /** The file part of the request. */
  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.done = true;
    this.onload?.();
  }

  failNetwork(): void {
    this.done = true;
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest for the current test; returns the class to read its instances. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** Uploads still waiting for an answer. */
export function openUploads(): FakeXhr[] {
  return FakeXhr.instances.filter((x) => !x.done);
}

export function makeAsset(id: number, overrides: Partial<MediaAsset> = {}): MediaAsset {
  return {
    id,
    kind: 'photo',
    mime: 'image/jpeg',
    media: {
      thumbUrl: `/media/${id}/thumb.webp`,
      smallUrl: `/media/${id}/small.webp`,
      mediumUrl: `/media/${id}/medium.webp`,
      largeUrl: `/media/${id}/large.webp`,
      fallback: null,
      posterUrl: null,
      placeholder: null,
      width: 1012,
      height: 759,
      durationSeconds: null,
    },
    videoUrl: null,
    camera: null,
    location: null,
    takenAt: null,
    ...overrides,
  };
}

export function photoFile(name = 'fox.jpg', bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}
