// The full-screen viewer of a sighting's photo or video. Loaded on first open, so the home page's first
// JavaScript does not carry it.
import type { Sighting } from '@common/schemas/sightings';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { mediaPath, posterOf } from './media-path';
import { SightingImage } from './SightingImage';

interface MediaViewerProps {
  sighting: Sighting;
  onClose: () => void;
}

export default function MediaViewer({ sighting, onClose }: MediaViewerProps) {
  const { t } = useTranslation();
  const isVideo = sighting.mediaType === 'video' && Boolean(sighting.videoUrl);
  return (
    <DialogPrimitive.Root
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-overlay bg-black/90" />
        <DialogPrimitive.Content className="fixed inset-0 z-overlay flex flex-col items-center justify-center gap-3 p-4 outline-none">
          <DialogPrimitive.Title dir="auto" className="text-center text-lg font-semibold text-white">
            {sighting.speciesName}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {t('sightings.viewerDescription', { species: sighting.speciesName })}
          </DialogPrimitive.Description>
          <div className="flex min-h-0 w-full flex-1 items-center justify-center">
            {isVideo && sighting.videoUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: members' field videos come without caption tracks.
              <video
                controls
                autoPlay
                src={mediaPath(sighting.videoUrl)}
                poster={posterOf(sighting)}
                className="max-h-full max-w-full"
              >
                {t('sightings.videoUnsupported')}
              </video>
            ) : sighting.photoUrl || sighting.media ? (
              <SightingImage
                sighting={sighting}
                sizes="100vw"
                priority
                className="max-h-full w-auto max-w-full object-contain"
                fallbackClassName="size-64 rounded-lg text-sm"
              />
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label={t('common.close')}
            className="absolute end-3 top-3 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 focus-visible:outline-white"
          >
            <X className="size-6" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
