// The texts an alert is shown with, as pure functions of the alert, the clock and t(): the popup's age
// ('Just now', 'Nm ago', 'Nh ago'), the rarity, the relevance badge and the browser notification's content
// (spec sections 4 and 9).
import type { TFunction } from 'i18next';
import { isolate } from '../../components/ui/member-text';
import type { AlertRarity, RareSpeciesAlert } from './alert';
import { REALTIME_ALERTS } from './constants';

const MINUTE_MS = 60_000;

/** Whole minutes, then whole hours, since the alert; a clock a little behind the server's reads 'Just now'. */
export function alertAgeText(t: TFunction, timestamp: string, nowMs: number): string {
  const sentMs = Date.parse(timestamp);
  const minutes = Number.isNaN(sentMs) ? 0 : Math.floor((nowMs - sentMs) / MINUTE_MS);
  if (minutes < 1) return t('realtimeAlerts.age.justNow');
  if (minutes < 60) return t('realtimeAlerts.age.minutes', { count: minutes });
  return t('realtimeAlerts.age.hours', { count: Math.floor(minutes / 60) });
}

export function rarityText(t: TFunction, rarity: AlertRarity): string {
  return t(`realtimeAlerts.rarity.${rarity}`);
}

/** The badge shows only for a relevance above 80 (spec section 9); null means no badge. */
export function relevanceBadgeText(t: TFunction, relevanceScore: number): string | null {
  if (!(relevanceScore > REALTIME_ALERTS.relevanceBadgeAbove)) return null;
  return t('realtimeAlerts.relevance', { percent: Math.min(100, Math.round(relevanceScore)) });
}

/** 'Spotted in {location} by {photographer}': the popup's line and the notification's body. */
export function spottedText(
  t: TFunction,
  alert: Pick<RareSpeciesAlert, 'location' | 'photographer'>,
): string {
  return t('realtimeAlerts.spotted', {
    location: isolate(alert.location),
    photographer: isolate(alert.photographer),
  });
}

export function sightingPath(alert: Pick<RareSpeciesAlert, 'sightingId'>): string {
  return `/sighting/${alert.sightingId}`;
}

export interface AlertNotificationContent {
  title: string;
  body: string;
  /** Where clicking it goes. */
  url: string;
  /** One notification per alert: the same alert shown twice replaces itself. */
  tag: string;
  /** Uncommon finds close by themselves; rarer ones stay until the member acts. */
  requireInteraction: boolean;
  autoCloseMs: number | null;
  /**
   * The spec's two actions. Browsers honour actions only on notifications a service worker shows; the app has
   * none, so the page's own notification goes without them (clicking it views the sighting, closing it
   * dismisses), and a future service worker can pass these through.
   */
  actions: Array<{ action: 'view' | 'dismiss'; title: string }>;
}

export function alertNotificationContent(t: TFunction, alert: RareSpeciesAlert): AlertNotificationContent {
  const closesByItself = alert.rarity === 'uncommon';
  return {
    title: t('realtimeAlerts.notification.title', { species: isolate(alert.species) }),
    body: spottedText(t, alert),
    url: sightingPath(alert),
    tag: `rare-species-alert-${alert.id}`,
    requireInteraction: !closesByItself,
    autoCloseMs: closesByItself ? REALTIME_ALERTS.uncommonNotificationCloseMs : null,
    actions: [
      { action: 'view', title: t('realtimeAlerts.viewSighting') },
      { action: 'dismiss', title: t('realtimeAlerts.dismiss') },
    ],
  };
}
