// The sightings the Darwin Core export publishes, read page by page (keyset on the sighting id, so a large
// export never holds more than a page), and turned into occurrence and multimedia rows.
//
// Which: research grade (the community agreed on the species) and what a visitor may see (visibleTo(null), the
// sightings list's rule, so private, held and removed sightings stay out) — the same for whoever downloads.
// Where: exportedPosition (features/species/page-positions.ts), never finer than a species page shows a visitor.
// Licences: see recordLicence below; media go into multimedia.txt only under a licence GBIF republishes.
import { isGbifOpenLicense, licenseUrl } from '@common/constants/licenses';
import type { DwcaQuery } from '@common/schemas/exports';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { mediaAssets, sightingIdentifications, sightings, speciesDatabase, users } from '../../db/schema';
import type { MediaVariants } from '../../db/schema/media';
import { SITE_NAME } from '../sightings/presenters';
import { assetJoin, authorJoin, visibleTo } from '../sightings/view-query';
import { exportedPosition } from '../species/page-positions';
import type { DatasetLicence, MultimediaRow, OccurrenceRow } from './archive-files';

/** Rows read per query: small enough to stream, large enough that round trips do not dominate. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * GBIF accepts three licences for occurrence data: CC0 1.0, CC BY 4.0 and CC BY-NC 4.0, and asks a dataset's
 * licence to be the most restrictive of its records'. A record follows its member's media licence where that has
 * a GBIF counterpart (public domain and CC0 -> CC0; CC BY of any version -> CC BY 4.0; any NC licence -> CC BY-NC
 * 4.0), so no member's record is published more openly than they chose for their own media. Every other choice
 * (all rights reserved, share-alike, no-derivatives, none) still exports as an occurrence, under the dataset's
 * licence, CC BY-NC 4.0: the facts of a sighting (what, where, when) are not the photo, whose licence
 * multimedia.txt keeps to (closed media are left out).
 */
export const DATASET_LICENCE: DatasetLicence = {
  url: 'https://creativecommons.org/licenses/by-nc/4.0/legalcode',
  title: 'Creative Commons Attribution Non Commercial (CC-BY-NC) 4.0 License',
};
const CC0 = 'https://creativecommons.org/publicdomain/zero/1.0/legalcode';
const CC_BY = 'https://creativecommons.org/licenses/by/4.0/legalcode';

export function recordLicence(mediaLicence: string | null): string {
  if (mediaLicence === 'CC0-1.0' || mediaLicence === 'Public Domain') return CC0;
  if (mediaLicence && /^CC-BY-\d\.\d$/.test(mediaLicence)) return CC_BY;
  return DATASET_LICENCE.url;
}

export const GENERALISED_NOTE = 'Coordinates generalised to a 0.2 degree cell';
export const WITHHELD_NOTE =
  'Precise location withheld (obscured or private by the observer, a rare sighting or a threatened species); locality text withheld';

const taxon = alias(speciesDatabase, 'taxon');

/** The names of a list (identifiers), one per line inside the aggregate; no member name holds a line break. */
const NAME_SEPARATOR = '\n';

function selectPage(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: sightings.id,
      speciesName: sightings.speciesName,
      description: sightings.description,
      location: sightings.location,
      publicLatitude: sightings.publicLatitude,
      publicLongitude: sightings.publicLongitude,
      positionPrecision: sightings.positionPrecision,
      rarityLevel: sightings.rarityLevel,
      dateSpotted: sightings.dateSpotted,
      timeSpotted: sightings.timeSpotted,
      groupSize: sightings.groupSize,
      photoUrl: sightings.photoUrl,
      videoUrl: sightings.videoUrl,
      mediaType: sightings.mediaType,
      photoLicense: sightings.photoLicense,
      sourceUrl: sightings.sourceUrl,
      credit: sightings.originalPhotographerCredit,
      modified: sql<string>`to_char(${sightings.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      username: users.username,
      assetKind: mediaAssets.kind,
      variants: mediaAssets.variants,
      scientificName: taxon.scientificName,
      commonName: taxon.commonName,
      kingdom: taxon.kingdom,
      phylum: taxon.phylum,
      taxonClass: taxon.taxonClass,
      taxonOrder: taxon.taxonOrder,
      family: taxon.family,
      genus: taxon.genus,
      // The members whose current identification is the community's species, first one first.
      identifiers: sql<string | null>`(
        select string_agg(u.username, ${NAME_SEPARATOR} order by i.created_at, i.id)
        from ${sightingIdentifications} i join ${users} u on u.id = i.user_id
        where i.sighting_id = ${sightings.id} and i.is_current
          and i.species_id = coalesce(${sightings.communitySpeciesId}, ${sightings.speciesId}))`,
    })
    .from(sightings)
    .innerJoin(users, authorJoin)
    .leftJoin(mediaAssets, assetJoin)
    .leftJoin(taxon, sql`${taxon.id} = coalesce(${sightings.communitySpeciesId}, ${sightings.speciesId})`)
    .where(where)
    .orderBy(asc(sightings.id))
    .limit(EXPORT_PAGE_SIZE);
}

type RecordRow = Awaited<ReturnType<typeof selectPage>>[number];

/** Pages of research-grade public sightings, by id ascending. */
export async function* recordPages(db: Db, query: DwcaQuery): AsyncGenerator<RecordRow[]> {
  let after = 0;
  for (;;) {
    const rows = await selectPage(
      db,
      and(
        eq(sightings.qualityGrade, 'research'),
        visibleTo(null),
        gt(sightings.id, after),
        query.category ? eq(sightings.category, query.category) : undefined,
        query.since ? sql`${sightings.updatedAt} >= ${query.since}::timestamptz` : undefined,
      ),
    );
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    after = last.id;
  }
}

export interface ExportSite {
  publicUrl: string;
  adminUsername: string;
}

const absolute = (site: ExportSite, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${site.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** The reserved administrator account shows as the site, as everywhere else. */
const shownName = (site: ExportSite, username: string): string =>
  username.toLowerCase() === site.adminUsername.toLowerCase() ? SITE_NAME : username;

/** Catalogue names of two words are species, of three subspecies; anything else is left unsaid. */
function rankOf(scientificName: string | null): string | null {
  const words = scientificName?.trim().split(/\s+/).length ?? 0;
  return words === 2 ? 'species' : words === 3 ? 'subspecies' : null;
}

const IMAGE_FORMATS: Record<string, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  avif: 'image/avif',
  png: 'image/png',
};

const formatOfUrl = (url: string): string | null => {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (!ext) return null;
  if (ext === 'mp4') return 'video/mp4';
  if (ext === 'webm') return 'video/webm';
  return IMAGE_FORMATS[ext] ?? null;
};

/** The sighting's photo or video as a file a harvester can fetch; JPEG first, the format every reader takes. */
function mediaFile(r: RecordRow): { type: MultimediaRow['type']; url: string; format: string | null } | null {
  const v: MediaVariants | null = r.variants;
  if (v && r.assetKind === 'video') {
    return v.video ? { type: 'MovingImage', url: v.video.url, format: v.video.mime } : null;
  }
  if (v) {
    const image = v.fallback?.large ?? v.large ?? v.fallback?.medium ?? v.medium;
    return image ? { type: 'StillImage', url: image.url, format: IMAGE_FORMATS[image.format] ?? null } : null;
  }
  if (r.mediaType === 'video' && r.videoUrl)
    return { type: 'MovingImage', url: r.videoUrl, format: formatOfUrl(r.videoUrl) };
  if (r.mediaType !== 'none' && r.photoUrl)
    return { type: 'StillImage', url: r.photoUrl, format: formatOfUrl(r.photoUrl) };
  return null;
}

export function toArchiveRows(
  site: ExportSite,
  r: RecordRow,
): { occurrence: OccurrenceRow; media: MultimediaRow | null } {
  const page = `${site.publicUrl}/sighting/${r.id}`;
  const member = shownName(site, r.username);
  // A credited photo (demo or curated) was taken by someone else: they are the observer and rights holder.
  const observer = r.credit?.trim() || member;
  const position = exportedPosition(r);
  const coarse = position?.coarse === true;
  // Obscured or private: no place finer than the region leaves, not even in the member's own words.
  const withheld = r.positionPrecision !== 'exact';
  const identifiers = r.identifiers
    ? r.identifiers.split(NAME_SEPARATOR).map((name) => shownName(site, name))
    : [];
  const occurrence: OccurrenceRow = {
    id: r.id,
    occurrenceID: page,
    references: page,
    modified: r.modified,
    license: recordLicence(r.photoLicense),
    rightsHolder: observer,
    basisOfRecord: 'HumanObservation',
    informationWithheld: withheld ? WITHHELD_NOTE : null,
    dataGeneralizations: coarse ? GENERALISED_NOTE : null,
    occurrenceRemarks: r.description,
    recordedBy: observer,
    individualCount: r.groupSize,
    eventDate: r.dateSpotted ? (r.timeSpotted ? `${r.dateSpotted}T${r.timeSpotted}` : r.dateSpotted) : null,
    // The member's place name can be as precise as the point: kept back with it.
    locality: withheld ? null : r.location,
    decimalLatitude: position?.latitude ?? null,
    decimalLongitude: position?.longitude ?? null,
    geodeticDatum: position ? 'WGS84' : null,
    coordinateUncertaintyInMeters: position?.uncertaintyMeters ?? null,
    identifiedBy: identifiers.length > 0 ? [...new Set(identifiers)].join(' | ') : null,
    scientificName: r.scientificName ?? r.speciesName,
    vernacularName: r.commonName,
    taxonRank: rankOf(r.scientificName),
    kingdom: r.kingdom,
    phylum: r.phylum,
    class: r.taxonClass,
    order: r.taxonOrder,
    family: r.family,
    genus: r.genus,
  };
  const file = isGbifOpenLicense(r.photoLicense) ? mediaFile(r) : null;
  const mediaLicence = licenseUrl(r.photoLicense);
  const media: MultimediaRow | null =
    file && mediaLicence
      ? {
          coreid: r.id,
          type: file.type,
          format: file.format,
          identifier: absolute(site, file.url),
          references: r.sourceUrl ?? page,
          title: `${occurrence.vernacularName ?? occurrence.scientificName} (${occurrence.scientificName})`,
          created: r.dateSpotted,
          creator: observer,
          license: mediaLicence,
          rightsHolder: observer,
        }
      : null;
  return { occurrence, media };
}
