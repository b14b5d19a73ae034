// The one way a sighting is read for a viewer: the row, its author, its media asset, its catalogue species named
// in the reader's language and the viewer's likedByMe / bookmarkedByMe as EXISTS per row, all in one query.
// Bookmarks, portfolios and species galleries join the same columns.
import type { LanguageCode } from '@common/constants/languages';
import type { PositionPrecision } from '@common/schemas/sightings';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CameraData, MediaVariants, SightingRow } from '../../db/schema';
import { bookmarks, likes, mediaAssets, sightings, speciesDatabase, users } from '../../db/schema';
import { speciesNameIn } from '../species/local-name';

export interface SightingAuthorRow {
  id: number;
  username: string;
  profileImageUrl: string | null;
}

/** The parts of a media asset a sighting shows (never the private original's key). */
export interface SightingAssetRow {
  id: number;
  kind: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  placeholder: string | null;
  variants: MediaVariants;
  camera: CameraData | null;
}

/** The catalogue species a sighting is linked to, named in the reader's language. */
export interface SightingSpeciesRow {
  id: number;
  slug: string;
  scientificName: string;
  commonName: string | null;
}

/**
 * The sighting columns a card shows (presentSighting): lists read only these, which keeps the rows PostgreSQL
 * sends and the driver decodes to half of the full row.
 */
export const sightingCardColumns = {
  id: sightings.id,
  userId: sightings.userId,
  speciesName: sightings.speciesName,
  description: sightings.description,
  location: sightings.location,
  latitude: sightings.latitude,
  longitude: sightings.longitude,
  photoUrl: sightings.photoUrl,
  videoUrl: sightings.videoUrl,
  mediaType: sightings.mediaType,
  createdAt: sightings.createdAt,
  category: sightings.category,
  isCurated: sightings.isCurated,
  instagramSourceUsername: sightings.instagramSourceUsername,
  originalPhotographerCredit: sightings.originalPhotographerCredit,
  instagramSourceUrl: sightings.instagramSourceUrl,
  photoLicense: sightings.photoLicense,
  sourceUrl: sightings.sourceUrl,
  dateSpotted: sightings.dateSpotted,
  qualityGrade: sightings.qualityGrade,
  views: sightings.views,
  likes: sightings.likes,
  commentCount: sightings.commentCount,
  countryCode: sightings.countryCode,
  region: sightings.region,
  placeName: sightings.placeName,
};
export type SightingCardRow = Pick<SightingRow, keyof typeof sightingCardColumns>;

/** A sighting as read for a viewer: the whole row for its page, the card columns for lists. */
export interface SightingView<S extends SightingCardRow = SightingRow> {
  sighting: S;
  author: SightingAuthorRow;
  /** Null when the sighting has no uploaded media (reports, demo photos served as plain files). */
  asset: SightingAssetRow | null;
  /** Null when the sighting is not linked to a catalogue species (a free-text name). */
  species: SightingSpeciesRow | null;
  likedByMe: boolean;
  bookmarkedByMe: boolean;
  /**
   * What this reader gets of the position (the sighting's latitude/longitude are already that): the author
   * 'exact', others the sighting's position_precision.
   */
  positionShown: PositionPrecision;
}

/**
 * The columns of a SightingView (plus the keyset time): select them `from(sightings)` joined with `authorJoin`,
 * `assetJoin` and `speciesJoin`. The viewer only changes the two EXISTS flags, the language the species' name.
 */
export function sightingViewColumns(viewerId: number | null, lang: LanguageCode) {
  return viewColumns(sightings, viewerId, lang);
}

/**
 * The same view with only the card columns; the viewer and the language may be placeholders of a prepared query
 * (viewer null: a visitor).
 */
export function sightingCardViewColumns(viewer: Placeholder | null, lang: LanguageCode | Placeholder) {
  return viewColumns(sightingCardColumns, viewer, lang);
}

/** The author sees their sighting's true position; everyone else its public one (migration "geoprivacy"). */
function shownPrecision(viewer: number | Placeholder | null): SQL<PositionPrecision> {
  return viewer === null
    ? sql<PositionPrecision>`${sightings.positionPrecision}`
    : sql<PositionPrecision>`case when ${sightings.userId} = ${viewer} then 'exact' else ${sightings.positionPrecision} end`;
}

function shownCoordinate(
  viewer: number | Placeholder | null,
  own: AnyPgColumn,
  shown: AnyPgColumn,
): SQL<string | null> {
  return viewer === null
    ? sql<string | null>`${shown}`
    : sql<string | null>`case when ${sightings.userId} = ${viewer} then ${own} else ${shown} end`;
}

function viewColumns<S extends typeof sightings | typeof sightingCardColumns>(
  sightingColumns: S,
  viewer: number | Placeholder | null,
  lang: LanguageCode | Placeholder,
) {
  const likedByMe: SQL<boolean> =
    viewer !== null
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.sightingId} = ${sightings.id} and ${likes.userId} = ${viewer})`
      : sql<boolean>`false`;
  const bookmarkedByMe: SQL<boolean> =
    viewer !== null
      ? sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.sightingId} = ${sightings.id} and ${bookmarks.userId} = ${viewer})`
      : sql<boolean>`false`;
  return {
    // The coordinates a reader may see, under the columns' own names: no presenter can pick the true ones.
    sighting: {
      ...sightingColumns,
      latitude: shownCoordinate(viewer, sightings.latitude, sightings.publicLatitude),
      longitude: shownCoordinate(viewer, sightings.longitude, sightings.publicLongitude),
    },
    author: { id: users.id, username: users.username, profileImageUrl: users.profileImageUrl },
    // Left joined: Drizzle turns the object into null when the sighting has no asset.
    asset: {
      id: mediaAssets.id,
      kind: mediaAssets.kind,
      width: mediaAssets.width,
      height: mediaAssets.height,
      durationSeconds: mediaAssets.durationSeconds,
      placeholder: mediaAssets.placeholder,
      variants: mediaAssets.variants,
      camera: mediaAssets.camera,
    },
    // Left joined by primary key like the asset (null when unlinked); the name is one lookup of species_names'
    // primary key, made only for the rows the query returns.
    species: {
      id: speciesDatabase.id,
      slug: speciesDatabase.slug,
      scientificName: speciesDatabase.scientificName,
      commonName: speciesNameIn(lang),
    },
    likedByMe,
    bookmarkedByMe,
    positionShown: shownPrecision(viewer),
    // JavaScript dates stop at milliseconds; the keyset cursor needs PostgreSQL's microseconds.
    cursorTime: sql<string>`to_char(${sightings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  };
}

export const authorJoin = sql`${users.id} = ${sightings.userId}`;
export const assetJoin = sql`${mediaAssets.id} = ${sightings.mediaAssetId}`;
export const speciesJoin = sql`${speciesDatabase.id} = ${sightings.speciesId}`;

/** Visible to this viewer: public, or their own; `includePrivate` for the administrator. */
export function visibleTo(viewerId: number | null, includePrivate = false): SQL {
  if (includePrivate) return sql`true`;
  return viewerId
    ? sql`(${sightings.isPublic} or ${sightings.userId} = ${viewerId})`
    : sql`${sightings.isPublic}`;
}

/** Drops the keyset helper column from a row of `sightingViewColumns`. */
export function toView<S extends SightingCardRow>(
  row: SightingView<S> & { cursorTime: string },
): SightingView<S> {
  return {
    sighting: row.sighting,
    author: row.author,
    asset: row.asset,
    species: row.species,
    likedByMe: row.likedByMe,
    bookmarkedByMe: row.bookmarkedByMe,
    positionShown: row.positionShown,
  };
}
