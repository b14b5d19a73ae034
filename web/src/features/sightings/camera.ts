// How the camera data of a sighting reads on its page: "Canon EOS R5", "f/5.6", "1/500 s", "400 mm",
// "ISO 800". Numbers go through Intl in the interface language.
import type { CameraInfo } from '@common/schemas/sightings';

export function cameraName(camera: CameraInfo): string | null {
  const make = camera.make?.trim() ?? '';
  const model = camera.model?.trim() ?? '';
  if (!make) return model || null;
  if (!model) return make;
  // Many cameras repeat the maker in the model ("Canon" + "Canon EOS R5").
  return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
}

/** Shutter speed as photographers write it: 1/500 s below a second, 2.5 s above. */
export function formatExposure(seconds: number, locale: string): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 1) {
    const denominator = Math.round(1 / seconds);
    return `1/${new Intl.NumberFormat(locale, { useGrouping: false }).format(denominator)} s`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(seconds)} s`;
}

export function formatAperture(fNumber: number, locale: string): string {
  if (!Number.isFinite(fNumber) || fNumber <= 0) return '';
  return `f/${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(fNumber)}`;
}

export function formatFocalLength(mm: number, locale: string): string {
  if (!Number.isFinite(mm) || mm <= 0) return '';
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(mm)} mm`;
}
