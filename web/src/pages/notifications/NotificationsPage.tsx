// /notifications: the signed-in member's notifications, newest first with infinite scrolling; opening one
// marks it read, and 'Mark all as read' clears them all. The header badge follows both.
import type { AppNotification } from '@common/schemas/notifications';
import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { NotificationItem } from '../../features/notifications/NotificationItem';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../features/notifications/use-notifications';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { LoadMore } from '../../features/profiles/LoadMore';
import { errorMessage } from '../../lib/api';

export default function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = useUnreadCount();
  const anyUnread = unreadCount > 0 || notifications.items.some((n) => !n.isRead);

  const onOpen = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
  };

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast({ title: t('notifications.allRead'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: errorMessage(error, t('notifications.markFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">{t('notifications.title')}</h1>
        <Button
          type="button"
          variant="outline"
          disabled={!anyUnread || markAll.isPending}
          onClick={onMarkAll}
        >
          <CheckCheck aria-hidden />
          {t('notifications.markAllRead')}
        </Button>
      </div>

      {notifications.isPending ? (
        <ul className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-16" />
            </li>
          ))}
        </ul>
      ) : notifications.isError ? (
        <p role="alert" className="text-stone-700">
          {errorMessage(notifications.error, t('notifications.loadFailed'))}
        </p>
      ) : notifications.items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center">
          <BellOff className="size-8 text-stone-400" aria-hidden />
          <p className="font-semibold text-stone-900">{t('notifications.empty.title')}</p>
          <p className="text-sm text-stone-600">{t('notifications.empty.description')}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-2">
            {notifications.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={notifications.hasNextPage}
            isFetchingNextPage={notifications.isFetchingNextPage}
            fetchNextPage={notifications.fetchNextPage}
          />
        </>
      )}
    </section>
  );
}
