// The WildLens service worker, served at /sw.js with scope '/' (web/vite.config.ts builds it without a hash,
// server/http/web-app.ts sends it uncached). It exists for the rare-species alert notifications' actions (spec
// section 9: View Sighting and Dismiss), which browsers show only on notifications a service worker owns. The
// page registers it lazily, when the member enables browser notifications or the first alert is shown
// (features/realtime-alerts/browser-notification.ts), never on first load.
//
// No fetch handler and no caching: every request goes to the network as if there were no worker. Offline
// caching for field mode belongs here (an install step that caches the shell, a fetch handler that answers from
// it), added with that feature.
import { handleAlertNotificationClick } from './notification-click';

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once: the worker keeps no state and no cache a running page could depend on.
self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    handleAlertNotificationClick(event.action, event.notification.data, self.clients, self.location.origin),
  );
});
