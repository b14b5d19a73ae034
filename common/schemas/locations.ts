// Places: the protected areas and wildlife hot spots of /locations and /location/{slug} (GET /api/locations*),
// the shipped data they come from (server/data/locations), and the place a sighting was made in.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { lengthLimit } from './length-limit';
import { topPhotographerSchema } from './species-pages';

export const PARK_TYPES = [
  'national_park',
  'marine_reserve',
  'nature_reserve',
  'wildlife_sanctuary',
  'game_reserve',
  'biosphere_reserve',
  'wetland',
  'conservation_area',
  'hotspot',
] as const;
export type ParkType = (typeof PARK_TYPES)[number];

/** The continents and oceans, for browsing the world by part. */
export const REALMS = [
  'africa',
  'europe',
  'asia',
  'north_america',
  'south_america',
  'oceania',
  'antarctica',
  'atlantic_ocean',
  'pacific_ocean',
  'indian_ocean',
  'arctic_ocean',
  'southern_ocean',
] as const;
export type Realm = (typeof REALMS)[number];

export const LOCATION_SLUG_MAX_LENGTH = 120;
export const LOCATION_NOT_FOUND_MESSAGE = 'Location not found';

/** One area as the shipped files describe it (server/data/locations/*.json), checked when they load. */
export const shippedAreaSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(2).max(200),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  state: z.string().min(1).max(200).nullable(),
  parkType: z.enum(PARK_TYPES),
  realm: z.enum(REALMS),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  radiusKm: z.number().int().min(1).max(500),
  areaKm2: z.number().positive().nullable(),
  established: z.number().int().min(1800).max(2100).nullable(),
  bestMonths: z.array(z.number().int().min(1).max(12)).min(1).max(12),
  bestTimeNote: z.string().min(10).max(600),
  notableSpecies: z.array(z.string().min(3).max(200)).min(1).max(15),
  description: z.string().min(100).max(2000),
  websiteUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type ShippedArea = z.infer<typeof shippedAreaSchema>;

/** The place a sighting's coordinates are in, worked out offline. */
export const sightingPlaceSchema = z.object({
  /** ISO 3166-1 alpha-2; null at sea outside any country's waters. */
  countryCode: z.string().nullable(),
  /** First-level division (state, province, region). */
  region: z.string().nullable(),
  /** The nearest named place within 30 km; never given for a sighting whose position is obscured. */
  nearestPlace: z.string().nullable(),
});
export type SightingPlace = z.infer<typeof sightingPlaceSchema>;

export const locationSlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .max(LOCATION_SLUG_MAX_LENGTH, lengthLimit(LOCATION_NOT_FOUND_MESSAGE))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, LOCATION_NOT_FOUND_MESSAGE),
});

export const LOCATIONS_PAGE_MAX = 200;
export const locationListQuerySchema = z.strictObject({
  /** Part of the name, state or description. */
  q: z.string().trim().max(100, lengthLimit('Search text is too long')).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO code')
    .transform((c) => c.toUpperCase())
    .optional(),
  parkType: z.enum(PARK_TYPES, 'Unknown park type').optional(),
  realm: z.enum(REALMS, 'Unknown continent or ocean').optional(),
  /** Areas known for this species, or where it was recorded: its catalogue slug or scientific name. */
  species: z.string().trim().max(200, lengthLimit('Species name is too long')).optional(),
  limit: z.coerce.number().int().min(1).max(LOCATIONS_PAGE_MAX).default(LOCATIONS_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type LocationListQuery = z.input<typeof locationListQuerySchema>;

export const locationSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  parkType: z.enum(PARK_TYPES),
  realm: z.enum(REALMS),
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number().int(),
  bestMonths: z.array(z.number().int()),
  /** Public sightings recorded inside the area (obscured ones not counted: they have no place finer than region). */
  sightings: z.number().int(),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

export const locationListSchema = z.object({
  items: z.array(locationSummarySchema),
  total: z.number().int(),
  /** Every country and park type with how many areas it has, for the filters (whatever the filters). */
  countries: z.array(z.object({ code: z.string(), areas: z.number().int() })),
  parkTypes: z.array(z.object({ parkType: z.enum(PARK_TYPES), areas: z.number().int() })),
});
export type LocationList = z.infer<typeof locationListSchema>;

/** A species the area is known for or where members recorded it, linked to its catalogue page when known. */
export const locationSpeciesSchema = z.object({
  /** The catalogue slug, when the species is in the catalogue. */
  slug: z.string().nullable(),
  scientificName: z.string().nullable(),
  /** The name in the reader's language (else English, else the name the members gave). */
  name: z.string(),
  /** Public sightings inside the area. */
  sightings: z.number().int(),
});
export type LocationSpecies = z.infer<typeof locationSpeciesSchema>;

export const locationPageSchema = locationSummarySchema.extend({
  areaKm2: z.number().nullable(),
  established: z.number().int().nullable(),
  bestVisitingTimes: z.string().nullable(),
  description: z.string(),
  /** The language the description and best-time note are in: the reader's, else English. */
  textLang: z.enum(LANGUAGE_CODES),
  websiteUrl: z.string().nullable(),
  /** GeoJSON geometry where the data has one; else the map draws the circle of radiusKm. */
  boundary: z.unknown().nullable(),
  /** The species the area is known for, in the shipped order. */
  notableSpecies: z.array(locationSpeciesSchema),
  /** The species members recorded inside the area, the most seen first. */
  recordedSpecies: z.array(locationSpeciesSchema),
  /** Public sightings per month seen (the day spotted, else posted), January first. */
  byMonth: z.array(z.number().int()).length(12),
  topPhotographers: z.array(topPhotographerSchema),
});
export type LocationPage = z.infer<typeof locationPageSchema>;

export const locationSightingsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(48).default(12),
  /** Opaque; copy it from the x-next-cursor header of the previous page. */
  cursor: z.string().max(100).optional(),
});

/** One public sighting inside the area, for its map (obscured sightings are not shown). */
export const locationMapSchema = z.object({
  points: z.array(z.object({ sightingId: z.number().int(), latitude: z.number(), longitude: z.number() })),
  total: z.number().int(),
});
export type LocationMap = z.infer<typeof locationMapSchema>;
