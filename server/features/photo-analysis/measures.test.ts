// The analyzer's measures on real photos (the demo wildlife photos and the camera fixtures) and on copies made
// worse on purpose with sharp: a blurred copy must score lower sharpness, a darkened one be called underexposed,
// added noise be measured at about its size, a tinted copy be called warm or cool.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NormalisedBox } from '@common/schemas/photo-analysis';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../test/harness';
import type { VisionAnalysis } from '../identification/vision/client';
import { SHARPNESS_THRESHOLDS, thirdsPlacement } from './measures';
import { analysePhoto, type SubjectDetector } from './service';

const WILDLIFE = path.join(import.meta.dirname, '../../demo/wildlife');
const wildlife = (name: string) => path.join(WILDLIFE, name);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-analysis-'));
const silent = { warn: () => {} } as unknown as FastifyBaseLogger;

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let made = 0;
async function write(image: Sharp): Promise<string> {
  made += 1;
  const file = path.join(scratch, `copy-${made}.png`);
  await image.png().toFile(file);
  return file;
}

/** A detector that always answers one box (given in fractions of the frame): to test what the box drives. */
function boxDetector(box: NormalisedBox): SubjectDetector {
  return {
    async analyse(image) {
      const meta = await sharp(image).metadata();
      const [w, h] = [meta.width ?? 1, meta.height ?? 1];
      const animal = {
        label: 'bird',
        score: 0.9,
        box: { x: box.x * w, y: box.y * h, width: box.width * w, height: box.height * h },
      };
      const answer: VisionAnalysis = {
        width: w,
        height: h,
        detections: [animal],
        animal,
        embedding: null,
        nsfw: null,
      };
      return answer;
    },
  };
}

const analyse = (file: string, detector?: SubjectDetector) =>
  analysePhoto({ file, detector, priority: 'normal', log: silent });

const SHARP_PHOTOS = [
  'acinonyx-jubatus-er-cheetah.webp',
  'alcedo-atthis-er-kingfisher.webp',
  'ursus-maritimus-wa-polar_bear.webp',
  'giraffa-camelopardalis-wa-giraffe.webp',
];

describe('sharpness (variance of the Laplacian)', () => {
  it.each(SHARP_PHOTOS)('calls %s sharp, and a blurred copy blurred with a far lower score', async (name) => {
    const original = await analyse(wildlife(name));
    const blurred = await analyse(await write(sharp(wildlife(name)).blur(4)));
    expect(original.sharpness.verdict).toBe('sharp');
    expect(original.sharpness.subject).toBeGreaterThanOrEqual(SHARPNESS_THRESHOLDS.sharp);
    expect(blurred.sharpness.verdict).toBe('blurred');
    expect(blurred.sharpness.subject).toBeLessThan(original.sharpness.subject / 5);
    expect(blurred.sharpness.frame).toBeLessThan(original.sharpness.frame / 5);
  });

  it('a slight blur scores between the original and a heavy blur', async () => {
    const file = wildlife('ursus-maritimus-wa-polar_bear.webp');
    const [original, slight, heavy] = await Promise.all([
      analyse(file),
      analyse(await write(sharp(file).blur(1))),
      analyse(await write(sharp(file).blur(5))),
    ]);
    expect(slight.sharpness.subject).toBeLessThan(original.sharpness.subject);
    expect(heavy.sharpness.subject).toBeLessThan(slight.sharpness.subject);
  });

  it('is measured on the subject box: the sharp half of a half-blurred photo scores higher than the blurred half', async () => {
    const file = wildlife('giraffa-camelopardalis-wa-giraffe.webp');
    const meta = await sharp(file).metadata();
    const [w, h] = [meta.width ?? 0, meta.height ?? 0];
    const half = Math.floor(w / 2);
    const blurredRight = await sharp(file)
      .extract({ left: half, top: 0, width: w - half, height: h })
      .blur(6)
      .toBuffer();
    const mixed = await write(sharp(file).composite([{ input: blurredRight, left: half, top: 0 }]));
    const left = await analyse(mixed, boxDetector({ x: 0.05, y: 0.2, width: 0.4, height: 0.6 }));
    const right = await analyse(mixed, boxDetector({ x: 0.55, y: 0.2, width: 0.4, height: 0.6 }));
    expect(left.subject.source).toBe('detector');
    expect(left.sharpness.subject).toBeGreaterThan(right.sharpness.subject * 5);
    expect(left.sharpness.ratio).toBeGreaterThan(1);
    expect(right.sharpness.ratio).toBeLessThan(1);
    expect(left.sharpness.frame).toBe(right.sharpness.frame);
    expect(right.advice.map((a) => a.key)).toContain('focusMissed');
  });
});

describe('exposure (luminance histogram)', () => {
  it('reports the dark camera photo underexposed, with most pixels near black', async () => {
    const result = await analyse(fixturePhoto('canon-dslr.jpg'));
    expect(result.exposure.verdict).toBe('under');
    expect(result.exposure.mean).toBeLessThan(10);
    expect(result.exposure.clippedShadows).toBeGreaterThan(50);
    expect(result.advice.find((a) => a.measure === 'exposure')?.key).toBe('underexposed');
    // The histogram is shares of the pixels, from black to white.
    expect(result.exposure.histogram).toHaveLength(64);
    expect(result.exposure.histogram.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(result.exposure.histogram[0]).toBeGreaterThan(0.5);
  });

  it('calls a well-exposed photo good, a darkened copy underexposed and a brightened copy overexposed', async () => {
    const file = wildlife('acinonyx-jubatus-er-cheetah.webp');
    const [original, dark, bright] = await Promise.all([
      analyse(file),
      analyse(await write(sharp(file).linear(0.35, 0))),
      analyse(await write(sharp(file).linear(2.2, 20))),
    ]);
    expect(original.exposure.verdict).toBe('good');
    expect(dark.exposure.verdict).toBe('under');
    expect(dark.exposure.mean).toBeLessThan(original.exposure.mean * 0.45);
    const underAdvice = dark.advice.find((a) => a.key === 'underexposed');
    // About 1.5 stops darker: the advice quotes how far from mid-grey the mean is.
    expect(underAdvice?.values.stops).toBeGreaterThan(1);
    expect(bright.exposure.verdict).toBe('over');
    expect(bright.exposure.clippedHighlights).toBeGreaterThan(original.exposure.clippedHighlights + 5);
  });
});

/** Gaussian noise of standard deviation `sigma` added to every channel, from a seeded generator. */
async function withNoise(file: string, sigma: number): Promise<string> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = 12345;
  const uniform = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed + 1) / 2_147_483_649;
  };
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 1) {
    const gaussian = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    out[i] = Math.max(0, Math.min(255, Math.round((data[i] ?? 0) + gaussian * sigma)));
  }
  return write(sharp(out, { raw: { width: info.width, height: info.height, channels: info.channels } }));
}

describe('noise', () => {
  it('finds a clean photo clean, and measures added Gaussian noise at about its size', async () => {
    const file = wildlife('ursus-maritimus-wa-polar_bear.webp');
    const [clean, noisy, veryNoisy] = await Promise.all([
      analyse(file),
      analyse(await withNoise(file, 4)),
      analyse(await withNoise(file, 12)),
    ]);
    expect(clean.noise.verdict).toBe('clean');
    // Added to R, G and B independently: the luminance carries a little less (about 0.76 sigma).
    expect(noisy.noise.sigma).toBeGreaterThan(2);
    expect(noisy.noise.sigma).toBeLessThan(5);
    expect(veryNoisy.noise.sigma).toBeGreaterThan(7);
    expect(veryNoisy.noise.sigma).toBeLessThan(14);
    expect(veryNoisy.noise.verdict).toBe('heavy');
  });
});

describe('colour balance', () => {
  it('calls a neutral photo neutral, a red-tinted copy warm and a blue-tinted copy cool', async () => {
    const file = wildlife('ursus-maritimus-wa-polar_bear.webp');
    const [neutral, warm, cool] = await Promise.all([
      analyse(file),
      analyse(await write(sharp(file).linear([1.15, 1, 0.82], [0, 0, 0]))),
      analyse(await write(sharp(file).linear([0.82, 1, 1.15], [0, 0, 0]))),
    ]);
    expect(neutral.colour.verdict).toBe('neutral');
    expect(warm.colour.verdict).toBe('warm');
    expect(warm.colour.warmth).toBeGreaterThan(12);
    expect(cool.colour.verdict).toBe('cool');
    expect(cool.colour.warmth).toBeLessThan(-12);
  });
});

describe('placement against the rule of thirds', () => {
  it('measures the distance of the box centre to the nearest thirds intersection, 0 on it and 1 at a corner', () => {
    const onThirds = thirdsPlacement({ x: 0.6, y: 0.2, width: 2 / 15, height: 4 / 15 });
    expect(onThirds.nearest).toEqual({ x: 0.6667, y: 0.3333 });
    expect(onThirds.distance).toBe(0);
    expect(onThirds.verdict).toBe('thirds');
    const centred = thirdsPlacement({ x: 0.4, y: 0.4, width: 0.2, height: 0.2 });
    expect(centred.distance).toBe(0.5);
    expect(centred.verdict).toBe('centred');
    expect(centred.area).toBe(0.04);
    const corner = thirdsPlacement({ x: 0, y: 0, width: 0.04, height: 0.04 });
    // (0.02, 0.02) to (1/3, 1/3): 0.3133 x sqrt(2) = 0.443, over sqrt(2) / 3 = 0.471.
    expect(corner.distance).toBeCloseTo(0.94, 2);
    expect(corner.verdict).toBe('edge');
  });

  it('places the detected animal and advises from where it is', async () => {
    const file = wildlife('alcedo-atthis-er-kingfisher.webp');
    const centred = await analyse(file, boxDetector({ x: 0.4, y: 0.35, width: 0.2, height: 0.3 }));
    expect(centred.placement?.verdict).toBe('centred');
    expect(centred.advice.map((a) => a.key)).toContain('centred');
    const onThirds = await analyse(file, boxDetector({ x: 0.233, y: 0.233, width: 0.2, height: 0.2 }));
    expect(onThirds.placement?.verdict).toBe('thirds');
    expect(onThirds.placement?.distance).toBeLessThan(0.01);
  });

  it('answers no placement, and says so, when there is no detector answer', async () => {
    const result = await analyse(wildlife('alcedo-atthis-er-kingfisher.webp'));
    expect(result.detector).toBe('unavailable');
    expect(result.placement).toBeNull();
    expect(result.subject).toMatchObject({
      source: 'centre',
      box: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
    });
    expect(result.advice.map((a) => a.key)).toContain('detectorUnavailable');
  });
});

describe('camera settings', () => {
  it('reads the Pixel photo’s EXIF and the HEIC photo’s upright size', async () => {
    const pixel = await analyse(fixturePhoto('IMG_20180725_163423-tiny.jpg'));
    expect(pixel.camera).toMatchObject({ make: 'Google', model: 'Pixel', takenAt: '2018-07-25T16:34:23' });
    expect(pixel.camera?.iso).toBeGreaterThan(0);
    expect(pixel.camera?.exposureTime).toBeGreaterThan(0);
    const heic = await analyse(fixturePhoto('heic-iphone.heic'));
    expect([heic.width, heic.height]).toEqual([4032, 3024]);
    const none = await analyse(fixturePhoto('noexif.jpg'));
    expect(none.camera).toBeNull();
    expect(none.advice.map((a) => a.key)).toContain('noCameraData');
  });
});
