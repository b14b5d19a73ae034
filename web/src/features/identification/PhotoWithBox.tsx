// The member's photo with the box of the animal the identifier looked at, drawn in percentages of the upright
// image so it stays on the animal at any display size. Browsers show JPEGs upright by their EXIF orientation
// (image-orientation: from-image), as the server measured them.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhotoBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function PhotoWithBox({
  file,
  box,
  imageWidth,
  imageHeight,
}: {
  file: File;
  box: PhotoBox | null;
  imageWidth: number;
  imageHeight: number;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  const pct = (value: number, of: number) => `${Math.max(0, Math.min(100, (value / of) * 100))}%`;
  return (
    <figure className="relative overflow-hidden rounded-xl bg-stone-100">
      <img src={url} alt={t('identify.result.photoAlt')} className="block h-auto w-full" />
      {box && imageWidth > 0 && imageHeight > 0 && (
        <div
          data-testid="animal-box"
          role="img"
          aria-label={t('identify.result.box')}
          className="pointer-events-none absolute rounded-md border-4 border-accent-400 shadow-[0_0_0_9999px_rgba(0,0,0,0.25)]"
          style={{
            // Pixel coordinates from the image's left edge: physical left, also in a right-to-left layout.
            left: pct(box.x, imageWidth),
            top: pct(box.y, imageHeight),
            width: pct(box.width, imageWidth),
            height: pct(box.height, imageHeight),
          }}
        />
      )}
    </figure>
  );
}
