// A sighting's photo: responsive WebP renditions with JPEG fallbacks in a <picture>, real width and height
// (no layout shift), lazy loading except for the page's hero image, and the thumbhash placeholder behind it
// until it loads. Sightings without processed media fall back to `photoUrl` and the media path rule.
import { renditions, THUMB_RENDITION_PX } from '@common/media-renditions';
import type { Sighting } from '@common/schemas/sightings';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { MediaImage } from './MediaImage';
import { placeholderDataUrl } from './placeholder';

export { renditions, THUMB_RENDITION_PX };

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
  // A priority image is usually in the browser already (the sighting page's HTML drew it before the app ran):
  // its placeholder is decoded after mount, and only if the image is still loading, instead of costing the
  // page's first render a decode (~15 ms on a phone) for nothing.
  const image = useRef<HTMLImageElement>(null);
  const [stillLoading, setStillLoading] = useState<string | null>(null);
  useEffect(() => {
    const element = image.current;
    if (priority && element && !(element.complete && element.naturalWidth > 0)) setStillLoading(key);
  }, [priority, key]);

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

  const placeholder =
    current.loaded || (priority && stillLoading !== key) ? null : placeholderDataUrl(media?.placeholder);
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
        ref={image}
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
