// How relevant a match is to the member (0-100), and what becomes of it: sent at once, held for quiet hours,
// over the daily maximum, or throttled as a repeat. Pure functions: the matching job supplies the facts.
import type { HoursWindow, TriggerDelivery } from '@common/schemas/location-alerts';
import { inWindow, type LocalTime } from './alert-time';

/** Rarer sightings matter more; a sighting that names no rarity counts a little above common. */
const RARITY_POINTS: Record<string, number> = {
  extremely_rare: 45,
  very_rare: 42,
  rare: 38,
  uncommon: 25,
  common: 10,
  abundant: 5,
};
const UNKNOWN_RARITY_POINTS = 15;
/** At the centre; half of it at the edge of the circle. */
const DISTANCE_POINTS = 35;

export type Interest = 'named_species' | 'named_category' | 'recorded_category' | 'none';
const INTEREST_POINTS: Record<Interest, number> = {
  named_species: 30,
  named_category: 15,
  recorded_category: 12,
  none: 10,
};

export interface RelevanceFacts {
  distanceKm: number;
  radiusKm: number;
  rarity: string | null;
  interest: Interest;
}

export interface Relevance {
  score: number;
  /** What scored, for the trigger's record and the enhanced page. */
  reasons: string[];
}

export function relevanceOf(facts: RelevanceFacts): Relevance {
  const closeness = 1 - 0.5 * Math.min(1, Math.max(0, facts.distanceKm / facts.radiusKm));
  const rarity = (facts.rarity ? RARITY_POINTS[facts.rarity] : undefined) ?? UNKNOWN_RARITY_POINTS;
  const score = Math.round(
    Math.min(100, DISTANCE_POINTS * closeness + rarity + INTEREST_POINTS[facts.interest]),
  );
  const reasons = [`distance:${facts.distanceKm.toFixed(1)}km`, `rarity:${facts.rarity ?? 'unknown'}`];
  if (facts.interest !== 'none') reasons.push(`interest:${facts.interest}`);
  return { score, reasons };
}

/**
 * Smart filtering lets through what scores at least the threshold; a species the member named always passes
 * (they asked for it by name), and with smart filtering off every match does.
 */
export function passesThreshold(
  alert: { smartFiltering: boolean; confidenceThreshold: number },
  relevance: Relevance,
  interest: Interest,
): boolean {
  if (!alert.smartFiltering || interest === 'named_species') return true;
  return relevance.score >= alert.confidenceThreshold;
}

export interface DeliveryFacts {
  /** The same species reached this alert within the throttle. */
  repeatedWithinThrottle: boolean;
  /** Alerts this alert already gave on the member's current day. */
  countToday: number;
  maxAlertsPerDay: number;
  now: LocalTime;
  quietHours: HoursWindow | null;
  activeHours: HoursWindow | null;
  instantHighPriority: boolean;
  rarity: string | null;
}

export function deliveryOf(facts: DeliveryFacts): TriggerDelivery {
  if (facts.repeatedWithinThrottle) return 'throttled';
  if (facts.countToday >= facts.maxAlertsPerDay) return 'capped';
  const breaksThrough = facts.instantHighPriority && facts.rarity === 'extremely_rare';
  const quiet =
    (facts.quietHours !== null && inWindow(facts.now.minutes, facts.quietHours)) ||
    (facts.activeHours !== null && !inWindow(facts.now.minutes, facts.activeHours));
  return quiet && !breaksThrough ? 'held' : 'sent';
}
