// Choosing files: drag and drop or the system picker (accept image/*,video/*,.heic,.heif), and the preview
// of a chosen file from an object URL (revoked when the file changes or the preview goes away).
import { RAW_FORMATS } from '@common/schemas/media';
import { ImageOff, UploadCloud } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { looksLikeVideo } from './upload-media';

export const ACCEPT_MEDIA = 'image/*,video/*,.heic,.heif';
export const ACCEPT_PHOTOS = 'image/*,.heic,.heif';
/**
 * Camera RAW files by their extensions: browsers give most of them no image/ type, so image/* alone would hide
 * them in the picker. Offered to Premium Explorer members only (a plan benefit); the server decides by content.
 */
export const ACCEPT_RAW = RAW_FORMATS.map((f) => `.${f.ext}`).join(',');

/** The picker's accept rule applied to dropped files too (the picker filters, a drop does not). */
export function matchesAccept(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.split(',').some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

export function MediaDropzone({
  accept,
  multiple = false,
  onFiles,
  disabled,
  title,
  hint,
  inputLabel,
}: {
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  title: string;
  hint: string;
  /** The accessible name of the file input. */
  inputLabel: string;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted = files.filter((f) => matchesAccept(f, accept));
    setRejected(files.filter((f) => !matchesAccept(f, accept)).map((f) => f.name));
    const chosen = multiple ? accepted : accepted.slice(0, 1);
    if (chosen.length > 0) onFiles(chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <section
      aria-label={title}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="media-dropzone"
      className={cn(
        'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50',
        disabled && 'opacity-60',
      )}
    >
      <UploadCloud className="size-10 text-brand-700" aria-hidden />
      <p className="text-base font-medium text-stone-900">{title}</p>
      <p className="text-sm text-stone-600">{t('upload.media.or')}</p>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {multiple ? t('upload.media.choosePhotos') : t('upload.media.chooseFile')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        aria-describedby={hintId}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
      <p id={hintId} className="max-w-md text-xs text-stone-500">
        {hint}
      </p>
      {rejected.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('upload.media.rejected', { names: rejected.join(', ') })}
        </p>
      )}
    </section>
  );
}

/** An object URL for a local file, for as long as the file is shown. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * The chosen file as the member will see it. Browsers other than Safari cannot draw HEIC, so once the server
 * has made its own rendition (`serverUrl`) that is shown instead; until then a plain placeholder.
 */
export function MediaPreview({
  file,
  serverUrl,
  posterUrl,
  className,
}: {
  file: File;
  serverUrl?: string | null;
  posterUrl?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const localUrl = useObjectUrl(file);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const isVideo = looksLikeVideo(file);
  const box = cn('overflow-hidden rounded-lg bg-stone-900/5', className);

  if (isVideo) {
    if (!localUrl) return <div className={box} />;
    return (
      <video
        src={localUrl}
        poster={posterUrl ?? undefined}
        controls
        muted
        playsInline
        preload="metadata"
        className={cn(box, 'max-h-80 w-full object-contain')}
        aria-label={t('upload.media.previewAlt', { name: file.name })}
      >
        {t('sightings.videoUnsupported')}
      </video>
    );
  }
  const candidates = [localUrl, serverUrl].filter(
    (u): u is string => Boolean(u) && !failed.includes(u ?? ''),
  );
  const src = candidates[0];
  if (!src) {
    const tried = Boolean(localUrl);
    return (
      <div className={cn(box, 'flex min-h-40 flex-col items-center justify-center gap-2 p-4 text-stone-600')}>
        {tried && <ImageOff className="size-8" aria-hidden />}
        <span className="text-sm">{tried ? t('upload.media.noPreview') : t('common.loading')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t('upload.media.previewAlt', { name: file.name })}
      onError={() => setFailed((list) => [...list, src])}
      className={cn(box, 'max-h-80 w-full object-contain')}
    />
  );
}
