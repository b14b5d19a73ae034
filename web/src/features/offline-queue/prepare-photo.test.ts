// Field settings' photo quality: a photo longer than the chosen edge is sent as a smaller JPEG; videos, small
// photos, the "original" setting and anything the browser cannot decode go as they are.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparePhoto, RESIZED_JPEG_QUALITY } from './prepare-photo';

const photo = (name = 'heron.png', type = 'image/png') => new File([new Uint8Array(50_000)], name, { type });

function stubCanvas(width: number, height: number) {
  const drawn: number[][] = [];
  const encoded: { type?: string; quality?: number }[] = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => {} })),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          drawImage: (_b: unknown, x: number, y: number, w: number, h: number) => drawn.push([x, y, w, h]),
        };
      }
      async convertToBlob(options: { type?: string; quality?: number }) {
        encoded.push(options);
        return new Blob([new Uint8Array(1_000)], { type: 'image/jpeg' });
      }
    },
  );
  return { drawn, encoded };
}

afterEach(() => vi.unstubAllGlobals());

describe('preparePhoto', () => {
  it('scales a large photo to the longest edge as a JPEG at 0.85', async () => {
    const { drawn, encoded } = stubCanvas(4000, 3000);
    const out = await preparePhoto(photo(), 1600);
    expect(drawn).toEqual([[0, 0, 1600, 1200]]);
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: RESIZED_JPEG_QUALITY }]);
    expect(out.name).toBe('heron.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(1_000);
  });

  it('keeps the original when it is small enough, for the original setting, and for videos', async () => {
    stubCanvas(1200, 800);
    const small = photo();
    expect(await preparePhoto(small, 1600)).toBe(small);
    const big = photo();
    expect(await preparePhoto(big, 0)).toBe(big);
    const video = new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' });
    expect(await preparePhoto(video, 1024)).toBe(video);
  });

  it('keeps the original when the browser cannot decode it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const heic = photo('owl.heic', 'image/heic');
    expect(await preparePhoto(heic, 1024)).toBe(heic);
  });
});
