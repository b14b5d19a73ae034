import { Camera, Image as ImageIcon, Video, X } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { looksLikeVideo } from '../../../features/uploads/upload-media';

/**
 * The sighting's photo or video: one big button opens the camera, another the gallery; a chosen photo is shown
 * with Change and Remove. `buttonRef` is the main button, which the page focuses after a save.
 */
export function PhotoField({
  id,
  file,
  fromPhoto,
  onPick,
  onRemove,
  buttonRef,
}: {
  id: string;
  file: File | null;
  /** The date, time or position were read from the photo. */
  fromPhoto: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      // Removed or saved: the same photo may be picked again.
      for (const input of [cameraInput.current, galleryInput.current]) if (input) input.value = '';
    }
    if (!file || looksLikeVideo(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="grid gap-2">
      <input
        ref={cameraInput}
        id={`${id}-file`}
        type="file"
        accept="image/*,video/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      {/* The same without `capture`: phones that open the camera straight away still let the member pick a
          photo taken earlier. */}
      <input
        ref={galleryInput}
        type="file"
        accept="image/*,video/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      {file ? (
        <div className="grid gap-2">
          {preview ? (
            <img
              src={preview}
              alt={t('quickSighting.photo.previewAlt')}
              className="max-h-64 w-full rounded-lg bg-stone-100 object-contain"
            />
          ) : (
            <p className="flex min-h-24 items-center gap-2 rounded-lg bg-stone-100 px-4 text-stone-800">
              <Video className="size-6 shrink-0" aria-hidden />
              <span className="break-all">{t('quickSighting.photo.video', { name: file.name })}</span>
            </p>
          )}
          {fromPhoto && <p className="text-sm text-stone-600">{t('quickSighting.photo.fromPhoto')}</p>}
          <div className="grid grid-cols-2 gap-2">
            <Button
              ref={buttonRef}
              type="button"
              variant="outline"
              className="min-h-12"
              onClick={() => cameraInput.current?.click()}
            >
              <Camera aria-hidden />
              {t('quickSighting.photo.change')}
            </Button>
            <Button type="button" variant="ghost" className="min-h-12" onClick={onRemove}>
              <X aria-hidden />
              {t('quickSighting.photo.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <button
            ref={buttonRef}
            type="button"
            onClick={() => cameraInput.current?.click()}
            className="flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 px-4 text-lg font-medium text-stone-800 hover:bg-stone-100"
          >
            <Camera className="size-8" aria-hidden />
            {t('quickSighting.photo.take')}
          </button>
          <Button
            type="button"
            variant="ghost"
            className="min-h-12"
            onClick={() => galleryInput.current?.click()}
          >
            <ImageIcon aria-hidden />
            {t('quickSighting.photo.gallery')}
          </Button>
        </>
      )}
    </div>
  );
}
