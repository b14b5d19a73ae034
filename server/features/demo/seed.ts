// Demo content for an empty site: members, sightings of the bundled wildlife photos, comments, likes, category
// images, portfolios, location guides and print products (seed-shop.ts), written in one transaction so a failure
// leaves nothing half-seeded.
import { VIDEO_WINNER_SIGHTING_ID } from '@common/constants/contest';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryImages, comments, likes, sightings, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { enqueueJob } from '../../jobs/queue';
import { hashPassword } from '../auth/passwords';
import { addToCatalogue } from '../species/catalogue';
import { linkUnlinkedSightings } from '../species/catalogue-links';
import { copyDemoMedia, demoPhotoUrl, loadDemoManifest } from './manifest';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoEmail } from './members';
import { CATEGORY_COVER, planDemoContent } from './plan';
import { seedDemoPortfolios } from './portfolios';
import { ensureDemoPrintPreviews, seedDemoGuides, seedDemoPrints } from './seed-shop';

export interface SeedCounts {
  members: number;
  sightings: number;
  comments: number;
  likes: number;
  categoryImages: number;
  mediaFilesCopied: number;
  /** demo_media jobs queued: one per sighting with a bundled photo or video clip. */
  mediaJobs: number;
  /** Public portfolios of demo members. */
  portfolios: number;
  /** Published location guides by demo members (one free, two paid). */
  guides: number;
  /** Print products of premium demo members' own photo sightings. */
  printProducts: number;
  /** Their watermarked previews made from the bundled photos. */
  printPreviews: number;
}

export interface SeedResult {
  seeded: boolean;
  counts?: SeedCounts;
}

/**
 * Seeds the demo community when the database has no sightings yet; otherwise does nothing (idempotent).
 * The demo photos are copied into the media store on every call when missing, so a fresh DATA_DIR next to an
 * already seeded PostgreSQL database still serves the pictures its sightings link to.
 */
export async function seedDemoContent(ctx: AppContext): Promise<SeedResult> {
  const photos = await loadDemoManifest();
  const mediaFilesCopied = await copyDemoMedia(ctx.config.dataDir, photos);
  if (await hasSightings(ctx.db)) {
    await ensureDemoPrintPreviews(ctx);
    return { seeded: false };
  }

  // Hashing is deliberately slow: do it once, outside the transaction, and share the hash among demo members.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.clock();
  const plan = planDemoContent(photos, now);

  const result: SeedResult = await ctx.db.transaction(async (tx) => {
    // Two processes starting together must not both seed: the second waits here, then sees the sightings.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wildlens:demo-seed'))`);
    if (await hasSightings(tx)) return { seeded: false };

    // A member may already have registered one of the demo names; that row is left alone (DO NOTHING) and the
    // demo content is spread over the members that were created.
    const created = await tx
      .insert(users)
      .values(
        DEMO_MEMBERS.map((m, i) => ({
          username: m.username,
          email: demoEmail(m.username),
          passwordHash,
          subscriptionTier: m.subscriptionTier,
          subscriptionStatus: m.subscriptionTier === 'free' ? null : 'active',
          bio: m.bio,
          interests: m.interests,
          experienceLevel: m.experienceLevel,
          equipment: m.equipment,
          instagramUsername: m.instagramUsername,
          instagramUrl: m.instagramUsername ? `https://www.instagram.com/${m.instagramUsername}/` : null,
          onboardingCompleted: true,
          // Members joined before their first post.
          createdAt: new Date(now.getTime() - (70 + i * 9) * 24 * 60 * 60 * 1000),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    if (created.length === 0) return { seeded: false };
    const idByName = new Map(created.map((u) => [u.username, u.id]));
    const memberIds = DEMO_MEMBERS.map(
      (m, i) => idByName.get(m.username) ?? (created[i % created.length]?.id as number),
    );
    const memberId = (index: number) => memberIds[index] as number;

    // Ids are drawn from the sequences up front, so replies can name their parent in the same batch insert.
    const sightingIds = withWinnerFirst(await reserveIds(tx, 'sightings', plan.sightings.length));
    await tx.insert(sightings).values(
      plan.sightings.map((s, i) => ({
        id: sightingIds[i] as number,
        userId: memberId(s.author),
        speciesName: s.speciesName,
        category: s.category,
        description: s.description,
        location: s.location,
        latitude: s.latitude,
        longitude: s.longitude,
        photoUrl: s.photoUrl,
        videoUrl: s.videoUrl,
        mediaType: s.mediaType,
        dateSpotted: s.dateSpotted,
        views: s.views,
        isPublic: true,
        isCurated: false,
        instagramSourceUrl: null,
        originalSource: s.originalSource,
        originalPhotographerCredit: s.originalPhotographerCredit,
        photoLicense: s.photoLicense,
        sourceUrl: s.sourceUrl,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
    );
    // The species autocomplete shows the photos' scientific names (the sightings above counted the common ones).
    await addToCatalogue(
      tx,
      photos.map((p) => ({ name: p.commonName, scientificName: p.scientificName, category: p.category })),
    );
    // Resizing every photo (and making the videos' posters) would hold up the server's start by ~30 s: the job
    // worker does it afterwards, and until then (or with JOBS_ENABLED=false) the cards show the bundled file
    // itself (for a video, the photo it was made from, and the player plays the bundled clip).
    let mediaJobs = 0;
    for (const [i, s] of plan.sightings.entries()) {
      if (!s.demoFile) continue;
      await enqueueJob(tx, 'demo_media', { sightingId: sightingIds[i] as number, file: s.demoFile });
      mediaJobs += 1;
    }

    const commentIds = await reserveIds(tx, 'comments', plan.comments.length);
    await tx.insert(comments).values(
      plan.comments.map((c, i) => ({
        id: commentIds[i] as number,
        sightingId: sightingIds[c.sighting] as number,
        userId: memberId(c.author),
        parentCommentId: c.parent === null ? null : (commentIds[c.parent] as number),
        content: c.content,
        createdAt: c.createdAt,
      })),
    );

    const likeRows = await tx
      .insert(likes)
      .values(
        plan.likes.map((l) => ({
          userId: memberId(l.member),
          sightingId: sightingIds[l.sighting] as number,
          createdAt: l.createdAt,
        })),
      )
      // Only reachable when a demo name was taken and two planned members became one.
      .onConflictDoNothing()
      .returning({ sightingId: likes.sightingId });

    // The counters are derived from the rows just written, so they equal the real counts by construction.
    await tx
      .update(sightings)
      .set({
        likes: sql`(select count(*)::int from ${likes} where ${likes.sightingId} = ${sightings.id})`,
        commentCount: sql`(select count(*)::int from ${comments} where ${comments.sightingId} = ${sightings.id})`,
      })
      .where(inArray(sightings.id, sightingIds));

    const covers = Object.entries(CATEGORY_COVER).map(([category, file]) => ({
      category,
      imageUrl: demoPhotoUrl(file),
      isActive: true,
    }));
    // An image an administrator already chose for a category wins over the demo one.
    const coverRows = await tx
      .insert(categoryImages)
      .values(covers)
      .onConflictDoNothing()
      .returning({ id: categoryImages.id });

    const portfolios = await seedDemoPortfolios(tx, ctx.clock, plan, sightingIds, memberIds, created);
    const guides = await seedDemoGuides(tx, now, idByName);
    const printProducts = await seedDemoPrints(tx, now, plan, sightingIds, idByName);
    // Each demo sighting gets its catalogue species when the catalogue is loaded already; otherwise the load
    // links them when it ends (server/features/species/catalogue-links.ts).
    await linkUnlinkedSightings(tx as unknown as Db);

    return {
      seeded: true,
      counts: {
        members: created.length,
        sightings: sightingIds.length,
        comments: commentIds.length,
        likes: likeRows.length,
        categoryImages: coverRows.length,
        mediaFilesCopied,
        mediaJobs,
        portfolios,
        guides,
        printProducts,
        printPreviews: 0,
      },
    };
  });
  // Made after the commit: the rows exist, and sharp's work does not hold the seed's lock.
  if (result.counts) result.counts.printPreviews = await ensureDemoPrintPreviews(ctx);
  return result;
}

async function hasSightings(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sightings.id }).from(sightings).limit(1);
  return rows.length > 0;
}

/**
 * Puts the home page's fixed id first: the plan's first sighting is October's winning video, which the home
 * page links to as /sighting/VIDEO_WINNER_SIGHTING_ID. On a fresh database the sequence hands out that id
 * first anyway; after sightings were created and all deleted it has moved past it, and the id is free (the
 * seed only runs on a table without sightings) and will never be handed out again, so it is taken directly.
 */
function withWinnerFirst(ids: number[]): number[] {
  const at = ids.indexOf(VIDEO_WINNER_SIGHTING_ID);
  const out = [...ids];
  if (at > 0) [out[0], out[at]] = [out[at] as number, out[0] as number];
  else if (at < 0) out[0] = VIDEO_WINNER_SIGHTING_ID;
  return out;
}

async function reserveIds(db: Db, table: 'sightings' | 'comments', n: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${n}::int)`);
  return rows.map((r) => r.id);
}
