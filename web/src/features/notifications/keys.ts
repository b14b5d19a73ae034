// Query keys of the notifications domain; the key segments join into the request path (spec section 7).
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  /** The paged list of the /notifications page (GET /api/notifications?cursor=). */
  list: ['/api/notifications', 'list'] as const,
  unreadCount: ['/api/notifications/unread-count'] as const,
};
