// The place, date and member filters of the public sightings list (GET /api/sightings, the /explore page) and the
// related sightings of a sighting page. Kept apart from sightings.ts because the box filter is the map's own
// (map.ts), which itself reads the category schema from sightings.ts.
import { z } from 'zod';
import { lengthLimit } from './length-limit';
import { bboxSchema } from './map';
import { sightingListQuerySchema } from './sightings';

export const FILTER_LOCATION_MESSAGE =
  'Location must be the address of a location page, e.g. yellowstone-national-park';
export const FILTER_COUNTRY_MESSAGE = 'Country must be a two-letter ISO code';
export const FILTER_USER_MESSAGE = 'User must be a member’s username';
export const FILTER_DATE_MESSAGE = 'Dates must be real dates written YYYY-MM-DD';
export const FILTER_DATE_ORDER_MESSAGE = 'The from date must not be after the to date';

/** Dates a filter may name: the bounds only keep the value inside what PostgreSQL's date type and people use. */
const FILTER_DATE_MIN = '1800-01-01';
const FILTER_DATE_MAX = '2199-12-31';

const filterDateSchema = z
  .string(FILTER_DATE_MESSAGE)
  .max(10, lengthLimit(FILTER_DATE_MESSAGE))
  .regex(/^\d{4}-\d{2}-\d{2}$/, FILTER_DATE_MESSAGE)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) &&
      v >= FILTER_DATE_MIN &&
      v <= FILTER_DATE_MAX,
    FILTER_DATE_MESSAGE,
  );

/** The filters themselves; the web app reads the same values from its address (common/constants/explore.ts). */
export const sightingPlaceFilterFields = {
  /** Sightings inside a location page's area (/location/{slug}): open ones by their place, obscured ones by their public point. */
  location: z
    .string(FILTER_LOCATION_MESSAGE)
    .max(120, lengthLimit(FILTER_LOCATION_MESSAGE))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, FILTER_LOCATION_MESSAGE)
    .optional(),
  /** ISO 3166-1 alpha-2 of the country the sighting was made in (never matches a private sighting). */
  country: z
    .string(FILTER_COUNTRY_MESSAGE)
    .max(2, lengthLimit(FILTER_COUNTRY_MESSAGE))
    .regex(/^[A-Za-z]{2}$/, FILTER_COUNTRY_MESSAGE)
    .transform((c) => c.toUpperCase())
    .optional(),
  /**
   * west,south,east,north in degrees, as the map sends it ("in this map area"); west greater than east crosses
   * the antimeridian. Matches the public position only: obscured sightings by their point, private ones never.
   */
  bbox: bboxSchema.optional(),
  /** First day seen (YYYY-MM-DD), inclusive. */
  from: filterDateSchema.optional(),
  /** Last day seen (YYYY-MM-DD), inclusive. */
  to: filterDateSchema.optional(),
  /** The member's username (any case); an unknown one matches nothing. */
  user: z
    .string(FILTER_USER_MESSAGE)
    .trim()
    .max(50, lengthLimit(FILTER_USER_MESSAGE))
    .regex(/^[A-Za-z0-9_-]+$/, FILTER_USER_MESSAGE)
    .optional(),
};

/** GET /api/sightings: the list's own query plus the place, date and member filters. */
export const sightingExploreQuerySchema = sightingListQuerySchema
  .extend(sightingPlaceFilterFields)
  // About both dates, so the error names neither field alone.
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, FILTER_DATE_ORDER_MESSAGE);
export type SightingExploreQuery = z.output<typeof sightingExploreQuerySchema>;

/** Sightings in each related strip of a sighting page (nearby, more from the same member). */
export const RELATED_SIGHTINGS_MAX = 12;
