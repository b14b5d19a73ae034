// Matching a newly published sighting against every member's location alerts. The alerts are found through the
// spatial index (the alerts listed under the sighting's 1-degree cell, then the exact distance and the list
// filters in the same statement), on the sighting's PUBLIC position: an obscured sighting matches where its
// public point is, so an alert's answer can never place it more finely than its page does.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { locationAlertCells, locationAlerts, sightings, userFollows, users } from '../../db/schema';
import type { AlertSighting } from './alert-sightings';
import { type LocalTime, localTime } from './alert-time';
import { cellOf } from './cells';
import { type Interest, passesThreshold, type Relevance, relevanceOf } from './relevance';

/** The columns matching and delivery read: a sighting can match 10,000 alerts, each row costs. */
const matchedColumns = {
  id: locationAlerts.id,
  userId: locationAlerts.userId,
  alertName: locationAlerts.alertName,
  radiusKm: locationAlerts.radiusKm,
  categories: locationAlerts.categories,
  specificSpecies: locationAlerts.specificSpecies,
  seasonality: locationAlerts.seasonality,
  activeHours: locationAlerts.activeHours,
  quietHours: locationAlerts.quietHours,
  timeZone: locationAlerts.timeZone,
  startDate: locationAlerts.startDate,
  endDate: locationAlerts.endDate,
  photographerFollowing: locationAlerts.photographerFollowing,
  smartFiltering: locationAlerts.smartFiltering,
  confidenceThreshold: locationAlerts.confidenceThreshold,
  maxAlertsPerDay: locationAlerts.maxAlertsPerDay,
  emailEnabled: locationAlerts.emailEnabled,
  pushEnabled: locationAlerts.pushEnabled,
  inAppEnabled: locationAlerts.inAppEnabled,
  dailyDigest: locationAlerts.dailyDigest,
  instantHighPriority: locationAlerts.instantHighPriority,
};
export type MatchedAlert = { [K in keyof typeof matchedColumns]: (typeof locationAlerts.$inferSelect)[K] };
type LocationAlertRow = MatchedAlert;

export interface AlertMatch {
  alert: LocationAlertRow;
  distanceKm: number;
  relevance: Relevance;
  /** The alert's local clock when it matched. */
  local: LocalTime;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance from a circle's centre to the point, in SQL (both databases have these functions). */
function distanceSql(
  centre: { latitude: AnyPgColumn; longitude: AnyPgColumn },
  latitude: number,
  longitude: number,
) {
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${latitude}::float8 - ${centre.latitude}) / 2), 2)
    + cos(radians(${centre.latitude})) * cos(radians(${latitude}::float8))
      * power(sin(radians(${longitude}::float8 - ${centre.longitude}) / 2), 2)))))`;
}

/** An empty JSON list accepts anything; otherwise the value must be in it (a missing value matches nothing). */
function listAccepts(column: AnyPgColumn, value: string | null) {
  return value === null
    ? sql`${column} = '[]'::jsonb`
    : sql`(${column} = '[]'::jsonb or ${column} @> ${JSON.stringify(value)}::jsonb)`;
}

const normalise = (name: string) => name.trim().toLowerCase();

/** The alerts whose circle and filters the sighting falls in, scored; what becomes of each is deliver.ts's. */
export const speciesKeyOf = (sighting: Pick<AlertSighting, 'species'>) => normalise(sighting.species);

export async function matchSighting(db: Db, sighting: AlertSighting, now: Date): Promise<AlertMatch[]> {
  if (!sighting.isPublic || sighting.latitude === null || sighting.longitude === null) return [];
  const { latitude, longitude } = sighting;
  // The cell's index entries whose circle holds the point (cells carry their alert's circle), then those alerts'
  // rows with the list filters.
  const holding = db
    .select({ id: locationAlertCells.alertId })
    .from(locationAlertCells)
    .where(
      and(
        eq(locationAlertCells.cell, cellOf(latitude, longitude)),
        sql`${distanceSql(locationAlertCells, latitude, longitude)} <= ${locationAlertCells.radiusKm}`,
      ),
    );
  const candidates = await db
    .select({ alert: matchedColumns, distanceKm: distanceSql(locationAlerts, latitude, longitude) })
    .from(locationAlerts)
    .where(
      and(
        inArray(locationAlerts.id, holding),
        eq(locationAlerts.isActive, true),
        sql`${locationAlerts.userId} <> ${sighting.userId}`,
        listAccepts(locationAlerts.categories, sighting.category),
        listAccepts(locationAlerts.rarityLevels, sighting.rarity),
        listAccepts(locationAlerts.timeOfDay, sighting.timeOfDay),
        listAccepts(locationAlerts.weatherConditions, sighting.weatherConditions),
      ),
    );
  if (candidates.length === 0) return [];

  const speciesNames = [sighting.species, sighting.scientificName]
    .filter((n): n is string => !!n)
    .map(normalise);
  const namesSpecies = (alert: LocationAlertRow) =>
    alert.specificSpecies.some((wanted) =>
      wanted.speciesId !== null && sighting.speciesId !== null
        ? wanted.speciesId === sighting.speciesId
        : speciesNames.includes(normalise(wanted.name)),
    );

  // Filters of the alert's own calendar: trip dates and months.
  // Most alerts share a handful of time zones: each zone's clock is read once.
  const clocks = new Map<string, LocalTime>();
  const clockOf = (zone: string) => {
    let local = clocks.get(zone);
    if (!local) {
      local = localTime(now, zone);
      clocks.set(zone, local);
    }
    return local;
  };
  const inCalendar = candidates
    .map((candidate) => ({ ...candidate, local: clockOf(candidate.alert.timeZone) }))
    .filter(({ alert, local }) => {
      if (alert.startDate && local.day < alert.startDate) return false;
      if (alert.endDate && local.day > alert.endDate) return false;
      if (alert.seasonality.length > 0 && !alert.seasonality.includes(local.month)) return false;
      return alert.specificSpecies.length === 0 || namesSpecies(alert);
    });
  // Only smart alerts that name no species or category score the member's own interests.
  const interestsAsked = new Set(
    inCalendar
      .filter(
        ({ alert }) =>
          alert.smartFiltering && alert.specificSpecies.length === 0 && alert.categories.length === 0,
      )
      .map(({ alert }) => alert.userId),
  );
  const [followers, recorders] = await Promise.all([
    followersOf(
      db,
      sighting.userId,
      inCalendar.filter((c) => c.alert.photographerFollowing).map((c) => c.alert.userId),
    ),
    recordersOf(db, sighting.category, [...interestsAsked]),
  ]);

  const matches: AlertMatch[] = [];
  for (const { alert, distanceKm, local } of inCalendar) {
    if (alert.photographerFollowing && !followers.has(alert.userId)) continue;
    const interest: Interest =
      alert.specificSpecies.length > 0
        ? 'named_species'
        : alert.categories.length > 0
          ? 'named_category'
          : recorders.has(alert.userId)
            ? 'recorded_category'
            : 'none';
    const relevance = relevanceOf({
      distanceKm,
      radiusKm: alert.radiusKm,
      rarity: sighting.rarity,
      interest,
    });
    if (!passesThreshold(alert, relevance, interest)) continue;
    matches.push({ alert, distanceKm, relevance, local });
  }
  return matches;
}

/** Which of these members follow the photographer. */
async function followersOf(db: Db, photographerId: number, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followingId, photographerId), inArray(userFollows.followerId, memberIds)));
  return new Set(rows.map((r) => r.id));
}

/** Which of these members have recorded the category themselves or list it among their interests. */
async function recordersOf(db: Db, category: string | null, memberIds: number[]): Promise<Set<number>> {
  if (category === null || memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, memberIds),
        sql`(${category} = any(coalesce(${users.interests}, '{}'::text[])) or exists (
          select 1 from ${sightings} where ${sightings.userId} = ${users.id} and ${sightings.category} = ${category}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
