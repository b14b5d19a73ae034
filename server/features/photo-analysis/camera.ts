// The camera settings the analyzer explains: what server/media/exif.ts reads for the photo page, plus the 35 mm
// equivalent focal length the hand-holding rule needs. The position is read by exifr but never answered.
import fs from 'node:fs/promises';
import type { PhotoAnalysis } from '@common/schemas/photo-analysis';
import exifr from 'exifr';
import { cameraDataFrom, EXIF_OPTIONS } from '../../media/exif';

// The photo page's segments, without the position: the analyzer never answers it.
const OPTIONS = { ...EXIF_OPTIONS, gps: false } as const;

export type CameraSettings = NonNullable<PhotoAnalysis['camera']>;

export async function readCameraSettings(
  file: string,
  format: string | undefined,
): Promise<CameraSettings | null> {
  let raw: Record<string, unknown> | undefined;
  try {
    // PNG and WebP may keep EXIF after the pixels, beyond exifr's chunked reading: read whole (capped at 40 MB).
    const input = format === 'png' || format === 'webp' ? await fs.readFile(file) : file;
    raw = (await exifr.parse(input, OPTIONS)) as Record<string, unknown> | undefined;
  } catch {
    // Damaged metadata is no reason not to analyse pixels that decode.
    return null;
  }
  const data = cameraDataFrom(raw);
  const equivalent = Number(raw?.FocalLengthIn35mmFormat);
  const focalLength35 =
    Number.isFinite(equivalent) && equivalent > 0 && equivalent < 10_000 ? equivalent : null;
  if (!data && focalLength35 === null) return null;
  return {
    make: data?.make ?? null,
    model: data?.model ?? null,
    lens: data?.lens ?? null,
    focalLength: data?.focalLength ?? null,
    focalLength35,
    aperture: data?.aperture ?? null,
    exposureTime: data?.exposureTime ?? null,
    iso: data?.iso ?? null,
    takenAt: data?.takenAt ?? null,
  };
}
