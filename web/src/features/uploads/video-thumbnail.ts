// A poster for an uploaded video (spec section 4 "Thumbnail generation" and section 8 "Thumbnail failure"):
// the server's POST /api/video/thumbnail first; if that fails, a frame captured in the browser. A failure of
// both is only logged.
import { apiRequest } from '../../lib/api';

export const VIDEO_THUMBNAIL = {
  metadataTimeoutMs: 10_000,
  seekWaitMs: 2_000,
  frameAtSeconds: 1,
  jpegQuality: 0.8,
} as const;

export async function requestServerThumbnail(videoUrl: string): Promise<string> {
  const reply = await apiRequest<{ thumbnailUrl?: unknown } | null>('POST', '/api/video/thumbnail', {
    videoUrl,
  });
  if (!reply || typeof reply.thumbnailUrl !== 'string' || !reply.thumbnailUrl) {
    throw new Error('The thumbnail service answered without a thumbnail');
  }
  return reply.thumbnailUrl;
}

function waitForEvent(target: HTMLVideoElement, event: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onError = () => done(false);
    const onEvent = () => done(true);
    function done(ok: boolean) {
      clearTimeout(timer);
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      resolve(ok);
    }
    target.addEventListener(event, onEvent);
    target.addEventListener('error', onError);
  });
}

/** Draws the frame at 1 s of the video to a canvas and returns it as a JPEG data URL (quality 0.8). */
export async function captureVideoFrame(src: string): Promise<string> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  // Same-origin and blob: URLs never taint the canvas; anything else must allow CORS to be drawn.
  if (!src.startsWith('blob:') && !src.startsWith('/')) video.crossOrigin = 'anonymous';
  try {
    const metadata = waitForEvent(video, 'loadedmetadata', VIDEO_THUMBNAIL.metadataTimeoutMs);
    video.src = src;
    video.load();
    if (!(await metadata)) throw new Error('Video metadata did not load within 10 s');
    const seeked = waitForEvent(video, 'seeked', VIDEO_THUMBNAIL.seekWaitMs);
    const duration = Number.isFinite(video.duration) ? video.duration : VIDEO_THUMBNAIL.frameAtSeconds;
    // A clip shorter than a second has no frame at 1 s: its middle is the closest honest choice.
    video.currentTime = Math.min(VIDEO_THUMBNAIL.frameAtSeconds, duration / 2);
    // The wait is a bound, not a requirement: some browsers draw the frame without firing 'seeked' in time.
    await seeked;
    if (!video.videoWidth || !video.videoHeight) throw new Error('The video has no picture to capture');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', VIDEO_THUMBNAIL.jpegQuality);
  } finally {
    video.removeAttribute('src');
    video.load();
  }
}

/**
 * The server's thumbnail, else a captured frame of the local copy (`localUrl`, the file's object URL, avoids
 * downloading the video again), else null. Never throws.
 */
export async function videoThumbnail(
  videoUrl: string | null,
  localUrl: string | null,
): Promise<string | null> {
  if (videoUrl) {
    try {
      return await requestServerThumbnail(videoUrl);
    } catch (error) {
      console.warn('Server video thumbnail failed; capturing a frame in the browser', error);
    }
  }
  const source = localUrl ?? videoUrl;
  if (!source) return null;
  try {
    return await captureVideoFrame(source);
  } catch (error) {
    console.warn('Client-side video frame capture failed', error);
    return null;
  }
}
