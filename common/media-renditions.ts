// Which renditions of a photo the web app offers, shared by the <img> of web/src/features/sightings/
// SightingImage.tsx and the server's preload and first paint of a sighting page (they must name the same files).
import type { SightingMedia } from './schemas/sightings';

/**
 * The `sizes` of a sighting page's photo (SightingHero): its preload and first paint must say the same. Below
 * the desktop layout it spans the page less its 1 rem margins, so a phone picks the rendition for that width.
 */
export const HERO_IMAGE_SIZES = '(min-width: 1024px) 768px, calc(100vw - 2rem)';

/** Side of the square thumbnail rendition in pixels (80 px cards at 2x). */
export const THUMB_RENDITION_PX = 160;
const SMALL_LONG_SIDE = 720;
const MEDIUM_LONG_SIDE = 1000;
const LARGE_LONG_SIDE = 2048;

const KEEP = /^(https?:|data:|blob:)/i;

/**
 * The media path rule (spec section 3): a relative path gets a leading slash; absolute URLs and rooted paths
 * are kept as they are.
 */
export function mediaPath(path: string): string {
  if (KEEP.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}

type RenditionUrls = Pick<SightingMedia, 'thumbUrl' | 'smallUrl' | 'mediumUrl' | 'largeUrl'>;

export interface Renditions {
  /** srcset of the WebP renditions. */
  webp: string | undefined;
  /** srcset of the JPEG renditions, for browsers without WebP. */
  jpeg: string | undefined;
  src: string;
}

/** The srcset lists: the square thumbnail only for square slots (it is cropped), the other sizes always. */
export function renditions(media: SightingMedia, square: boolean): Renditions | null {
  const w = media.width ?? 0;
  const h = media.height ?? 0;
  const widthAt = (longSide: number) => {
    if (!w || !h) return longSide;
    const scale = Math.min(1, longSide / Math.max(w, h));
    return Math.round(w * scale);
  };
  const list = (urls: RenditionUrls) => {
    const entries: [string | null, number][] = [
      [square ? urls.thumbUrl : null, THUMB_RENDITION_PX],
      [urls.smallUrl, widthAt(SMALL_LONG_SIDE)],
      [urls.mediumUrl, widthAt(MEDIUM_LONG_SIDE)],
      [urls.largeUrl, widthAt(LARGE_LONG_SIDE)],
    ];
    const parts = entries
      .filter((e): e is [string, number] => Boolean(e[0]))
      // Two renditions of the same width (a small original) would make the srcset ambiguous.
      .filter(([, width], i, all) => all.findIndex(([, other]) => other === width) === i)
      .map(([url, width]) => `${mediaPath(url)} ${width}w`);
    return parts.length ? parts.join(', ') : undefined;
  };
  const webp = list(media);
  const jpeg = media.fallback ? list(media.fallback) : undefined;
  // The plain src: JPEG first, as the one every browser decodes; the thumbnail only for square slots.
  const pick = (urls: RenditionUrls | null) =>
    urls
      ? (square
          ? [urls.thumbUrl, urls.mediumUrl, urls.largeUrl]
          : [urls.mediumUrl, urls.largeUrl, urls.thumbUrl]
        ).find((u): u is string => Boolean(u))
      : undefined;
  const src = pick(media.fallback) ?? pick(media) ?? media.posterUrl;
  if (!src) return null;
  return { webp, jpeg, src: mediaPath(src) };
}
