// Test support for the print shop: a premium artist with a published photo sighting whose private original is a
// generated image of a chosen size (written to media storage as an upload would be), and the seeded options.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mediaAssets, printOptions, sightings, users } from '../../db/schema';
import { makeSighting } from '../../test/harness';

export async function makePremium(app: FastifyInstance, userId: number) {
  await app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, userId));
}

/** A plain JPEG of width x height (fast to make; its pixels are what the dpi rules look at). */
export async function photoOfSize(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 110, b: 70 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

let n = 0;
/** A published photo sighting of the member whose private original is `width` x `height`. */
export async function photoSighting(
  app: FastifyInstance,
  member: { id: number; cookie: string },
  width = 1800,
  height = 2500,
): Promise<number> {
  n += 1;
  const key = `private/prints-test/${member.id}-${n}.jpg`;
  await app.ctx.media.put(key, await photoOfSize(width, height), 'image/jpeg');
  const [asset] = await app.ctx.db
    .insert(mediaAssets)
    .values({
      ownerId: member.id,
      kind: 'photo',
      mime: 'image/jpeg',
      originalKey: key,
      originalBytes: 1,
      width,
      height,
    })
    .returning({ id: mediaAssets.id });
  const sighting = await makeSighting(app, member.cookie);
  await app.ctx.db
    .update(sightings)
    .set({ mediaType: 'photo', mediaAssetId: asset?.id, photoUrl: `/media/prints-test/${n}.webp` })
    .where(eq(sightings.id, sighting.id));
  return sighting.id;
}

export async function optionNamed(app: FastifyInstance, size: string, material = 'fine_art_paper') {
  const rows = await app.ctx.db.select().from(printOptions).where(eq(printOptions.size, size));
  const row = rows.find((r) => r.material === material);
  if (!row) throw new Error(`no option ${size} ${material}`);
  return row;
}

export const ADDRESS = {
  name: 'Ada Buyer',
  line1: '1 Heron Lane',
  city: 'Norwich',
  postcode: 'NR1 1AA',
  country: 'gb',
};
