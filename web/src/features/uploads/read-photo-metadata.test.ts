// The real exifr on a real phone photo: the Pixel fixture must give the date, time and place the form shows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exifDateToLocal, readPhotoMetadata } from './read-photo-metadata';
import { EMPTY_SIGHTING, prefillFromMetadata } from './sighting-form-values';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures', name));

describe('readPhotoMetadata (real exifr)', () => {
  it('reads date, time and GPS position of the Pixel phone photo', async () => {
    const bytes = fixture('IMG_20180725_163423-tiny.jpg');
    const file = new File([bytes], 'IMG_20180725_163423-tiny.jpg', { type: 'image/jpeg' });

    const metadata = await readPhotoMetadata(file);

    expect(metadata.takenAt).toBe('2018-07-25T16:34:23');
    expect(metadata.latitude).toBeCloseTo(50.2996, 4);
    expect(metadata.longitude).toBeCloseTo(14.8203, 4);

    const filled = prefillFromMetadata(EMPTY_SIGHTING, metadata);
    expect(filled?.applied).toEqual({
      dateSpotted: '2018-07-25',
      timeSpotted: '16:34',
      latitude: '50.299603',
      longitude: '14.820294',
    });
  });

  it('gives nothing, and does not throw, for a file that is not a photo', async () => {
    const file = new File(['just some text'], 'notes.jpg', { type: 'image/jpeg' });
    expect(await readPhotoMetadata(file)).toEqual({ takenAt: null, latitude: null, longitude: null });
  });
});

describe('exifDateToLocal', () => {
  it('keeps the camera wall-clock time without any time zone shift', () => {
    expect(exifDateToLocal('2018:07:25 16:34:23')).toBe('2018-07-25T16:34:23');
    expect(exifDateToLocal('2019-08-21T10:57')).toBe('2019-08-21T10:57:00');
  });

  it('ignores blank or impossible values cameras sometimes write', () => {
    expect(exifDateToLocal('0000:00:00 00:00:00')).toBeNull();
    expect(exifDateToLocal('    :  :     :  :  ')).toBeNull();
    expect(exifDateToLocal('2018:13:01 10:00:00')).toBeNull();
    expect(exifDateToLocal(42)).toBeNull();
  });
});
