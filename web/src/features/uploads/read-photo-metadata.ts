// Reads when and where a photo was taken from its EXIF block in the browser, before it is sent, so the form
// can be pre-filled (as iNaturalist does). The server reads the file again for verification.

export interface PhotoMetadata {
  /** Local wall-clock time the camera recorded, 'YYYY-MM-DDTHH:MM:SS' (no zone: the time at the place seen). */
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

const EMPTY: PhotoMetadata = { takenAt: null, latitude: null, longitude: null };

interface ExifSubset {
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  DateTimeDigitized?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** EXIF writes 'YYYY:MM:DD HH:MM:SS' (some phones use '-' or 'T'); anything else is ignored. */
export function exifDateToLocal(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const month = Number(mo);
  const day = Number(d);
  if (Number(y) < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}`;
}

function coordinate(value: unknown, limit: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) return null;
  return value;
}

/**
 * Never throws: a file without EXIF, or one exifr cannot read, simply pre-fills nothing. exifr is loaded on
 * first use, so its code is fetched only when a member picks a photo.
 */
export async function readPhotoMetadata(file: Blob): Promise<PhotoMetadata> {
  try {
    const { default: exifr } = await import('exifr');
    // Raw values (reviveValues off): exifr would otherwise turn the date into a Date in the browser's time
    // zone, shifting the hour a member sees; the camera's wall-clock time is what the form wants.
    const data = (await exifr.parse(file, {
      tiff: true,
      ifd1: false,
      exif: { pick: ['DateTimeOriginal', 'CreateDate', 'DateTimeDigitized'] },
      gps: true,
      interop: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      translateValues: false,
      reviveValues: false,
    })) as ExifSubset | undefined;
    if (!data) return EMPTY;
    const takenAt =
      exifDateToLocal(data.DateTimeOriginal) ??
      exifDateToLocal(data.CreateDate) ??
      exifDateToLocal(data.DateTimeDigitized);
    let latitude = coordinate(data.latitude, 90);
    let longitude = coordinate(data.longitude, 180);
    // Cameras without a fix write 0/0; that is not a place anyone saw an animal.
    if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) {
      latitude = null;
      longitude = null;
    }
    return { takenAt, latitude, longitude };
  } catch {
    return EMPTY;
  }
}
