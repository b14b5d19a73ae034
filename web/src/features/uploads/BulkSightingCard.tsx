// One photo of /bulk-sighting: its preview, its own upload progress and status, its own fields (EXIF
// pre-filled), and what went wrong with a retry.

import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { CheckCircle2, Clock, Loader2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import type { BulkCard } from './bulk-sighting-store';
import { ExifPrefillNote } from './ExifPrefillNote';
import { MediaPreview } from './MediaDropzone';
import { publishFailureText } from './publish-feedback';
import { SightingFields } from './SightingForm';
import type { SightingFormValues } from './sighting-form-values';
import { UPGRADE_PATH } from './UploadAllowanceNotice';
import { UploadErrorNotice, UploadProgressBar } from './UploadErrorNotice';
import { UploadError } from './upload-media';

function CardStatus({ card, onRetry }: { card: BulkCard; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (card.status) {
    case 'queued':
      return (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Clock className="size-4" aria-hidden />
          {t('upload.bulk.status.queued')}
        </p>
      );
    case 'uploading':
      return (
        <UploadProgressBar
          percent={card.percent}
          label={t('upload.media.progressLabel', { name: card.file.name })}
        />
      );
    case 'ready':
      return (
        <p className="flex items-center gap-2 text-sm text-brand-800">
          <CheckCircle2 className="size-4" aria-hidden />
          {t('upload.bulk.status.ready')}
        </p>
      );
    case 'publishing':
      return (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('upload.bulk.status.publishing')}
        </p>
      );
    case 'published':
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm text-brand-800">
          <CheckCircle2 className="size-4" aria-hidden />
          {t('upload.bulk.status.published')}
          {card.sighting && (
            <Link to={`/sighting/${card.sighting.id}`} className="font-medium underline underline-offset-4">
              {t('upload.bulk.viewSighting')}
            </Link>
          )}
        </p>
      );
    case 'blocked':
      return (
        <UploadErrorNotice
          error={new UploadError(403, UPLOAD_MESSAGES.freeLimitReached, UPGRADE_PATH)}
          className="py-2"
        />
      );
    case 'failed': {
      const retry = (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('upload.bulk.retry')}
        </Button>
      );
      if (card.failure?.stage === 'upload') {
        const tooLarge = card.failure.error.status === 413;
        return (
          <UploadErrorNotice error={card.failure.error} actions={tooLarge ? null : retry} className="py-2" />
        );
      }
      const upgrade = card.failure?.upgradeUrl;
      return (
        <div
          role="alert"
          className="grid gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          <p>{publishFailureText(t, card.failure?.error)}</p>
          <div className="flex flex-wrap items-center gap-3">
            {upgrade && (
              <Link to={upgrade} className="font-semibold text-brand-800 underline underline-offset-4">
                {t('upload.errors.upgradeLink')}
              </Link>
            )}
            {retry}
          </div>
        </div>
      );
    }
  }
}

export function BulkSightingCard({
  card,
  index,
  onChange,
  onRemove,
  onRetry,
  onUndoPrefill,
  suggestions,
}: {
  card: BulkCard;
  index: number;
  onChange: (patch: Partial<SightingFormValues>) => void;
  onRemove: () => void;
  onRetry: () => void;
  onUndoPrefill: () => void;
  /** The AI species suggestions for this card's photo (features/identification). */
  suggestions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locked = card.status === 'publishing' || card.status === 'published';
  const label = t('upload.bulk.cardLabel', { index: index + 1, name: card.file.name });
  return (
    <li
      aria-label={label}
      data-testid="bulk-card"
      data-status={card.status}
      className={cn(
        'grid gap-4 rounded-xl border bg-white p-4 md:grid-cols-[12rem_1fr]',
        card.status === 'published' ? 'border-brand-300' : 'border-stone-200',
      )}
    >
      <div className="grid content-start gap-2">
        <MediaPreview
          file={card.file}
          serverUrl={card.asset?.media.thumbUrl ?? card.asset?.media.mediumUrl ?? null}
          className="max-h-48"
        />
        <p className="break-all text-xs text-stone-600">{card.file.name}</p>
      </div>
      <div className="grid content-start gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <CardStatus card={card} onRetry={onRetry} />
          </div>
          {card.status !== 'published' && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={onRemove}
              disabled={card.status === 'publishing'}
              aria-label={t('upload.bulk.remove', { name: card.file.name })}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
        {card.status !== 'blocked' && (
          <SightingFields
            idPrefix={card.id}
            values={card.values}
            onChange={onChange}
            errors={card.errors}
            disabled={locked}
            variant="compact"
            prefillNote={card.prefill && !locked ? <ExifPrefillNote onUndo={onUndoPrefill} /> : null}
          />
        )}
        {!locked && suggestions}
      </div>
    </li>
  );
}
