// The header's count of the member's writes not yet on the server (waiting or refused), linking to the queue
// on /field/tools; nothing at all when there are none. Reads the in-memory snapshot only (no IndexedDB code).
import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useOfflineQueue } from './queue-store';

export const QUEUE_PATH = '/field/tools#queue';

export function QueueBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { waiting, failed } = useOfflineQueue();
  const count = waiting + failed;
  if (count === 0) return null;
  return (
    <Link
      to={QUEUE_PATH}
      aria-label={t('queueStatus.badge', { count })}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100',
        className,
      )}
    >
      <CloudUpload className="size-5" aria-hidden />
      <span
        data-testid="queue-badge"
        dir="ltr"
        aria-hidden
        className={cn(
          'absolute -top-0.5 end-0 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-bold leading-none text-white',
          failed > 0 ? 'bg-red-600' : 'bg-amber-700',
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}

export default QueueBadge;
