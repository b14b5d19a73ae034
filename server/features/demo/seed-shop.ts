// The demo community's shop content, written in the demo seed's transaction: the members' location guides
// (guide-texts.ts, with the free guide's ratings and exact totals) and print products of premium members' own demo
// photo sightings, sold in the default print options like any product. The products' watermarked previews are made
// from the bundled photos after the transaction, and again on a later start when the media store lacks them (a
// fresh DATA_DIR next to an already seeded database), like the demo photos themselves.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guideRatings, locationGuides, printProducts, sightings } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { ensureDefaultPrintOptions } from '../prints/default-options';
import { makePreview } from '../prints/print-file';
import { previewKey } from '../prints/service';
import { DEMO_GUIDES } from './guide-texts';
import { DEMO_PHOTO_DIR, DEMO_PHOTO_FILE, demoPhotoUrl } from './manifest';
import { DEMO_MEMBERS } from './members';
import type { DemoPlan } from './plan';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_PRINT_COUNT = 4;

/** Prints the demo offers, in order of preference: the first four whose photographer is a premium member. */
export const DEMO_PRINTS: readonly {
  file: string;
  title: string;
  description: string;
  basePrice: number;
  tags: string[];
}[] = [
  {
    file: 'acinonyx-jubatus-er-cheetah.webp',
    title: 'Cheetah resting in the Mara grass',
    description:
      'A cheetah licking its lips as it rests in the long grass of the Maasai Mara, Kenya, soft light on its spotted coat.',
    basePrice: 4500,
    tags: ['cheetah', 'big cats', 'mammals', 'kenya'],
  },
  {
    file: 'alcedo-atthis-er-kingfisher.webp',
    title: 'Kingfisher on a lichen branch',
    description:
      'A common kingfisher perched on a lichen-covered branch in Lower Saxony, Germany, against a soft, plain background.',
    basePrice: 3900,
    tags: ['kingfisher', 'birds', 'germany'],
  },
  {
    file: 'platalea-leucorodia-er-spoonbills.webp',
    title: 'Spoonbills in the evening shallows',
    description:
      'Two Eurasian spoonbills wading through still water in the Danube Delta, their reflections beneath them.',
    basePrice: 4200,
    tags: ['spoonbill', 'birds', 'wetlands'],
  },
  {
    file: 'pygoscelis-antarcticus-er-penguin.webp',
    title: 'Chinstrap penguin on the move',
    description:
      'A chinstrap penguin waddling across the moss of Barrientos Island, Antarctica, flippers held out for balance.',
    basePrice: 3900,
    tags: ['penguin', 'birds', 'antarctica'],
  },
  {
    file: 'rhinoceros-unicornis-er-rhinoceros.webp',
    title: 'Greater one-horned rhino by the river',
    description: 'An Indian rhinoceros on a sandy riverbank in the haze of a Kaziranga morning.',
    basePrice: 4500,
    tags: ['rhinoceros', 'mammals', 'india'],
  },
  {
    file: 'cygnus-olor-er-swans.webp',
    title: 'Mute swan family on dark water',
    description: 'Two mute swans and their six cygnets gliding across dark water in Oxfordshire.',
    basePrice: 3500,
    tags: ['swan', 'birds', 'united kingdom'],
  },
];

const DEMO_PHOTO_PREFIX = demoPhotoUrl('');

/** The demo members' guides, published; the ratings of the free one with their totals. Returns how many. */
export async function seedDemoGuides(tx: Db, now: Date, idByName: Map<string, number>): Promise<number> {
  let written = 0;
  for (const guide of DEMO_GUIDES) {
    const authorId = idByName.get(guide.author);
    // A demo name someone had registered before: their account is not the demo author's to write for.
    if (authorId === undefined) continue;
    const publishedAt = new Date(now.getTime() - guide.publishedDaysAgo * DAY);
    const ratings = guide.ratings.flatMap((r) => {
      const userId = idByName.get(r.member);
      return userId === undefined || userId === authorId ? [] : [{ ...r, userId }];
    });
    const ratingSum = ratings.reduce((sum, r) => sum + r.rating, 0);
    const [row] = await tx
      .insert(locationGuides)
      .values({
        authorId,
        title: guide.title,
        description: guide.description,
        location: guide.location,
        latitude: guide.latitude,
        longitude: guide.longitude,
        price: guide.price,
        currency: guide.currency,
        category: guide.category,
        difficulty: guide.difficulty,
        bestSeason: guide.bestSeason,
        content: guide.content,
        keySpecies: guide.keySpecies,
        equipment: guide.equipment,
        tips: guide.tips,
        rating: ratings.length > 0 ? Math.round((ratingSum / ratings.length) * 100) / 100 : 0,
        ratingSum,
        totalRatings: ratings.length,
        status: 'published',
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - 2 * DAY),
        updatedAt: publishedAt,
      })
      .returning({ id: locationGuides.id });
    if (!row) throw new Error(`The demo guide ${guide.title} was not written`);
    if (ratings.length > 0)
      await tx.insert(guideRatings).values(
        ratings.map((r, i) => ({
          guideId: row.id,
          userId: r.userId,
          rating: r.rating,
          review: r.review,
          createdAt: new Date(publishedAt.getTime() + (i + 3) * DAY),
        })),
      );
    written += 1;
  }
  return written;
}

/**
 * Print products of premium demo members' own photo sightings (the first DEMO_PRINT_COUNT of DEMO_PRINTS whose
 * planned photographer is a premium member with their own account), in the default print options. Returns
 * how many.
 */
export async function seedDemoPrints(
  tx: Db,
  now: Date,
  plan: DemoPlan,
  sightingIds: readonly number[],
  idByName: Map<string, number>,
): Promise<number> {
  await ensureDefaultPrintOptions(tx);
  let written = 0;
  for (const print of DEMO_PRINTS) {
    if (written === DEMO_PRINT_COUNT) break;
    const index = plan.sightings.findIndex((s) => s.mediaType === 'photo' && s.demoFile === print.file);
    const planned = plan.sightings[index];
    const member = planned ? DEMO_MEMBERS[planned.author] : undefined;
    const userId = member ? idByName.get(member.username) : undefined;
    const sightingId = sightingIds[index];
    if (!member || member.subscriptionTier === 'free' || userId === undefined || sightingId === undefined)
      continue;
    const createdAt = new Date(now.getTime() - (10 + written * 4) * DAY);
    await tx.insert(printProducts).values({
      sightingId,
      userId,
      title: print.title,
      description: print.description,
      basePrice: print.basePrice,
      tags: print.tags,
      createdAt,
      updatedAt: createdAt,
    });
    written += 1;
  }
  return written;
}

/**
 * Makes the watermarked preview of every print of a demo photo that the media store lacks, from the bundled
 * photo. Returns how many were made; one that fails is logged and tried again at the next start.
 */
export async function ensureDemoPrintPreviews(
  ctx: Pick<AppContext, 'db' | 'media' | 'log'>,
): Promise<number> {
  const rows = await ctx.db
    .select({ id: printProducts.id, photoUrl: sightings.photoUrl })
    .from(printProducts)
    .innerJoin(sightings, eq(sightings.id, printProducts.sightingId))
    .where(like(sightings.photoUrl, `${DEMO_PHOTO_PREFIX}%`));
  let made = 0;
  for (const row of rows) {
    const file = row.photoUrl?.slice(DEMO_PHOTO_PREFIX.length) ?? '';
    if (!DEMO_PHOTO_FILE.test(file)) continue;
    const key = previewKey(row.id);
    try {
      if (await ctx.media.exists(key)) continue;
      const preview = await makePreview(await fs.readFile(path.join(DEMO_PHOTO_DIR, file)));
      await ctx.media.put(key, preview.data, 'image/webp');
      made += 1;
    } catch (error) {
      ctx.log.warn({ err: error, productId: row.id }, 'the demo print preview could not be made');
    }
  }
  return made;
}
