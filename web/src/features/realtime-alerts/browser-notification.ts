// Browser notifications for alerts (spec section 9), shown only once the member has granted permission, which
// is asked only from a click (the alert list's 'Enable browser notifications'): browsers ignore or penalise a
// request made without a user gesture.

import { mediaPath } from '@common/media-renditions';
import type { TFunction } from 'i18next';
import type { RareSpeciesAlert } from './alert';
import { alertNotificationContent } from './alert-text';

export type NotificationState = NotificationPermission | 'unsupported';

type NotificationClass = typeof Notification;

function notificationClass(): NotificationClass | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

export function notificationState(): NotificationState {
  return notificationClass()?.permission ?? 'unsupported';
}

export async function requestNotificationPermission(): Promise<NotificationState> {
  const NotificationCtor = notificationClass();
  if (!NotificationCtor) return 'unsupported';
  try {
    return await NotificationCtor.requestPermission();
  } catch (err) {
    console.warn('[realtime] notification permission request failed', err);
    return NotificationCtor.permission;
  }
}

/**
 * Shows the alert as a browser notification when permission is granted; clicking it brings the tab forward
 * and opens the sighting through `open` (the router). Returns the notification, or null when none was shown.
 */
export function showAlertNotification(
  t: TFunction,
  alert: RareSpeciesAlert,
  open: (path: string) => void,
): Notification | null {
  const NotificationCtor = notificationClass();
  if (NotificationCtor?.permission !== 'granted') return null;
  const content = alertNotificationContent(t, alert);
  try {
    // No `actions` here: the constructor throws on them (they need a service worker, see alertNotificationContent).
    const notification = new NotificationCtor(content.title, {
      body: content.body,
      tag: content.tag,
      icon: alert.imageUrl ? mediaPath(alert.imageUrl) : '/favicon.svg',
      requireInteraction: content.requireInteraction,
      data: { url: content.url },
    });
    notification.onclick = (event) => {
      event.preventDefault();
      window.focus();
      open(content.url);
      notification.close();
    };
    if (content.autoCloseMs !== null) {
      setTimeout(() => notification.close(), content.autoCloseMs);
    }
    return notification;
  } catch (err) {
    // Android Chrome allows notifications only through a service worker: the popup still shows the alert.
    console.warn('[realtime] could not show a browser notification', err);
    return null;
  }
}
