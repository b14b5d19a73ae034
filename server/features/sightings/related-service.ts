// The sighting page's related strips: the public sightings nearest to this one's PUBLIC position, and more public
// sightings of the same member. A sighting without a public position (private, or no coordinates) has no
// neighbours, so the strip cannot be used to find where it is; the neighbours themselves are read like every list
// (view-query.ts: the public point for anyone but their author) and presented by the same presenter.
import type { LanguageCode } from '@common/constants/languages';
import { RELATED_SIGHTINGS_MAX } from '@common/schemas/sighting-filters';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, users } from '../../db/schema';
import { boxValues, circleBounds, publicDistanceKm, publicPointInBox } from './place-filters';
import {
  assetJoin,
  authorJoin,
  type SightingCardRow,
  type SightingView,
  sightingViewColumns,
  speciesJoin,
  toView,
  visibleTo,
} from './view-query';

export type RelatedKind = 'nearby' | 'more-from-member';
type Strip = SightingView<SightingCardRow>[];

/**
 * Nearby sightings are looked for in growing circles (km): each is one range of the map's grid index, and a
 * circle that already holds enough is not widened, so a busy park never sorts the whole continent by distance.
 */
const NEARBY_RADII_KM = [20, 80, 300, 1_200, 4_000];
/** Visitors' strips kept (two per sighting page read), emptied whenever sightings change. */
const VISITOR_STRIPS_KEPT = 1_000;

export interface RelatedRequest {
  id: number;
  /** The signed-in member (likedByMe, bookmarkedByMe, their own positions), or null. */
  viewerId: number | null;
  lang: LanguageCode;
  /** The administrator (moderation) may open a private sighting's page, and so its strips. */
  includePrivate: boolean;
}

type WithViewerFlags = (items: Strip, viewerId: number) => Promise<Strip>;

interface Origin {
  userId: number;
  latitude: number | null;
  longitude: number | null;
}

export class RelatedSightings {
  private readonly visitorStrips: ChangeCache<Strip | 'missing'>;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
    private readonly withViewerFlags: WithViewerFlags,
  ) {
    this.visitorStrips = new ChangeCache(changes, ['wl_sightings', 'wl_species'], VISITOR_STRIPS_KEPT);
  }

  /** The strip, or null when the sighting does not exist for this viewer (the page answers 404 too). */
  async strip(kind: RelatedKind, request: RelatedRequest): Promise<Strip | null> {
    if (request.viewerId === null && !request.includePrivate) {
      const kept = await this.visitorStrips.read(`${kind}|${request.id}|${request.lang}`, async () => {
        return (await this.read(kind, request)) ?? 'missing';
      });
      return kept === 'missing' ? null : kept;
    }
    const items = await this.read(kind, request);
    if (items === null || request.viewerId === null || items.length === 0) return items;
    return this.withViewerFlags(items, request.viewerId);
  }

  private async read(kind: RelatedKind, request: RelatedRequest): Promise<Strip | null> {
    const origin = await this.origin(request);
    if (!origin) return null;
    return kind === 'nearby' ? this.nearby(request, origin) : this.moreFromMember(request, origin.userId);
  }

  /** The sighting as this viewer may see it: its author and its public position (never the true one). */
  private async origin(request: RelatedRequest): Promise<Origin | null> {
    const [row] = await this.db
      .select({
        userId: sightings.userId,
        latitude: sightings.publicLatitude,
        longitude: sightings.publicLongitude,
        precision: sightings.positionPrecision,
      })
      .from(sightings)
      .where(and(eq(sightings.id, request.id), visibleTo(request.viewerId, request.includePrivate)))
      .limit(1);
    if (!row) return null;
    const placed = row.precision !== 'none' && row.latitude !== null && row.longitude !== null;
    return {
      userId: row.userId,
      latitude: placed ? Number(row.latitude) : null,
      longitude: placed ? Number(row.longitude) : null,
    };
  }

  private async nearby(request: RelatedRequest, origin: Origin): Promise<Strip> {
    const { latitude, longitude } = origin;
    if (latitude === null || longitude === null) return [];
    const distance = publicDistanceKm(sightings, latitude, longitude);
    let found: Strip = [];
    for (const km of NEARBY_RADII_KM) {
      const rows = await this.select(
        request,
        and(
          eq(sightings.isPublic, true),
          ne(sightings.id, request.id),
          publicPointInBox(sightings, boxValues(circleBounds(latitude, longitude, km))),
        ) as SQL,
        [distance, sightings.id],
        { distance },
      );
      found = rows.map((r) => toView(r));
      // The box's corners are farther than its circle: only a full strip inside the circle is surely the nearest.
      const last = rows.at(-1);
      if (rows.length === RELATED_SIGHTINGS_MAX && last && Number(last.distance) <= km) break;
    }
    return found;
  }

  private async moreFromMember(request: RelatedRequest, userId: number): Promise<Strip> {
    // The member's newest first, read along sightings_user_created_idx.
    const rows = await this.select(
      request,
      and(eq(sightings.userId, userId), eq(sightings.isPublic, true), ne(sightings.id, request.id)) as SQL,
      [desc(sightings.createdAt), desc(sightings.id)],
      {},
    );
    return rows.map((r) => toView(r));
  }

  private select(
    request: RelatedRequest,
    where: SQL,
    order: (SQL | typeof sightings.id)[],
    extra: { distance?: SQL<number> },
  ) {
    return this.db
      .select({
        ...sightingViewColumns(request.viewerId, request.lang),
        distance: extra.distance ?? sql<number>`0`,
      })
      .from(sightings)
      .innerJoin(users, authorJoin)
      .leftJoin(mediaAssets, assetJoin)
      .leftJoin(speciesDatabase, speciesJoin)
      .where(where)
      .orderBy(...order)
      .limit(RELATED_SIGHTINGS_MAX);
  }
}
