// readPhotoMetadata's own rules on what exifr answers (exifr mocked): no fix, out-of-range values, failures.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const parse = vi.fn();
vi.mock('exifr', () => ({ default: { parse } }));

const { readPhotoMetadata } = await import('./read-photo-metadata');
const file = new File([new Uint8Array(8)], 'a.jpg', { type: 'image/jpeg' });

describe('readPhotoMetadata rules', () => {
  beforeEach(() => {
    parse.mockReset();
  });

  it('asks exifr for raw values so the time is not shifted into the browser time zone', async () => {
    parse.mockResolvedValue({ DateTimeOriginal: '2020:05:01 06:07:08' });
    expect(await readPhotoMetadata(file)).toEqual({
      takenAt: '2020-05-01T06:07:08',
      latitude: null,
      longitude: null,
    });
    expect(parse.mock.calls[0]?.[1]).toMatchObject({ reviveValues: false, gps: true });
  });

  it('falls back to CreateDate when DateTimeOriginal is missing', async () => {
    parse.mockResolvedValue({ CreateDate: '2021:01:02 03:04:05' });
    expect((await readPhotoMetadata(file)).takenAt).toBe('2021-01-02T03:04:05');
  });

  it('drops the 0,0 position of a camera without a GPS fix and out-of-range values', async () => {
    parse.mockResolvedValue({ latitude: 0, longitude: 0 });
    expect(await readPhotoMetadata(file)).toMatchObject({ latitude: null, longitude: null });
    parse.mockResolvedValue({ latitude: 91, longitude: 10 });
    expect(await readPhotoMetadata(file)).toMatchObject({ latitude: null, longitude: null });
  });

  it('pre-fills nothing when exifr fails', async () => {
    parse.mockImplementation(async () => {
      throw new Error('Unknown file format');
    });
    expect(await readPhotoMetadata(file)).toEqual({ takenAt: null, latitude: null, longitude: null });
  });
});
