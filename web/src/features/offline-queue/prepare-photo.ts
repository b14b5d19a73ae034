// Field settings' "photo quality": a photo longer than the chosen edge is scaled down in the browser before it
// travels over a slow line (JPEG at 0.85). Any failure (a format the browser cannot decode, such as HEIC in
// Chromium, or no canvas) sends the original: resizing only ever saves bytes, never loses a sighting.
// The resized copy carries no EXIF; the sighting's own fields already hold the date and position read from it.
import { looksLikeVideo } from '../uploads/upload-media';

export const RESIZED_JPEG_QUALITY = 0.85;

function scaledSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = maxEdge / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: RESIZED_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', RESIZED_JPEG_QUALITY));
}

/** The file to upload: the original, or a JPEG whose longest edge is `maxEdge` (0 = never resize). */
export async function preparePhoto(file: File, maxEdge: number): Promise<File> {
  if (maxEdge <= 0 || looksLikeVideo(file) || typeof createImageBitmap !== 'function') return file;
  try {
    // The camera's orientation is applied, so the scaled copy stands the way the photo was taken.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      if (Math.max(bitmap.width, bitmap.height) <= maxEdge) return file;
      const { width, height } = scaledSize(bitmap.width, bitmap.height, maxEdge);
      const jpeg = await encodeJpeg(bitmap, width, height);
      if (!jpeg || jpeg.size === 0 || jpeg.size >= file.size) return file;
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
      return new File([jpeg], name, { type: 'image/jpeg', lastModified: file.lastModified });
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}
