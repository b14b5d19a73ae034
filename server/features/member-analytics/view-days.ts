// Views per sighting and UTC day (sighting_view_days): counted by POST /api/sightings/:id/view in the transaction
// that adds to sightings.views, so the daily series of /analytics and the total never disagree about a view.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sightingViewDays } from '../../db/schema';

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** One more view of the sighting on `day` (an upsert: concurrent views of one day give exact counts). */
export async function countViewDay(tx: Pick<Db, 'insert'>, sightingId: number, at: Date): Promise<void> {
  await tx
    .insert(sightingViewDays)
    .values({ sightingId, day: utcDay(at), views: 1 })
    .onConflictDoUpdate({
      target: [sightingViewDays.sightingId, sightingViewDays.day],
      set: { views: sql`${sightingViewDays.views} + 1` },
    });
}
