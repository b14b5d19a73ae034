// What a notification says and where it leads, built in the current language from its type and actor (the
// server's English `message` is only the fallback for types this client does not know).
import type { AppNotification } from '@common/schemas/notifications';
import type { TFunction } from 'i18next';
import { isolate } from '../../components/ui/member-text';

/** Stands where the actor's name goes, so the name can be drawn in bold wherever a language places it. */
export const ACTOR_SLOT = '\u2063';

const KNOWN = [
  'follow',
  'like',
  'comment',
  'reply',
  'migration_sighting',
  'location_alert',
  'contest_won',
  // Rewards (features/referrals): worded without a species (keys ...NoSpecies), they open /subscription.
  'referral_reward',
  'activity_month_reward',
  'gift_card_reward',
] as const;
type KnownType = (typeof KNOWN)[number];

function isKnown(type: string): type is KnownType {
  return (KNOWN as readonly string[]).includes(type);
}

/** The sentence with ACTOR_SLOT in place of the actor's name; null for types this client cannot word. */
export function notificationSentence(t: TFunction, notification: AppNotification): string | null {
  if (!isKnown(notification.type)) return null;
  const species = notification.speciesName?.trim();
  if (notification.type === 'follow') return t('notifications.text.follow', { actor: ACTOR_SLOT });
  const key = species ? notification.type : `${notification.type}NoSpecies`;
  // The species is a member's words inside the sentence: isolated, it keeps its own direction.
  return t(`notifications.text.${key}`, { actor: ACTOR_SLOT, species: species && isolate(species) });
}

/** The page a notification opens: the sighting it is about, else the member who caused it. */
export function notificationTarget(notification: AppNotification): string | null {
  const profile = notification.actor ? `/profile/${notification.actor.id}` : null;
  if (notification.type === 'follow') return profile;
  // The start of a migration's peak (a peak_start alert) names no sighting: the migrations page.
  if (notification.type === 'migration_peak') return '/migrations';
  // A contest win: the results, with the winning entry first.
  if (notification.type === 'contest_won') return '/contests';
  if (notification.type.endsWith('_reward')) return '/subscription';
  if (notification.sightingId) return `/sighting/${notification.sightingId}`;
  return profile;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', in the given locale. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
