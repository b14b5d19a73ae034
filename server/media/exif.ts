// Reading what the camera recorded (exifr): make, model, lens, exposure, date taken and GPS position, as the
// small CameraData record kept for the photo page. The raw EXIF block itself is never kept or published.
import fs from 'node:fs/promises';
import exifr from 'exifr';
import type { CameraData } from '../db/schema/media';

/** Only the segments that hold camera data; values kept raw so dates stay the camera's wall-clock text. */
export const EXIF_OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  interop: false,
  ifd1: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  reviveValues: false,
  translateValues: false,
} as const;

type RawExif = Record<string, unknown>;

const text = (v: unknown, max = 100): string | undefined => {
  if (typeof v !== 'string') return undefined;
  // Cameras pad fields with NULs and spaces; PostgreSQL jsonb refuses NUL, so it must go either way.
  const clean = v
    .replaceAll('\u0000', '')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return clean.length > 0 ? clean.slice(0, max) : undefined;
};

const positive = (v: unknown, max: number): number | undefined => {
  const n = Array.isArray(v) ? Number(v[0]) : Number(v);
  return typeof v !== 'boolean' && v !== null && Number.isFinite(n) && n > 0 && n <= max ? n : undefined;
};

/**
 * EXIF dates are wall-clock text without a zone ('2018:07:25 16:34:23'): kept as local ISO text
 * ('2018-07-25T16:34:23'), with the offset when the camera recorded one, never shifted to the server's zone.
 */
export function exifDateToIso(value: unknown, offset?: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const valid =
    y >= 1826 &&
    y <= 2200 &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  if (!valid) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : '';
  return iso + zone;
}

function coordinate(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(n) && n >= min && n <= max ? Math.round(n * 1e7) / 1e7 : undefined;
}

export function cameraDataFrom(raw: RawExif | undefined | null): CameraData | null {
  if (!raw) return null;
  const latitude = coordinate(raw.latitude, -90, 90);
  const longitude = coordinate(raw.longitude, -180, 180);
  // 0,0 is what cameras write when they had no fix.
  const hasPosition =
    latitude !== undefined && longitude !== undefined && !(latitude === 0 && longitude === 0);
  const data: CameraData = {
    make: text(raw.Make),
    model: text(raw.Model),
    lens: text(raw.LensModel) ?? text(raw.Lens),
    focalLength: positive(raw.FocalLength, 10_000),
    aperture: positive(raw.FNumber, 1_000),
    exposureTime: positive(raw.ExposureTime, 3_600),
    iso: positive(raw.ISO, 10_000_000),
    takenAt:
      exifDateToIso(raw.DateTimeOriginal, raw.OffsetTimeOriginal) ??
      exifDateToIso(raw.CreateDate, raw.OffsetTimeDigitized),
    ...(hasPosition ? { latitude, longitude } : {}),
  };
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as CameraData;
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * The camera data of a photo file, or null when it has none. Damaged metadata is not a reason to refuse a
 * picture that decodes, so reading failures give null.
 */
export async function readCameraData(file: string, format: string | undefined): Promise<CameraData | null> {
  try {
    // PNG and WebP keep EXIF in a chunk that may follow the pixels, which exifr's chunked file reading never
    // reaches: those are read whole (uploads are capped at 40 MB).
    const input = format === 'png' || format === 'webp' ? await fs.readFile(file) : file;
    const raw = (await exifr.parse(input, EXIF_OPTIONS)) as RawExif | undefined;
    return cameraDataFrom(raw);
  } catch {
    return null;
  }
}
