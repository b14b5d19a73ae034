// A sighting's photo: responsive WebP renditions with JPEG fallbacks in a <picture>, real width and height
// (no layout shift), lazy loading except for the page's hero image, and the thumbhash placeholder behind it
// until it loads. Sightings without processed media fall back to `photoUrl` and the media path rule.
import type { Sighting, SightingMedia } from '@common/schemas/sightings';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { MediaImage } from './MediaImage';
import { mediaPath } from './media-path';
import { placeholderDataUrl } from './placeholder';

/** Side of the square thumbnail rendition in pixels (80 px cards at 2x). */
export const THUMB_RENDITION_PX = 160;
const MEDIUM_LONG_SIDE = 1000;
const LARGE_LONG_SIDE = 2048;

interface SightingImageProps {
  sighting: Pick<Sighting, 'speciesName' | 'photoUrl' | 'media'>;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right rendition. */
  sizes: string;
  /** Draws a square of this many CSS pixels from the square thumbnail; otherwise the whole photo. */
  square?: number;
  /** Above the fold (the sighting page's photo): loaded at once with high fetch priority. */
  priority?: boolean;
  alt?: string;
  className?: string;
  fallbackClassName?: string;
}

export function SightingImage({
  sighting,
  sizes,
  square,
  priority = false,
  alt = sighting.speciesName,
  className,
  fallbackClassName,
}: SightingImageProps) {
  const { t } = useTranslation();
  const media = sighting.media;
  const sources = media ? renditions(media, square !== undefined) : null;
  // Keyed by the image, so another sighting in the same slot starts with a fresh state.
  const key = sources?.src ?? sighting.photoUrl ?? '';
  const [state, setState] = useState({ key, loaded: false, failed: false });
  const current = state.key === key ? state : { key, loaded: false, failed: false };

  const loading = priority ? 'eager' : 'lazy';
  const fixedSize = square !== undefined ? { width: square, height: square } : {};

  if (!sources || current.failed) {
    if (!sighting.photoUrl) {
      return (
        <div
          role="img"
          aria-label={t('sightings.imageNotAvailable')}
          className={cn(
            'flex flex-col items-center justify-center gap-1 bg-stone-100 text-center text-[11px] text-stone-600',
            fallbackClassName,
          )}
        >
          <ImageOff className="size-5" aria-hidden />
          <span aria-hidden>{t('sightings.imageNotAvailable')}</span>
        </div>
      );
    }
    return (
      <MediaImage
        path={sighting.photoUrl}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        fallbackClassName={fallbackClassName}
        {...fixedSize}
      />
    );
  }

  const placeholder = current.loaded ? null : placeholderDataUrl(media?.placeholder);
  const intrinsic =
    square !== undefined
      ? fixedSize
      : media?.width && media.height
        ? { width: media.width, height: media.height }
        : {};

  return (
    <picture className="contents">
      {sources.webp && sources.jpeg && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        src={sources.src}
        srcSet={sources.jpeg ?? sources.webp}
        sizes={sizes}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        data-placeholder={placeholder ? 'thumbhash' : undefined}
        style={
          placeholder
            ? {
                backgroundImage: `url("${placeholder}")`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }
            : undefined
        }
        className={className}
        onLoad={() => setState({ key, loaded: true, failed: false })}
        onError={() => setState({ key, loaded: false, failed: true })}
        {...intrinsic}
      />
    </picture>
  );
}

type RenditionUrls = Pick<SightingMedia, 'thumbUrl' | 'mediumUrl' | 'largeUrl'>;

interface Renditions {
  /** srcset of the WebP renditions. */
  webp: string | undefined;
  /** srcset of the JPEG renditions, for browsers without WebP. */
  jpeg: string | undefined;
  src: string;
}

/** The srcset lists: the square thumbnail only for square slots (it is cropped), medium and large always. */
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
