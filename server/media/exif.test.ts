// Camera data from EXIF: dates kept as the camera's wall-clock time, text cleaned, impossible values dropped.
import { describe, expect, it } from 'vitest';
import { cameraDataFrom, exifDateToIso } from './exif';

describe('exifDateToIso', () => {
  it('keeps the wall-clock time, with the offset when the camera recorded one', () => {
    expect(exifDateToIso('2018:07:25 16:34:23')).toBe('2018-07-25T16:34:23');
    expect(exifDateToIso('2018:07:25 16:34:23', '+02:00')).toBe('2018-07-25T16:34:23+02:00');
    expect(exifDateToIso('2018:07:25 16:34:23', 'junk')).toBe('2018-07-25T16:34:23');
  });

  it('drops dates that cannot be real', () => {
    for (const bad of [
      '0000:00:00 00:00:00',
      '2018:02:30 10:00:00',
      '2018:07:25 25:00:00',
      'yesterday',
      20180725,
    ])
      expect(exifDateToIso(bad), String(bad)).toBeUndefined();
  });
});

describe('cameraDataFrom', () => {
  it('keeps the fields of the photo page and the position, and nothing else', () => {
    expect(
      cameraDataFrom({
        Make: 'Canon\u0000\u0000 ',
        Model: ' Canon EOS 1300D',
        LensModel: 'EF-S18-55mm',
        FocalLength: 36,
        FNumber: 10,
        ExposureTime: 0.00625,
        ISO: 400,
        DateTimeOriginal: '2019:10:26 16:07:24',
        latitude: 50.2996027777,
        longitude: 14.8202944444,
        SerialNumber: '123456',
      }),
    ).toEqual({
      make: 'Canon',
      model: 'Canon EOS 1300D',
      lens: 'EF-S18-55mm',
      focalLength: 36,
      aperture: 10,
      exposureTime: 0.00625,
      iso: 400,
      takenAt: '2019-10-26T16:07:24',
      latitude: 50.2996028,
      longitude: 14.8202944,
    });
  });

  it('ignores a 0,0 position (no GPS fix), values out of range, and answers null when nothing is left', () => {
    expect(cameraDataFrom({ latitude: 0, longitude: 0, ISO: -5, FNumber: 'f/2' })).toBeNull();
    expect(cameraDataFrom({ latitude: 95, longitude: 10, Make: 'X' })).toEqual({ make: 'X' });
    expect(cameraDataFrom(undefined)).toBeNull();
  });
});
