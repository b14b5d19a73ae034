// The /notifications list (paged, newest first) and marking read: one at a time or all at once. Both change
// the screen at once and then refresh the header badge's unread count from the server.
import type { AppNotification, UnreadCount } from '@common/schemas/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { mapPagedItems, type PagedData, usePagedList } from '../profiles/paged';
import { notificationKeys } from './keys';

export function useNotifications() {
  return usePagedList<AppNotification>(notificationKeys.list, '/api/notifications');
}

type Snapshot = { list: PagedData<AppNotification> | undefined; count: UnreadCount | undefined };

async function markLocally(
  queryClient: QueryClient,
  isTarget: (n: AppNotification) => boolean,
  count: (old: number, changed: number) => number,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.list });
  await queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount });
  const snapshot: Snapshot = {
    list: queryClient.getQueryData(notificationKeys.list),
    count: queryClient.getQueryData(notificationKeys.unreadCount),
  };
  let changed = 0;
  queryClient.setQueryData<PagedData<AppNotification>>(notificationKeys.list, (data) =>
    mapPagedItems(data, (n) => {
      if (n.isRead || !isTarget(n)) return n;
      changed += 1;
      return { ...n, isRead: true };
    }),
  );
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (old) =>
    old ? { unreadCount: Math.max(0, count(old.unreadCount, changed)) } : old,
  );
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  if (!snapshot) return;
  queryClient.setQueryData(notificationKeys.list, snapshot.list);
  queryClient.setQueryData(notificationKeys.unreadCount, snapshot.count);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/notifications/${id}/read`),
    onMutate: (id) =>
      markLocally(
        queryClient,
        (n) => n.id === id,
        (old, changed) => old - changed,
      ),
    onError: (_error, _id, snapshot) => restore(queryClient, snapshot),
    // The badge asks the server again: other notifications may have arrived meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ updated: number }>('POST', '/api/notifications/read-all'),
    onMutate: () =>
      markLocally(
        queryClient,
        () => true,
        () => 0,
      ),
    onError: (_error, _variables, snapshot) => restore(queryClient, snapshot),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
      ]),
  });
}
