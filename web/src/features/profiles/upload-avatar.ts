// Uploads a profile picture (POST /api/media, purpose avatar) with progress; fetch cannot report upload
// progress, so this one call uses XMLHttpRequest.
import type { MediaAsset } from '@common/schemas/media';
import { ApiError } from '../../lib/api';

export function uploadAvatar(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaAsset> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as MediaAsset);
        } catch {
          reject(new ApiError(xhr.status, text, undefined, undefined));
        }
        return;
      }
      let message: string | undefined;
      try {
        const body = JSON.parse(text) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // Not JSON: no server message to show.
      }
      reject(new ApiError(xhr.status, text || xhr.statusText, message, undefined));
    };
    xhr.onerror = () => reject(new Error('Request failed - no response from server'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    // The purpose travels before the file so the server knows the limits before reading the bytes.
    form.append('purpose', 'avatar');
    form.append('file', file);
    xhr.send(form);
  });
}
