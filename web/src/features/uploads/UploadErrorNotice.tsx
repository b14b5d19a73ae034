// A refused or failed upload, in words: the server's message (translated when it is one of the known upload
// messages), else a text for the status; the free plan's refusal carries the link to Premium.
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import type { TFunction } from 'i18next';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { cn } from '../../lib/cn';
import { UPGRADE_PATH } from './UploadAllowanceNotice';
import type { UploadError } from './upload-media';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(UPLOAD_MESSAGES).map(([key, message]) => [message, key]),
);

export function uploadErrorText(t: TFunction, error: UploadError): string {
  // The server's 401 text ('Authentication required') does not say what to do; this one comes with a link.
  if (error.status === 401) return t('upload.errors.signedOut');
  if (error.serverMessage) {
    const key = KEY_BY_MESSAGE.get(error.serverMessage);
    return key ? t(`upload.serverMessages.${key}`) : error.serverMessage;
  }
  if (error.status === 0) return t('upload.errors.network');
  if (error.status === 413) return t('upload.errors.tooLarge');
  if (error.status === 429) return t('upload.errors.rateLimited');
  if (error.status === 403) return t('upload.serverMessages.freeLimitReached');
  return t('upload.errors.generic');
}

/** Where the member can lift the limit, when the refusal is the free plan's monthly allowance. */
export function upgradeLinkOf(error: UploadError): string | null {
  if (error.upgradeUrl?.startsWith('/')) return error.upgradeUrl;
  if (error.status === 403 && error.serverMessage === UPLOAD_MESSAGES.freeLimitReached) return UPGRADE_PATH;
  return null;
}

export function UploadErrorNotice({
  error,
  actions,
  className,
}: {
  error: UploadError;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const upgrade = upgradeLinkOf(error);
  // The session ended while the page was open: the way back leads here again.
  const signIn =
    error.status === 401
      ? `/login?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`
      : null;
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800',
        className,
      )}
    >
      <p className="flex items-start gap-2">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{uploadErrorText(t, error)}</span>
      </p>
      {(upgrade || signIn || actions) && (
        <div className="flex flex-wrap items-center gap-3 ps-6">
          {upgrade && (
            <Link to={upgrade} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('upload.errors.upgradeLink')}
            </Link>
          )}
          {signIn && (
            <Link to={signIn} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('upload.errors.signIn')}
            </Link>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}

/** The progress of one transfer; at 100 % the server is still making the renditions. */
export function UploadProgressBar({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation();
  const processing = percent >= 100;
  return (
    <div className="grid gap-1">
      <ProgressBar percent={percent} label={label} pulse={processing} />
      <p className="text-xs text-stone-600" aria-live="polite">
        {processing ? t('upload.media.processing') : t('upload.media.uploading', { percent })}
      </p>
    </div>
  );
}
