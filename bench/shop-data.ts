// The shops' benchmark data, generated in SQL with a fixed seed (like bench/data.ts): the standard members with
// 200,000 sightings, six in ten with an uploaded photo and most of those with the camera data a real upload reads
// from EXIF (the strings cameras write, e.g. "NIKON CORPORATION" / "NIKON Z 8"); the shipped gear catalogue
// (70 products, written by the product's own start-up sync) with 20,000 reviews; and 2,000 location guides.
// Popular gear is far more common than the rest (a squared uniform picks the kit), as it is on real sites: the
// busiest camera is in ~1 in 4 photos, while binoculars, bags and hides appear in no photo's EXIF at all.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { syncGearCatalog } from '../server/features/gear/catalog-sync';
import { generateBenchData } from './data';

export const SHOP_SIZE = {
  members: 10_000,
  sightings: 200_000,
  reviews: 20_000,
  guides: 2_000,
} as const;

/**
 * Body, lens (null: none recorded) and maker as EXIF writes them, most used first. The last ones are not in the
 * catalogue (older bodies, a phone): photos that match no product.
 */
const KITS: [make: string, model: string, lens: string | null][] = [
  ['NIKON CORPORATION', 'NIKON Z 8', 'NIKKOR Z 180-600mm f/5.6-6.3 VR'],
  ['Canon', 'Canon EOS R5 Mark II', 'RF100-500mm F4.5-7.1 L IS USM'],
  ['SONY', 'ILCE-1M2', 'FE 200-600mm F5.6-6.3 G OSS'],
  ['Canon', 'Canon EOS R7', 'RF100-400mm F5.6-8 IS USM'],
  ['Apple', 'iPhone 15 Pro', 'iPhone 15 Pro back triple camera 6.765mm f/1.78'],
  ['OM Digital Solutions', 'OM-1MarkII', 'M.Zuiko Digital ED 150-600mm F5.0-6.3 IS'],
  ['SONY', 'ILCE-6700', 'FE 100-400mm F4.5-5.6 GM OSS'],
  ['NIKON CORPORATION', 'NIKON Z 8', 'NIKKOR Z 600mm f/6.3 VR S'],
  ['FUJIFILM', 'X-H2S', 'XF150-600mmF5.6-8 R LM OIS WR'],
  ['Canon', 'Canon EOS R6 Mark II', 'RF200-800mm F6.3-9 IS USM'],
  ['SONY', 'ILCE-9M3', 'FE 400-800mm F6.3-8 G OSS'],
  ['NIKON CORPORATION', 'NIKON D500', '200-500mm f/5.6E'],
  ['Canon', 'Canon EOS 7D Mark II', 'EF100-400mm f/4.5-5.6L IS II USM'],
  ['NIKON CORPORATION', 'NIKON Z6III', 'NIKKOR Z 800mm f/6.3 VR S'],
  ['Canon', 'Canon EOS R1', null],
  ['FUJIFILM', 'X-H2S', 'XF100-400mmF4.5-5.6 R LM OIS WR'],
  ['SONY', 'ILCE-1M2', '150-600mm F5-6.3 DG DN OS | Sports 023'],
  ['Google', 'Pixel 8 Pro', null],
];

const PLACES: [place: string, country: string][] = [
  ['Lammermuir Hills', 'Scotland'],
  ['Cairngorms', 'Scotland'],
  ['Norfolk Broads', 'England'],
  ['Doñana', 'Spain'],
  ['Camargue', 'France'],
  ['Danube Delta', 'Romania'],
  ['Hortobágy', 'Hungary'],
  ['Białowieża Forest', 'Poland'],
  ['Serengeti', 'Tanzania'],
  ['Okavango Delta', 'Botswana'],
  ['Kruger', 'South Africa'],
  ['Pantanal', 'Brazil'],
  ['Yellowstone', 'United States'],
  ['Everglades', 'United States'],
  ['Kakadu', 'Australia'],
  ['Hokkaidō', 'Japan'],
  ['Ranthambore', 'India'],
  ['Galápagos', 'Ecuador'],
  ['Svalbard', 'Norway'],
  ['Torres del Paine', 'Chile'],
];
const SUBJECTS = [
  'raptors',
  'herons and egrets',
  'otters',
  'red deer rut',
  'kingfishers',
  'owls at dusk',
  'wading birds',
  'big cats',
  'whales from the shore',
  'butterflies',
  'migrating cranes',
  'beavers',
];
const MOMENTS = ['Dawn', 'Dusk', 'Winter', 'Spring', 'Quiet', 'Hidden', 'Classic', 'Rainy-day'];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
const nullableArray = (values: (string | null)[]) =>
  sql.raw(
    `array[${values.map((v) => (v === null ? 'null' : `'${v.replaceAll("'", "''")}'`)).join(', ')}]::text[]`,
  );

export async function generateShopBenchData(db: Db): Promise<void> {
  await generateBenchData(db, {
    members: SHOP_SIZE.members,
    sightings: SHOP_SIZE.sightings,
    // Comments and likes play no part in the shops' pages.
    commentsPerSighting: 0,
    likesPerSighting: 0,
  });
  await syncGearCatalog(db);
  const makes = nullableArray(KITS.map((k) => k[0]));
  const models = nullableArray(KITS.map((k) => k[1]));
  const lenses = nullableArray(KITS.map((k) => k[2]));
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table sightings disable trigger user`);
    await tx.execute(sql`select setseed(0.23)`);
    // Six sightings in ten have an uploaded photo; 85 % of those carry camera data (the rest were edited or
    // exported without EXIF). The asset is uploaded a minute before its sighting, by its author.
    await tx.execute(sql`
      insert into media_assets (owner_id, kind, mime, original_key, original_bytes, width, height, variants,
                                camera, created_at)
      select s.user_id, 'photo', 'image/jpeg', 'bench/sighting-' || s.id || '.jpg', 6000000, 6000, 4000, '{}',
             case when random() < 0.85 then jsonb_strip_nulls(jsonb_build_object(
               'make', (${makes})[k.i], 'model', (${models})[k.i], 'lens', (${lenses})[k.i],
               'focalLength', 400 + (s.id % 5) * 50, 'aperture', 6.3, 'exposureTime', 0.002, 'iso', 800))
             end,
             s.created_at - interval '1 minute'
      from sightings s
      cross join lateral (select 1 + floor(power(random(), 2) * ${KITS.length})::int as i where s.id > 0) k
      where s.id % 10 < 6`);
    await tx.execute(sql`
      update sightings s set media_asset_id = m.id
      from media_assets m where m.original_key = 'bench/sighting-' || s.id || '.jpg'`);
    await tx.execute(sql`alter table sightings enable trigger user`);

    // 20,000 reviews: each member reviews two products (one of even, one of odd position, so never the same one
    // twice), popular products far more often. Most approved; some flagged or rejected (hidden).
    await tx.execute(sql`
      with picks as materialized (
        select g, (floor(power(random(), 2) * 35)::int * 2 + g / ${SHOP_SIZE.members}) % 70 as k
        from generate_series(0, ${SHOP_SIZE.reviews - 1}) g)
      insert into gear_reviews (product_id, user_id, title, content, rating, pros, cons, wildlife_types,
                                usage_context, ownership_duration, helpful_votes, is_featured, moderation_status,
                                created_at)
      select p.id, u.first_id + g % ${SHOP_SIZE.members},
             'Field notes after ' || (1 + g % 30) || ' mornings out',
             'Used it for ' || (1 + g % 30) || ' mornings on the marsh and the moor. Handles cold hands well, '
               || 'focuses quickly on birds against a busy background, and the weight is fair for a long walk. '
               || 'Review #' || g,
             (array[5, 5, 4, 4, 4, 3, 2, 5, 4, 1])[1 + g % 10],
             array['Sharp at the long end', 'Weather sealed'], array['Heavy after an hour'],
             array['birds', 'mammals'], 'Hides and forest edges', (1 + g % 5) || ' years',
             floor(power(random(), 3) * 40)::int, g % 100 = 0,
             case when g % 50 = 1 then 'flagged' when g % 50 = 2 then 'rejected' else 'approved' end,
             now() - (g * 3 || ' minutes')::interval
      from picks x
      cross join (select min(id) as first_id from users where username like 'bench\\_%') u
      join (select id, (row_number() over (order by id) - 1)::int as k from gear_products) p on p.k = x.k`);

    // 2,000 guides by 400 members: a place, a subject and a moment make the title; four in ten free; most
    // published, some drafts and a few hidden (search lists neither).
    const places = textArray(PLACES.map((p) => p[0]));
    const countries = textArray(PLACES.map((p) => p[1]));
    const subjects = textArray(SUBJECTS);
    const moments = textArray(MOMENTS);
    await tx.execute(sql`
      insert into location_guides (author_id, title, description, location, latitude, longitude, price, currency,
                                   category, difficulty, best_season, content, equipment, tips, rating,
                                   rating_sum, total_ratings, total_sales, status, published_at, created_at,
                                   updated_at)
      select u.first_id + (g * 37) % 400,
             (${moments})[1 + g % ${MOMENTS.length}] || ' ' || (${subjects})[1 + (g / 7) % ${SUBJECTS.length}]
               || ' of ' || (${places})[1 + g % ${PLACES.length}],
             'Where to stand, when to arrive and how to watch ' || (${subjects})[1 + (g / 7) % ${SUBJECTS.length}]
               || ' without disturbing them: paths, parking, the light through the seasons and the local rules. '
               || 'Guide ' || g,
             (${places})[1 + g % ${PLACES.length}] || ', ' || (${countries})[1 + g % ${PLACES.length}],
             round((random() * 140 - 60)::numeric, 6), round((random() * 340 - 170)::numeric, 6),
             case when g % 10 < 4 then 0 else 299 + (g % 8) * 200 end, 'USD',
             (array['birds', 'mammals', 'marine', 'insects', 'mixed'])[1 + g % 5],
             (array['easy', 'moderate', 'challenging', 'expert'])[1 + g % 4],
             (array['spring', 'summer', 'autumn', 'winter', 'year_round'])[1 + g % 5],
             '## Getting there' || E'\n\n' || repeat('Park at the reserve and walk the track north. ', 40)
               || E'\n\n## Where to wait\n\n' || repeat('The second hide faces east over the scrape. ', 40),
             array['8x42 binoculars', 'A 400-600 mm lens'], array['Arrive before sunrise', 'Keep below the skyline'],
             r.rating, round(r.rating * r.n)::int, r.n, (g * 13) % 90,
             case when g % 25 = 0 then 'draft' when g % 50 = 1 then 'hidden' else 'published' end,
             case when g % 25 = 0 then null else now() - (g * 2 || ' hours')::interval end,
             now() - (g * 2 || ' hours')::interval, now() - (g || ' hours')::interval
      from generate_series(1, ${SHOP_SIZE.guides}) g
      cross join (select min(id) as first_id from users where username like 'bench\\_%') u
      cross join lateral (select case when (g * 7) % 60 = 0 then 0 else round((3 + random() * 2)::numeric, 2) end
                                   as rating, (g * 7) % 60 as n where g > 0) r`);
  });
  await db.execute(sql`analyze`);
}
