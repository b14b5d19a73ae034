// The sighting page's large photo (a click opens the full-screen viewer) or its video player, with the
// spec's texts for browsers without video and while the video loads.

import { HERO_IMAGE_SIZES } from '@common/media-renditions';
import type { SightingDetail } from '@common/schemas/sightings';
import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryMark } from '../../features/categories/category-mark';
import { mediaPath, posterOf } from '../../features/sightings/media-path';
import { SightingImage } from '../../features/sightings/SightingImage';

const MediaViewer = lazy(() => import('../../features/sightings/MediaViewer'));

export function SightingHero({ sighting }: { sighting: SightingDetail }) {
  const { t } = useTranslation();
  const [viewerOpen, setViewerOpen] = useState(false);
  const [videoReady, setVideoReady] = useState(false);

  if (sighting.mediaType === 'video' && sighting.videoUrl) {
    return (
      <div className="relative overflow-hidden rounded-2xl bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: members' field videos come without caption tracks. */}
        <video
          controls
          preload="metadata"
          poster={posterOf(sighting)}
          src={mediaPath(sighting.videoUrl)}
          width={sighting.media?.width ?? undefined}
          height={sighting.media?.height ?? undefined}
          onLoadedMetadata={() => setVideoReady(true)}
          onError={() => setVideoReady(true)}
          className="mx-auto max-h-[75vh] w-full"
        >
          {t('sightings.videoUnsupported')}
        </video>
        {!videoReady && (
          <p
            role="status"
            className="pointer-events-none absolute inset-x-0 top-3 mx-auto w-fit rounded-full bg-black/60 px-3 py-1 text-sm text-white"
          >
            {t('sightingPage.loadingVideo')}
          </p>
        )}
      </div>
    );
  }

  if (!sighting.photoUrl && !sighting.media) {
    // A report without media: a compact band with its category's emoji, not a large empty frame.
    const mark = categoryMark(sighting.category);
    return (
      <div
        data-testid="no-media-header"
        className={`flex items-center gap-4 rounded-2xl bg-gradient-to-br px-5 py-4 text-white ${mark.gradient}`}
      >
        <span aria-hidden className="text-4xl leading-none">
          {mark.emoji}
        </span>
        <span className="text-sm font-medium">{t('sightingPage.noMedia')}</span>
      </div>
    );
  }

  // Without known dimensions (photos that skipped the media pipeline) a 4:3 frame is reserved, so the text
  // below does not jump when the photo arrives.
  const sized = Boolean(sighting.media?.width && sighting.media?.height);
  return (
    <>
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        aria-label={t('sightings.openViewer', { species: sighting.speciesName })}
        className={`group relative block w-full overflow-hidden rounded-2xl bg-stone-100${sized ? '' : ' aspect-[4/3]'}`}
      >
        <SightingImage
          sighting={sighting}
          priority
          sizes={HERO_IMAGE_SIZES}
          className={
            sized
              ? 'mx-auto block h-auto max-h-[75vh] w-auto max-w-full object-contain'
              : 'block size-full object-contain'
          }
          fallbackClassName="aspect-[4/3] w-full text-sm"
        />
        <span className="absolute end-3 bottom-3 rounded-full bg-black/50 p-2 text-white opacity-80 group-hover:opacity-100">
          <Maximize2 className="size-5" aria-hidden />
        </span>
      </button>
      {viewerOpen && (
        <Suspense fallback={null}>
          <MediaViewer sighting={sighting} onClose={() => setViewerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
