// The media area of /upload: the dropzone until a file is chosen, then its preview with the upload's progress,
// completion or refusal, and the way to cancel, retry or remove it.
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useAcceptedFiles } from './accepted-files';
import { MediaDropzone, MediaPreview } from './MediaDropzone';
import { UploadErrorNotice, UploadProgressBar } from './UploadErrorNotice';
import type { UploadState } from './use-upload-media';

export function UploadMediaPanel({
  file,
  state,
  posterUrl,
  photoOnly,
  onChoose,
  onRemove,
  onRetry,
  disabled,
}: {
  file: File | null;
  state: UploadState;
  posterUrl: string | null;
  photoOnly: boolean;
  onChoose: (files: File[]) => void;
  onRemove: () => void;
  onRetry: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const accepted = useAcceptedFiles(photoOnly);
  if (!file) {
    return (
      <MediaDropzone
        accept={accepted.accept}
        onFiles={onChoose}
        disabled={disabled}
        title={photoOnly ? t('upload.media.dropPhoto') : t('upload.media.dropMedia')}
        hint={accepted.hint}
        inputLabel={photoOnly ? t('upload.media.inputLabelPhoto') : t('upload.media.inputLabel')}
      />
    );
  }
  const asset = state.status === 'done' ? state.asset : null;
  return (
    <section
      aria-label={t('upload.media.sectionLabel')}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[minmax(0,16rem)_1fr]"
    >
      <MediaPreview
        file={file}
        serverUrl={asset?.media.mediumUrl ?? asset?.media.thumbUrl ?? null}
        posterUrl={posterUrl}
      />
      <div className="grid content-start gap-3">
        <p className="break-all text-sm font-medium text-stone-900">{file.name}</p>
        {state.status === 'uploading' && (
          <UploadProgressBar
            percent={state.percent}
            label={t('upload.media.progressLabel', { name: file.name })}
          />
        )}
        {state.status === 'done' && (
          <p className="flex items-center gap-2 text-sm text-brand-800" role="status">
            <CheckCircle2 className="size-4" aria-hidden />
            {t('upload.media.uploaded')}
          </p>
        )}
        {state.status === 'error' && (
          <UploadErrorNotice
            error={state.error}
            actions={
              <Button type="button" variant="outline" size="sm" onClick={onRetry}>
                {t('upload.media.retry')}
              </Button>
            }
          />
        )}
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
            {state.status === 'uploading' ? t('upload.media.cancel') : t('upload.media.remove')}
          </Button>
        </div>
      </div>
    </section>
  );
}
