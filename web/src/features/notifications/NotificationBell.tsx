// The header's bell: links to /notifications and shows the unread count; rendered only for signed-in members.
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { unreadBadgeText, useUnreadCount } from './use-unread-count';

export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return (
    <Link
      to="/notifications"
      aria-label={
        count > 0 ? t('shell.notificationBell.unread', { count }) : t('shell.notificationBell.label')
      }
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100',
        className,
      )}
    >
      <Bell className="size-5" aria-hidden />
      {count > 0 && (
        <span
          data-testid="unread-badge"
          dir="ltr"
          aria-hidden
          className="absolute -top-0.5 end-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
        >
          {unreadBadgeText(count)}
        </span>
      )}
    </Link>
  );
}
