// Browser notifications for alerts (spec section 9), shown only once the member has granted permission, which
// is asked only from a click (the alert list's 'Enable browser notifications'): browsers ignore or penalise a
// request made without a user gesture.
//
// The spec's View Sighting and Dismiss buttons exist only on notifications a service worker shows, so the
// notification goes through the WildLens worker (/sw.js, web/src/service-worker), which answers the clicks.
// Production pages register that worker once loaded, for offline field mode (features/app-update/registration.ts);
// here it is asked for when the member enables notifications or the first alert is shown, with the same address
// and options, so the browser answers with that same registration (or makes it, under the dev server, where
// nothing registers it on load). Where there is no worker (an insecure origin, a browser without them, a failed
// registration) the page's own notification is shown as before, without the buttons.

import { mediaPath } from '@common/media-renditions';
import type { TFunction } from 'i18next';
import { SERVICE_WORKER_URL, serviceWorkerOptions } from '../app-update/registration';
import type { RareSpeciesAlert } from './alert';
import { type AlertNotificationContent, alertNotificationContent } from './alert-text';

export type NotificationState = NotificationPermission | 'unsupported';

type NotificationClass = typeof Notification;

/**
 * What showNotification takes: TypeScript's DOM library leaves out `actions` and `image`, which only some
 * browsers show (the others ignore them).
 */
interface AlertNotificationOptions extends NotificationOptions {
  actions: AlertNotificationContent['actions'];
  image?: string;
}

function notificationClass(): NotificationClass | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  // Browsers leave navigator.serviceWorker out on insecure origins.
  return typeof navigator !== 'undefined' && navigator.serviceWorker ? navigator.serviceWorker : undefined;
}

export function notificationState(): NotificationState {
  return notificationClass()?.permission ?? 'unsupported';
}

export async function requestNotificationPermission(): Promise<NotificationState> {
  const NotificationCtor = notificationClass();
  if (!NotificationCtor) return 'unsupported';
  let state: NotificationState;
  try {
    state = await NotificationCtor.requestPermission();
  } catch (err) {
    console.warn('[realtime] notification permission request failed', err);
    state = NotificationCtor.permission;
  }
  // The worker is installed now, so the first alert's notification does not wait for it.
  if (state === 'granted') void alertServiceWorker();
  return state;
}

/** Resolves once the registration has an active worker (showNotification needs one), or null if it never will. */
function whenActive(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration | null> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'activated') resolve(registration);
      else if (worker.state === 'redundant') resolve(registration.active ? registration : null);
      else return;
      worker.removeEventListener('statechange', settle);
    };
    worker.addEventListener('statechange', settle);
    // It may have moved on before this was called.
    settle();
  });
}

// One registration per page (per container: a test's fresh container registers anew).
const registrations = new WeakMap<ServiceWorkerContainer, Promise<ServiceWorkerRegistration | null>>();

/**
 * The worker's registration the first time it is needed (the page's own when it already registered it), resolved
 * once it has an active worker; null where there is no worker to be had, and the page's own notification is
 * shown instead.
 */
export function alertServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const container = serviceWorkerContainer();
  if (!container) return Promise.resolve(null);
  let registration = registrations.get(container);
  if (!registration) {
    registration = container
      .register(SERVICE_WORKER_URL, serviceWorkerOptions())
      .then(whenActive)
      .catch((err: unknown) => {
        console.warn('[realtime] could not register the notification service worker', err);
        return null;
      });
    registrations.set(container, registration);
  }
  return registration;
}

/** The worker's notification: the buttons are answered in web/src/service-worker/notification-click.ts. */
async function showThroughWorker(
  registration: ServiceWorkerRegistration,
  alert: RareSpeciesAlert,
  content: AlertNotificationContent,
): Promise<void> {
  const options: AlertNotificationOptions = {
    body: content.body,
    tag: content.tag,
    icon: alert.imageUrl ? mediaPath(alert.imageUrl) : '/favicon.svg',
    requireInteraction: content.requireInteraction,
    data: { url: content.url },
    actions: content.actions,
  };
  if (alert.imageUrl) options.image = mediaPath(alert.imageUrl);
  await registration.showNotification(content.title, options);
  const { autoCloseMs } = content;
  if (autoCloseMs !== null) {
    setTimeout(() => {
      registration
        .getNotifications({ tag: content.tag })
        .then((shown) => {
          for (const notification of shown) notification.close();
        })
        .catch(() => {});
    }, autoCloseMs);
  }
}

/** The page's own notification: no buttons; clicking it opens the sighting through `open` (the router). */
function showInPage(
  NotificationCtor: NotificationClass,
  alert: RareSpeciesAlert,
  content: AlertNotificationContent,
  open: (path: string) => void,
): boolean {
  try {
    // No `actions` here: the constructor throws on them.
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
    return true;
  } catch (err) {
    // Android Chrome allows notifications only through a service worker: the popup still shows the alert.
    console.warn('[realtime] could not show a browser notification', err);
    return false;
  }
}

/**
 * Shows the alert as a browser notification when permission is granted: through the service worker, with the
 * View Sighting and Dismiss buttons, or else as the page's own notification, whose click brings the tab forward
 * and opens the sighting through `open`. Resolves with whether a notification was shown.
 */
export async function showAlertNotification(
  t: TFunction,
  alert: RareSpeciesAlert,
  open: (path: string) => void,
): Promise<boolean> {
  const NotificationCtor = notificationClass();
  if (NotificationCtor?.permission !== 'granted') return false;
  const content = alertNotificationContent(t, alert);
  // Without a worker nothing is awaited: the page's notification shows at once, as it always has.
  const registration = serviceWorkerContainer() ? await alertServiceWorker() : null;
  if (registration) {
    try {
      await showThroughWorker(registration, alert, content);
      return true;
    } catch (err) {
      console.warn('[realtime] the service worker could not show the notification', err);
    }
  }
  return showInPage(NotificationCtor, alert, content, open);
}
