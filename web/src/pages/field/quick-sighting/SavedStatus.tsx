import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUEUE_PATH } from '../../../features/offline-queue/QueueBadge';
import type { QueueItem } from '../../../features/offline-queue/types';
import {
  UploadProgressBar,
  upgradeLinkOf,
  uploadErrorText,
} from '../../../features/uploads/UploadErrorNotice';
import { UploadError } from '../../../features/uploads/upload-media';

/** Where the sighting saved last stands: on the device, sending (with progress), published, or refused. */
export function SavedStatus({ item, percent }: { item: QueueItem | null; percent: number | undefined }) {
  const { t } = useTranslation();
  if (!item) return <p>{t('quickSighting.status.saved')}</p>;
  if (item.state === 'sent') {
    return (
      <p>
        {t('quickSighting.status.sent')}{' '}
        {item.kind === 'sighting' && item.resultId !== undefined && (
          <Link to={`/sighting/${item.resultId}`} className="font-medium text-brand-800 underline">
            {t('quickSighting.status.viewSighting')}
          </Link>
        )}
      </p>
    );
  }
  if (item.state === 'failed' && item.error) {
    const error = new UploadError(item.error.status, item.error.message, item.error.upgradeUrl);
    const upgrade = upgradeLinkOf(error);
    return (
      <p className="text-red-800">
        {t('quickSighting.status.failed')} {uploadErrorText(t, error)}{' '}
        {upgrade && (
          <Link to={upgrade} className="font-medium underline">
            {t('upload.errors.upgradeLink')}
          </Link>
        )}{' '}
        <Link to={QUEUE_PATH} className="font-medium underline">
          {t('quickSighting.status.review')}
        </Link>
      </p>
    );
  }
  if (item.state === 'sending') {
    return (
      <div className="grid gap-1">
        <p>{t('quickSighting.status.sending')}</p>
        {percent !== undefined && (
          <UploadProgressBar percent={percent} label={t('quickSighting.status.progress', { percent })} />
        )}
      </div>
    );
  }
  return <p>{t('quickSighting.status.saved')}</p>;
}
