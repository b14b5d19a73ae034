// The connectivity banner (spec section 2): a warning while offline, 'Back online' for 3 s afterwards.
// The live region is always mounted so screen readers announce both changes.
// With the offline queue (issue 17) it also tells what happens to the member's writes: how many wait while
// offline, then after reconnecting 'Sending N…' and either 'All changes synced' (3 s) or how many could not be
// sent, with the way to the queue. The queue's state comes from its in-memory snapshot (no IndexedDB code here).
import { TIMINGS } from '@common/constants/limits';
import { CloudUpload, Wifi, WifiOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUEUE_PATH } from '../../features/offline-queue/QueueBadge';
import { useOfflineQueue } from '../../features/offline-queue/queue-store';
import { useConnectivity } from './use-connectivity';

type Report = 'none' | 'sending' | 'synced' | 'failed';

/** The queue's report after a reconnection: sending, then synced (for 3 s) or failed (until dealt with). */
function useQueueReport(online: boolean, reconnects: number): [Report, () => void] {
  const { waiting, failed } = useOfflineQueue();
  const [report, setReport] = useState<Report>('none');
  const seenReconnects = useRef(reconnects);

  useEffect(() => {
    if (!online) {
      setReport('none');
      return;
    }
    if (reconnects !== seenReconnects.current) {
      seenReconnects.current = reconnects;
      if (waiting > 0) setReport('sending');
      return;
    }
    if (report === 'sending' && waiting === 0) setReport(failed > 0 ? 'failed' : 'synced');
    if (report === 'failed' && failed === 0) setReport('none');
  }, [online, reconnects, waiting, failed, report]);

  useEffect(() => {
    if (report !== 'synced') return;
    const timer = setTimeout(() => setReport('none'), TIMINGS.backOnlineNoticeMs);
    return () => clearTimeout(timer);
  }, [report]);

  return [report, () => setReport('none')];
}

const LINE =
  'flex flex-wrap items-center justify-center gap-x-2 gap-y-1 px-4 py-2 text-center text-sm font-medium';

export function OfflineBanner() {
  const { t } = useTranslation();
  const { online, justReconnected, reconnects } = useConnectivity();
  const queue = useOfflineQueue();
  const [report, dismiss] = useQueueReport(online, reconnects);
  // Held (Wi-Fi only, signed out): the writes wait rather than being sent.
  const sendingText =
    report === 'sending'
      ? queue.hold
        ? t('queueStatus.waiting', { count: queue.waiting })
        : t('queueStatus.sending', { count: queue.waiting })
      : null;

  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className={`${LINE} bg-amber-100 text-amber-950`}>
          <WifiOff className="size-4 shrink-0" aria-hidden />
          <span>{t('offline.message')}</span>
          {queue.waiting > 0 && (
            <span className="font-semibold">{t('queueStatus.waiting', { count: queue.waiting })}</span>
          )}
        </p>
      )}
      {online && justReconnected && (
        <p className={`${LINE} bg-brand-100 text-brand-900`}>
          <Wifi className="size-4 shrink-0" aria-hidden />
          <span>{t('offline.backOnline')}</span>
          {sendingText && <span className="font-semibold">{sendingText}</span>}
        </p>
      )}
      {online && !justReconnected && sendingText && (
        <p className={`${LINE} bg-brand-100 text-brand-900`}>
          <CloudUpload className="size-4 shrink-0" aria-hidden />
          <span>{sendingText}</span>
        </p>
      )}
      {online && report === 'synced' && (
        <p className={`${LINE} bg-brand-100 text-brand-900`}>
          <CloudUpload className="size-4 shrink-0" aria-hidden />
          <span>{t('queueStatus.synced')}</span>
        </p>
      )}
      {online && report === 'failed' && (
        <p className={`${LINE} bg-red-50 text-red-800`}>
          <span>{t('queueStatus.failed', { count: queue.failed })}</span>
          <span aria-hidden>—</span>
          <Link to={QUEUE_PATH} className="underline underline-offset-4">
            {t('queueStatus.review')}
          </Link>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('queueStatus.dismiss')}
            className="inline-flex size-8 items-center justify-center rounded-md hover:bg-red-100"
          >
            <X className="size-4" aria-hidden />
          </button>
        </p>
      )}
    </div>
  );
}
