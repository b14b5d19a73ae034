// Spec section 8 "Thumbnail failure": the server's thumbnail first, else a frame captured in the browser at
// 1 s (metadata wait 10 s, seek wait 2 s, JPEG 0.8); if both fail it is only logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../pages/auth/test-utils';
import { VIDEO_THUMBNAIL, videoThumbnail } from './video-thumbnail';

let warn = vi.spyOn(console, 'warn');

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A <video> whose metadata and seek events fire only when the test says so. */
function fakeVideo({ metadata = true, width = 640 } = {}) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: width });
  Object.defineProperty(video, 'videoHeight', { value: 360 });
  Object.defineProperty(video, 'duration', { value: 12 });
  let currentTime = 0;
  Object.defineProperty(video, 'currentTime', {
    get: () => currentTime,
    set: (t: number) => {
      currentTime = t;
      setTimeout(() => video.dispatchEvent(new Event('seeked')), 0);
    },
  });
  video.load = () => {
    if (metadata && video.getAttribute('src'))
      setTimeout(() => video.dispatchEvent(new Event('loadedmetadata')), 0);
  };
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) =>
    tag === 'video' ? video : create(tag)) as typeof document.createElement);
  return video;
}

describe('videoThumbnail', () => {
  it("uses the server's thumbnail when POST /api/video/thumbnail answers", async () => {
    const fetchMock = stubFetch({
      'POST /api/video/thumbnail': () => jsonResponse({ thumbnailUrl: '/media/5/poster.jpg' }),
    });
    expect(await videoThumbnail('/media/5/video.mp4', 'blob:local')).toBe('/media/5/poster.jpg');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      videoUrl: '/media/5/video.mp4',
    });
  });

  it('captures the frame at 1 s as a JPEG of quality 0.8 when the server fails', async () => {
    stubFetch({ 'POST /api/video/thumbnail': () => jsonResponse({ message: 'ffmpeg failed' }, 500) });
    const video = fakeVideo();
    const drawImage = vi.fn();
    // `never`: tfjs's WebGPU typings add getContext overloads, and the spy types its value from the last one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/jpeg;base64,AAA');

    expect(await videoThumbnail('/media/5/video.mp4', 'blob:local')).toBe('data:image/jpeg;base64,AAA');
    expect(video.currentTime).toBe(VIDEO_THUMBNAIL.frameAtSeconds);
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 360);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(warn).toHaveBeenCalledTimes(1); // the server failure, logged
  });

  it('gives up after 10 s without metadata and only logs it', async () => {
    vi.useFakeTimers();
    stubFetch({ 'POST /api/video/thumbnail': () => jsonResponse({ message: 'nope' }, 500) });
    fakeVideo({ metadata: false });
    const result = videoThumbnail('/media/5/video.mp4', 'blob:local');
    await vi.advanceTimersByTimeAsync(VIDEO_THUMBNAIL.metadataTimeoutMs - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toContain('frame capture failed');
  });
});
