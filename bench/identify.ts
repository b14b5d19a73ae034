// `npm run bench -- identify`: the default identifier on the 57 labelled wildlife photos (../shared/fixtures/
// wildlife, the demo photos), in the real vision process (COCO-SSD + MobileNetV2 crop embeddings):
// - leave-one-out: each photo against the 56 others (each species has one photo, so its own species can only
//   come from "seen nearby": this measures category accuracy and what geography alone brings);
// - another shot: a different framing of each photo (cropped, mirrored, brighter, re-encoded) against the 57
//   originals, the closest stand-in here for a held-back photo of a species the community has confirmed;
// both without and with the photo's position (the demo's place for each species, in season), plus the share of
// photos without an animal answered "no animal", time per photo (one request at a time, after load) and the
// vision process's resident memory.
import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import {
  decideStatus,
  NEIGHBOURS,
  type NearbyCount,
  type RankedCandidate,
  rankCandidates,
} from '../server/features/identification/identifier';
import { createVisionService } from '../server/features/identification/vision/forked-client';
import { SimilarityIndex } from '../server/features/identification/vision/similarity-index';
import type { Figure } from './figures';
import { median, percentile } from './figures';

const root = path.resolve(import.meta.dirname, '..');
const WILDLIFE = path.join(root, 'server', 'demo', 'wildlife');
const NO_ANIMAL = path.join(root, 'server', 'test', 'fixtures', 'photos');
const NO_ANIMAL_FILES = [
  'canon-dslr.jpg',
  'noexif.jpg',
  'Irvine_CA.avif',
  'IMG_20180725_163423-tiny.jpg',
  'png_with_exif_and_gps.png',
  'orientation-f1.jpg',
];
const RADIUS_KM = 50;
/** The default threshold of "cannot tell" (ai_settings.min_confidence), and a stricter one for comparison. */
const MIN_CONFIDENCE = 0.5;
const THRESHOLDS = [0.3, 0.5, 0.7];
const MONTH = 7;

interface Photo {
  file: string;
  scientificName: string;
  category: string;
  latitude: number;
  longitude: number;
}

function distanceKm(a: Photo, lat: number, lon: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat - a.latitude) * rad;
  const dLon = (lon - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(lat * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

async function anotherShot(file: string): Promise<Buffer> {
  const source = fs.readFileSync(file);
  const meta = await sharp(source).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  return sharp(source)
    .extract({
      left: Math.round(w * 0.08),
      top: Math.round(h * 0.06),
      width: Math.round(w * 0.84),
      height: Math.round(h * 0.86),
    })
    .flop()
    .modulate({ brightness: 1.1, saturation: 0.9 })
    .jpeg({ quality: 70 })
    .toBuffer();
}

interface Tally {
  top1: number;
  top5: number;
  category: number;
  answered: number;
  confidences: { confidence: number; right: boolean }[];
}
const tally = (): Tally => ({ top1: 0, top5: 0, category: 0, answered: 0, confidences: [] });

const LARGE_INDEX = 100_000;

/** The brute-force search at a community's scale: 100,000 random unit vectors of the embedder's size. */
function searchOverLargeIndex(dimensions: number): number {
  const index = new SimilarityIndex();
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648 - 0.5;
  };
  const unit = () => {
    const v = Float32Array.from({ length: dimensions }, random);
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  };
  const page = 1000;
  for (let start = 0; start < LARGE_INDEX; start += page) {
    index.add(
      Array.from({ length: page }, (_, k) => ({
        id: start + k + 1,
        sightingId: start + k + 1,
        speciesId: (start + k) % 5000,
        embedding: unit(),
      })),
    );
  }
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const query = unit();
    const started = performance.now();
    index.nearest(query, NEIGHBOURS);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function identifyBenchmark(): Promise<Figure[]> {
  const manifest = JSON.parse(fs.readFileSync(path.join(WILDLIFE, 'manifest.json'), 'utf8')) as Photo[];
  const vision = createVisionService({ log: pino({ level: 'warn' }), idleMs: 10 * 60_000 });
  try {
    const loadStarted = performance.now();
    await vision.analyse(fs.readFileSync(path.join(WILDLIFE, manifest[0]?.file ?? '')));
    const loadMs = performance.now() - loadStarted;

    const times: number[] = [];
    const originals: Float32Array[] = [];
    const animals: boolean[] = [];
    for (const photo of manifest) {
      const image = fs.readFileSync(path.join(WILDLIFE, photo.file));
      const started = performance.now();
      const analysis = await vision.analyse(image, { priority: 'high' });
      times.push(performance.now() - started);
      if (!analysis.embedding) throw new Error(`no embedding for ${photo.file}`);
      originals.push(analysis.embedding);
      animals.push(analysis.animal !== null);
    }
    await vision.addToIndex(
      originals.map((embedding, i) => ({ id: i + 1, sightingId: i + 1, speciesId: i + 1, embedding })),
    );

    const nearby = (i: number, exclude: boolean): NearbyCount[] => {
      const here = manifest[i] as Photo;
      return manifest.flatMap((p, j) =>
        (exclude && j === i) || distanceKm(p, here.latitude, here.longitude) > RADIUS_KM
          ? []
          : [{ speciesId: j + 1, count: 1 }],
      );
    };
    const score = (t: Tally, i: number, ranked: RankedCandidate[], status: string) => {
      const truth = i + 1;
      const top = ranked[0];
      if (top?.speciesId === truth) t.top1++;
      if (ranked.some((c) => c.speciesId === truth)) t.top5++;
      if (top && manifest[(top.speciesId ?? 1) - 1]?.category === manifest[i]?.category) t.category++;
      if (status === 'identified') t.answered++;
      if (top) t.confidences.push({ confidence: top.confidence, right: top.speciesId === truth });
    };

    const loo = { blind: tally(), placed: tally() };
    const shot = { blind: tally(), placed: tally() };
    const searchTimes: number[] = [];
    for (const [i, photo] of manifest.entries()) {
      const own = originals[i] as Float32Array;
      const started = performance.now();
      const looNeighbours = await vision.nearest(own, NEIGHBOURS, i + 1);
      searchTimes.push(performance.now() - started);
      const animal = animals[i]
        ? { label: 'animal', score: 1, box: { x: 0, y: 0, width: 1, height: 1 } }
        : null;
      for (const [t, near] of [
        [loo.blind, []],
        [loo.placed, nearby(i, true)],
      ] as const) {
        const ranked = rankCandidates(looNeighbours, near, { radiusKm: RADIUS_KM, month: MONTH });
        score(
          t,
          i,
          ranked,
          decideStatus(animal, looNeighbours[0]?.similarity ?? null, ranked, MIN_CONFIDENCE),
        );
      }
      const analysis = await vision.analyse(await anotherShot(path.join(WILDLIFE, photo.file)), {
        priority: 'high',
      });
      const neighbours = analysis.embedding ? await vision.nearest(analysis.embedding, NEIGHBOURS) : [];
      for (const [t, near] of [
        [shot.blind, []],
        [shot.placed, nearby(i, false)],
      ] as const) {
        const ranked = rankCandidates(neighbours, near, { radiusKm: RADIUS_KM, month: MONTH });
        const status = decideStatus(
          analysis.animal,
          neighbours[0]?.similarity ?? null,
          ranked,
          MIN_CONFIDENCE,
        );
        score(t, i, status === 'no_animal' ? [] : ranked, status);
      }
    }

    let noAnimal = 0;
    for (const file of NO_ANIMAL_FILES) {
      const analysis = await vision.analyse(fs.readFileSync(path.join(NO_ANIMAL, file)));
      const neighbours = analysis.embedding ? await vision.nearest(analysis.embedding, NEIGHBOURS) : [];
      const ranked = rankCandidates(neighbours, [], { radiusKm: RADIUS_KM, month: MONTH });
      if (
        decideStatus(analysis.animal, neighbours[0]?.similarity ?? null, ranked, MIN_CONFIDENCE) ===
        'no_animal'
      )
        noAnimal++;
    }
    const stats = await vision.stats();
    const largeSearchMs = searchOverLargeIndex(originals[0]?.length ?? 1280);

    const n = manifest.length;
    const pct = (v: number, of = n) => (100 * v) / of;
    /** Of the photos whose best candidate reaches `threshold`: how many, how many right, the mean confidence. */
    const atThreshold = (t: Tally, threshold: number) => {
      const sure = t.confidences.filter((c) => c.confidence >= threshold);
      const mean = sure.length
        ? pct(
            sure.reduce((sum, c) => sum + c.confidence, 0),
            sure.length,
          )
        : 0;
      const right = sure.length ? pct(sure.filter((c) => c.right).length, sure.length) : 0;
      return { share: pct(sure.length), right, mean };
    };
    const figures: Figure[] = [];
    for (const [name, t] of [
      ['leave-one-out, no position', loo.blind],
      ['leave-one-out, with position', loo.placed],
      ['another shot, no position', shot.blind],
      ['another shot, with position', shot.placed],
    ] as const) {
      figures.push(
        { figure: `${name}: top-1 species`, value: pct(t.top1), unit: '%' },
        { figure: `${name}: top-5 species`, value: pct(t.top5), unit: '%' },
        { figure: `${name}: category of top-1`, value: pct(t.category), unit: '%' },
        ...THRESHOLDS.flatMap((threshold) => {
          const a = atThreshold(t, threshold);
          return [
            { figure: `${name}: best candidate at confidence >= ${threshold}`, value: a.share, unit: '%' },
            {
              figure: `${name}: ...of which right (mean confidence ${a.mean.toFixed(0)}%)`,
              value: a.right,
              unit: '%',
            },
          ];
        }),
      );
    }
    const p95 = percentile(times, 95);
    figures.push(
      {
        figure: `photos without an animal answered "no animal" (${NO_ANIMAL_FILES.length})`,
        value: pct(noAnimal, NO_ANIMAL_FILES.length),
        unit: '%',
      },
      {
        figure: 'wildlife photos with an animal box from the detector',
        value: pct(animals.filter(Boolean).length),
        unit: '%',
      },
      {
        figure: 'analysis per photo (decode, detect, crop, embed), median',
        value: median(times),
        unit: 'ms',
        budget: '< 1000 ms',
        withinBudget: median(times) < 1000,
      },
      {
        figure: 'analysis per photo, p95',
        value: p95,
        unit: 'ms',
        budget: '< 1000 ms',
        withinBudget: p95 < 1000,
      },
      { figure: `nearest-photo search over ${n} photos, median`, value: median(searchTimes), unit: 'ms' },
      {
        figure: `nearest-photo search over ${LARGE_INDEX.toLocaleString('en')} photos, median`,
        value: largeSearchMs,
        unit: 'ms',
      },
      { figure: 'vision process start and model load', value: loadMs, unit: 'ms' },
      { figure: 'vision process resident memory', value: stats.rssBytes / 1024 / 1024, unit: 'MB' },
    );
    return figures;
  } finally {
    await vision.close();
  }
}
