// A review's photos as small pictures (the thumbnail rendition); each opens larger in a dialog. The alt text
// names the review, since members give their photos no caption.
import type { GearReviewImage } from '@common/schemas/gear';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/Dialog';

export function ReviewPhotos({ images, title }: { images: GearReviewImage[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = open === null ? null : images[open];
  const alt = (n: number) => t('gear.photos.alt', { n, title });
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t('gear.photos.listLabel')}>
        {images.map((image, index) => (
          <li key={image.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('gear.photos.open', { n: index + 1 })}
              className="block overflow-hidden rounded-lg border border-stone-200 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <img
                src={image.thumbUrl}
                alt={alt(index + 1)}
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={shown !== null && shown !== undefined} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-4xl" aria-describedby={undefined}>
          <DialogTitle>{t('gear.photos.dialogTitle', { title })}</DialogTitle>
          {shown && open !== null && (
            <img
              src={shown.largeUrl}
              alt={alt(open + 1)}
              width={shown.width ?? undefined}
              height={shown.height ?? undefined}
              className="max-h-[75vh] w-full rounded-lg object-contain"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
