// The signed-in member's unread notification count, polled every 30 s (spec section 7).
import { TIMINGS, UNREAD_BADGE_MAX } from '@common/constants/limits';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/use-current-user';
import { notificationKeys } from './keys';

interface UnreadCountResponse {
  unreadCount: number;
}

export function useUnreadCount(): number {
  const { isAuthenticated } = useCurrentUser();
  const query = useQuery<UnreadCountResponse>({
    queryKey: notificationKeys.unreadCount,
    // Visitors have no notifications: asking would only earn a 401.
    enabled: isAuthenticated,
    refetchInterval: TIMINGS.unreadCountPollMs,
  });
  const count = query.data?.unreadCount;
  return typeof count === 'number' && count > 0 ? count : 0;
}

/** The badge text: the exact number up to 9, then '9+' (spec section 9). */
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
