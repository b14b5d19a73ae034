// An image from the media store: normalised path, one retry after an error, then 'Image not available'.
import { ImageOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { mediaPath, retryMediaPath } from './media-path';

interface MediaImageProps extends Omit<ComponentProps<'img'>, 'src' | 'onError'> {
  path: string;
  alt: string;
  /** Classes of the placeholder shown when the image cannot be loaded. */
  fallbackClassName?: string;
}

export function MediaImage({ path, alt, className, fallbackClassName, ...props }: MediaImageProps) {
  const { t } = useTranslation();
  // Errors are counted per path, so a new path starts fresh without an effect.
  const [failures, setFailures] = useState({ path, count: 0 });
  const count = failures.path === path ? failures.count : 0;

  if (count >= 2) {
    return (
      <div
        role="img"
        aria-label={t('sightings.imageNotAvailable')}
        className={cn(
          'flex flex-col items-center justify-center gap-1 bg-stone-100 p-1 text-center text-[11px] leading-tight text-stone-600',
          fallbackClassName,
        )}
      >
        <ImageOff className="size-5" aria-hidden />
        <span aria-hidden>{t('sightings.imageNotAvailable')}</span>
      </div>
    );
  }

  return (
    <img
      // A new element for the retry, so the browser really requests the image again.
      key={count}
      src={count === 0 ? mediaPath(path) : retryMediaPath(path)}
      alt={alt}
      className={className}
      onError={() => setFailures({ path, count: count + 1 })}
      {...props}
    />
  );
}
