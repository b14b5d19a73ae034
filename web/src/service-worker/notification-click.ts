// What a click on a rare-species alert notification does (spec section 9): 'View Sighting', or a click on the
// notification itself, brings a WildLens window forward on the sighting (or opens one); 'Dismiss' only closes
// it. Kept apart from sw.ts, which only wires it to the worker's events, so it runs under test with fakes; it
// needs nothing from the app, so the worker stays a few KB.

/** The action names the page gives the notification's buttons (features/realtime-alerts/browser-notification.ts). */
export const VIEW_ACTION = 'view';
export const DISMISS_ACTION = 'dismiss';

/** The part of the worker's WindowClient this uses. */
export interface AlertWindow {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of the worker's Clients this uses. */
export interface AlertClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AlertWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * The sighting address in the notification's data, or null for anything else: only a page of this origin under
 * /sighting/ is opened, so whatever ends up in a notification's data can never send the member elsewhere.
 */
export function sightingUrl(data: unknown, origin: string): string | null {
  if (typeof data !== 'object' || data === null || !('url' in data) || typeof data.url !== 'string')
    return null;
  let url: URL;
  try {
    url = new URL(data.url, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/sighting/')) return null;
  return url.href;
}

function sameOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Answers one notification click. `action` is '' for a click on the notification itself. An open WildLens window
 * (the focused one first) is brought forward and sent to the sighting; a window this worker does not control
 * cannot be navigated, so the sighting opens in a new window instead.
 */
export async function handleAlertNotificationClick(
  action: string,
  data: unknown,
  clients: AlertClients,
  origin: string,
): Promise<void> {
  if (action !== '' && action !== VIEW_ACTION) return;
  const url = sightingUrl(data, origin);
  if (!url) return;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((window) =>
    sameOrigin(window.url, origin),
  );
  const target = windows.find((window) => window.focused) ?? windows[0];
  if (target) {
    try {
      // Focus first: browsers let a worker focus a window only shortly after the click.
      await target.focus();
      await target.navigate(url);
      return;
    } catch {
      // Not controlled by this worker (or gone): a new window below.
    }
  }
  await clients.openWindow(url);
}
