// Sightings as an alert shows them: read as a visitor would (view-query.ts gives the public position, the
// presenter keeps the place to the region for obscured sightings), so no alert, e-mail or WebSocket message can
// carry more than the sighting's page shows everyone.
import { placeLabel } from '@common/place-label';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, users } from '../../db/schema';
import { presentSighting } from '../sightings/presenters';
import { assetJoin, authorJoin, sightingViewColumns, speciesJoin, toView } from '../sightings/view-query';

export interface AlertSighting {
  id: number;
  userId: number;
  isPublic: boolean;
  species: string;
  speciesId: number | null;
  scientificName: string | null;
  category: string | null;
  /** The place at the precision everyone may see ("Region, Country" for obscured ones); '' when none. */
  location: string;
  photographer: string;
  imageUrl: string | null;
  rarity: string | null;
  description: string;
  /** The public position; null for private sightings. */
  latitude: number | null;
  longitude: number | null;
  timeOfDay: string | null;
  weatherConditions: string | null;
  createdAt: Date;
}

export async function presentAlertSightings(
  db: Db,
  ids: readonly number[],
  adminUsername = '',
): Promise<Map<number, AlertSighting>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(sightingViewColumns(null, 'en'))
    .from(sightings)
    .innerJoin(users, authorJoin)
    .leftJoin(mediaAssets, assetJoin)
    .leftJoin(speciesDatabase, speciesJoin)
    .where(inArray(sightings.id, [...ids]));
  const found = new Map<number, AlertSighting>();
  for (const row of rows) {
    const view = toView(row);
    const shown = presentSighting(view, adminUsername);
    const s = view.sighting;
    found.set(s.id, {
      id: s.id,
      userId: s.userId,
      isPublic: s.isPublic,
      species: shown.species?.commonName ?? shown.speciesName,
      speciesId: s.speciesId,
      scientificName: shown.species?.scientificName ?? null,
      category: s.category,
      location: placeLabel(shown.place, 'en') ?? '',
      photographer: shown.photographer,
      imageUrl: shown.photoUrl,
      rarity: s.rarityLevel,
      description: s.description ?? '',
      latitude: shown.latitude === null ? null : Number(shown.latitude),
      longitude: shown.longitude === null ? null : Number(shown.longitude),
      timeOfDay: s.timeOfDay,
      weatherConditions: s.weatherConditions,
      createdAt: s.createdAt,
    });
  }
  return found;
}
