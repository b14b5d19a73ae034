// The review form's photos: up to GEAR_LIMITS.imageUrls pictures, each uploaded at once as an illustration
// (POST /api/media, purpose illustration: not counted toward the monthly sighting photos), shown as a thumbnail
// with its progress, its error in words, and a remove button. A photo removed before the review is saved is
// deleted on the server too; one the saved review shows stays until the review is saved without it.
import { benefitsOf } from '@common/plans/benefits';
import { GEAR_LIMITS, type GearReviewImage } from '@common/schemas/gear';
import { type MediaAsset, UPLOAD_MESSAGES } from '@common/schemas/media';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useCurrentUser } from '../auth/use-current-user';
import { ACCEPT_PHOTOS } from '../uploads/MediaDropzone';
import { uploadErrorText } from '../uploads/UploadErrorNotice';
import {
  checkBeforeUpload,
  discardMedia,
  isUploadAborted,
  looksLikeVideo,
  UploadError,
  uploadMedia,
} from '../uploads/upload-media';

export type PhotoItem =
  | { key: string; status: 'done'; url: string; thumbUrl: string; uploadedId: number | null }
  | { key: string; status: 'uploading'; name: string; percent: number; abort: () => void }
  | { key: string; status: 'error'; name: string; error: UploadError };

let nextKey = 0;
const keyOf = () => {
  nextKey += 1;
  return `photo-${nextKey}`;
};

/** The photos a saved review already shows. */
export function photoItemsOf(images: readonly GearReviewImage[]): PhotoItem[] {
  return images.map((i) => ({
    key: keyOf(),
    status: 'done',
    url: i.url,
    thumbUrl: i.thumbUrl,
    uploadedId: null,
  }));
}

/** The URL a review stores for an uploaded illustration (its largest rendition; the server checks it). */
export function reviewUrlOf(asset: MediaAsset): string | null {
  const m = asset.media;
  return m.largeUrl ?? m.mediumUrl ?? m.smallUrl ?? m.thumbUrl;
}

export function ReviewPhotoPicker({
  items,
  onChange,
}: {
  items: PhotoItem[];
  /** Called with an updater: uploads finish after other changes. */
  onChange: (update: (items: PhotoItem[]) => PhotoItem[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { user } = useCurrentUser();
  const photoMaxBytes = benefitsOf(user?.subscriptionTier).photoMaxBytes;
  const [tooMany, setTooMany] = useState(false);
  const aborts = useRef(new Map<string, () => void>());
  const live = items.filter((i) => i.status !== 'error').length;

  // Leaving the page (or the form) stops uploads still under way.
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  const replace = (key: string, next: PhotoItem | null) =>
    onChange((all) => all.flatMap((i) => (i.key === key ? (next ? [next] : []) : [i])));

  const start = (file: File) => {
    const key = keyOf();
    const refused = looksLikeVideo(file)
      ? new UploadError(400, UPLOAD_MESSAGES.illustrationNotPhoto, undefined)
      : checkBeforeUpload(file, photoMaxBytes);
    if (refused) {
      onChange((all) => [...all, { key, status: 'error', name: file.name, error: refused }]);
      return;
    }
    const handle = uploadMedia(file, {
      purpose: 'illustration',
      onProgress: ({ percent }) =>
        onChange((all) =>
          all.map((i) => (i.key === key && i.status === 'uploading' ? { ...i, percent } : i)),
        ),
    });
    aborts.current.set(key, handle.abort);
    onChange((all) => [
      ...all,
      { key, status: 'uploading', name: file.name, percent: 0, abort: handle.abort },
    ]);
    handle.promise.then(
      (asset) => {
        aborts.current.delete(key);
        const url = reviewUrlOf(asset);
        replace(
          key,
          url
            ? { key, status: 'done', url, thumbUrl: asset.media.thumbUrl ?? url, uploadedId: asset.id }
            : { key, status: 'error', name: file.name, error: new UploadError(500, undefined, undefined) },
        );
      },
      (error: unknown) => {
        aborts.current.delete(key);
        if (isUploadAborted(error)) return;
        replace(key, {
          key,
          status: 'error',
          name: file.name,
          error: error instanceof UploadError ? error : new UploadError(0, undefined, undefined),
        });
      },
    );
  };

  const take = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const room = Math.max(0, GEAR_LIMITS.imageUrls - live);
    setTooMany(chosen.length > room);
    // Errors of earlier attempts give way to the new ones.
    onChange((all) => all.filter((i) => i.status !== 'error'));
    for (const file of chosen.slice(0, room)) start(file);
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = (item: PhotoItem) => {
    if (item.status === 'uploading') {
      aborts.current.delete(item.key);
      item.abort();
    }
    // Not yet in a saved review: nothing will show it (a saved review's photo answers 409 and stays).
    if (item.status === 'done' && item.uploadedId !== null) discardMedia(item.uploadedId).catch(() => {});
    replace(item.key, null);
  };

  const numberOf = new Map(items.filter((i) => i.status === 'done').map((item, i) => [item.key, i + 1]));
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-stone-900">{t('gear.photos.label')}</legend>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('gear.photos.hint', { count: GEAR_LIMITS.imageUrls })}
      </p>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {items.map((item) => {
            const n = numberOf.get(item.key) ?? 0;
            return (
              <li key={item.key} className="grid w-24 min-w-0 content-start gap-1">
                {item.status === 'done' ? (
                  <img
                    src={item.thumbUrl}
                    alt={t('gear.photos.formAlt', { n })}
                    width={96}
                    height={96}
                    className="size-24 rounded-lg border border-stone-200 object-cover"
                  />
                ) : (
                  <div className="grid size-24 place-items-center rounded-lg border border-dashed border-stone-300 bg-stone-50 p-1 text-center text-xs text-stone-700">
                    {item.status === 'uploading' ? (
                      <>
                        <progress
                          className="w-full"
                          max={100}
                          value={item.percent}
                          aria-label={t('gear.photos.progress', { name: item.name })}
                        />
                        <span aria-live="polite">
                          {item.percent >= 100
                            ? t('gear.photos.processing')
                            : t('gear.photos.uploading', { percent: item.percent })}
                        </span>
                      </>
                    ) : (
                      <span className="break-all">{item.name}</span>
                    )}
                  </div>
                )}
                {item.status === 'error' && (
                  <p role="alert" className="break-words text-xs text-red-700">
                    {t('gear.photos.failed', { name: item.name, reason: uploadErrorText(t, item.error) })}
                  </p>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => remove(item)}
                  aria-label={
                    item.status === 'done'
                      ? t('gear.photos.remove', { n })
                      : t('gear.photos.removeFile', { name: item.name })
                  }
                >
                  <X aria-hidden />
                  {item.status === 'uploading' ? t('gear.photos.cancel') : t('gear.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {tooMany && (
        <p role="alert" className="text-sm text-red-700">
          {t('gear.photos.tooMany', { count: GEAR_LIMITS.imageUrls })}
        </p>
      )}
      <div>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept={ACCEPT_PHOTOS}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t('gear.photos.add')}
          disabled={live >= GEAR_LIMITS.imageUrls}
          onChange={(e) => take(e.target.files)}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={live >= GEAR_LIMITS.imageUrls}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden />
          {t('gear.photos.add')}
        </Button>
      </div>
    </fieldset>
  );
}
