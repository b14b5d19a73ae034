// An entry's picture: the photo, or the video playable in place with its poster (loaded only when played).
import type { ContestEntry } from '@common/schemas/contests';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mediaPath } from '../sightings/media-path';

export function EntryMedia({
  entry,
}: {
  entry: Pick<ContestEntry, 'imageUrl' | 'videoUrl' | 'mediaType' | 'speciesName'>;
}) {
  const { t } = useTranslation();
  const image = entry.imageUrl ? mediaPath(entry.imageUrl) : undefined;
  if (entry.mediaType === 'video' && entry.videoUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' wildlife videos have no caption track to offer.
      <video
        controls
        preload="none"
        poster={image}
        src={mediaPath(entry.videoUrl)}
        aria-label={entry.speciesName}
        className="aspect-[4/3] w-full bg-stone-900 object-cover"
      >
        {t('contests.videoUnsupported')}
      </video>
    );
  }
  if (!image)
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-stone-500">
        <ImageOff className="size-8" aria-label={t('contests.noImage')} />
      </div>
    );
  return (
    <img
      src={image}
      alt={entry.speciesName}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-full bg-stone-100 object-cover"
    />
  );
}
