// The photo analyzer's measures over raw pixels: the luminance histogram and exposure, colour balance on
// near-neutral pixels, a noise estimate, and the subject's place against the rule of thirds. Pure functions over
// small typed arrays (the service hands them at most ~260,000 pixels each), so they stay a few milliseconds.
import {
  type ColourVerdict,
  type ExposureVerdict,
  type NoiseVerdict,
  type NormalisedBox,
  PHOTO_ANALYSIS_LIMITS,
  type PlacementVerdict,
  type SharpnessVerdict,
} from '@common/schemas/photo-analysis';

export interface RawPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

export interface ToneAndColour {
  /** Pixels counted per luminance level 0-255. */
  levels: Uint32Array;
  counted: number;
  mean: number;
  clippedShadows: number;
  clippedHighlights: number;
  warmth: number;
  tint: number;
  neutralShare: number;
}

/** Pure black and pure white as cameras clip them: the two or three levels at each end. */
const SHADOW_CLIP = 2;
const HIGHLIGHT_CLIP = 253;
/** A pixel is near-neutral (grey, white, black-ish) when its channels differ by at most this many levels. */
const NEUTRAL_SPREAD = 24;

const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/**
 * Luminance (Rec. 709 weights on the sRGB values, as a histogram shows them) of every `step`-th pixel in both
 * directions, and the colour balance of the near-neutral ones among mid-tones: those are what a colour cast
 * tints, while a scene's own colours (foliage, sea) would pull any whole-frame average.
 */
export function toneAndColour(image: RawPixels, step = 1): ToneAndColour {
  const { data, width, height, channels } = image;
  const levels = new Uint32Array(256);
  let counted = 0;
  let sum = 0;
  let neutral = 0;
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let y = 0; y < height; y += step) {
    let i = y * width * channels;
    const rowStep = step * channels;
    for (let x = 0; x < width; x += step, i += rowStep) {
      const r = data[i] ?? 0;
      const g = channels >= 3 ? (data[i + 1] ?? 0) : r;
      const b = channels >= 3 ? (data[i + 2] ?? 0) : r;
      // 54/183/19 out of 256: Rec. 709's 0.2126/0.7152/0.0722 in integers.
      const luma = (54 * r + 183 * g + 19 * b) >> 8;
      levels[luma] = (levels[luma] ?? 0) + 1;
      sum += luma;
      counted += 1;
      if (luma >= 40 && luma <= 225) {
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        if (max - min <= NEUTRAL_SPREAD) {
          neutral += 1;
          red += r;
          green += g;
          blue += b;
        }
      }
    }
  }
  let shadows = 0;
  for (let l = 0; l <= SHADOW_CLIP; l += 1) shadows += levels[l] ?? 0;
  let highlights = 0;
  for (let l = HIGHLIGHT_CLIP; l <= 255; l += 1) highlights += levels[l] ?? 0;
  const total = Math.max(1, counted);
  const n = Math.max(1, neutral);
  return {
    levels,
    counted,
    mean: round(sum / total),
    clippedShadows: round((100 * shadows) / total, 2),
    clippedHighlights: round((100 * highlights) / total, 2),
    warmth: round((red - blue) / n),
    tint: round((green - (red + blue) / 2) / n),
    neutralShare: round((100 * neutral) / total),
  };
}

/** The 256-level histogram folded into `bins` bins, each as its share of the pixels. */
export function histogramShares(
  levels: Uint32Array,
  bins: number = PHOTO_ANALYSIS_LIMITS.histogramBins,
): number[] {
  const total = levels.reduce((a, b) => a + b, 0) || 1;
  const width = 256 / bins;
  return Array.from({ length: bins }, (_, b) => {
    let count = 0;
    for (let l = b * width; l < (b + 1) * width; l += 1) count += levels[l] ?? 0;
    return round(count / total, 5);
  });
}

export function exposureVerdict(t: Pick<ToneAndColour, 'mean' | 'clippedShadows' | 'clippedHighlights'>) {
  let verdict: ExposureVerdict = 'good';
  // Both ends clipped at once: more contrast than the sensor holds, whatever the mean says.
  if (t.clippedShadows >= 5 && t.clippedHighlights >= 5) verdict = 'contrasty';
  else if (t.mean < 70 || (t.clippedShadows >= 10 && t.mean < 100)) verdict = 'under';
  else if (t.mean > 190 || (t.clippedHighlights >= 5 && t.mean > 150)) verdict = 'over';
  return verdict;
}

/**
 * Thresholds on the variance of the Laplacian at the analyser's scale (long side 1024 px): below 40 a photo
 * shows no fine detail anywhere on the subject; from 150 on, feathers and fur show their texture. Measured on the
 * fixture photos (sharpness.test.ts keeps them honest: every sharp original passes, blurred copies do not).
 */
export const SHARPNESS_THRESHOLDS = { blurred: 40, sharp: 150 } as const;

export function sharpnessVerdict(subjectVariance: number): SharpnessVerdict {
  if (subjectVariance < SHARPNESS_THRESHOLDS.blurred) return 'blurred';
  if (subjectVariance < SHARPNESS_THRESHOLDS.sharp) return 'soft';
  return 'sharp';
}

/**
 * Noise as a standard deviation in levels, from a 1:1 crop of the luminance (Immerkaer's operator, which cancels
 * smooth gradients and lines, applied where the image is flattest): the median of its absolute response over the
 * 40% of pixels with the weakest edges, scaled so that Gaussian noise of sigma s answers s. A median, because
 * what texture remains in those pixels would pull a mean up.
 */
export function noiseSigma(grey: RawPixels): number {
  const { width: w, height: h, channels } = grey;
  if (w < 3 || h < 3) return 0;
  // One luminance byte per pixel, so the loop below reads neighbours by plain offsets.
  const data = channels === 1 ? grey.data : grey.data.filter((_, i) => i % channels === 0);
  const inner = (w - 2) * (h - 2);
  const edge = new Uint16Array(inner);
  const response = new Uint16Array(inner);
  const edgeLevels = new Uint32Array(2041);
  let k = 0;
  for (let y = 1; y < h - 1; y += 1) {
    const up = (y - 1) * w;
    const mid = y * w;
    const down = (y + 1) * w;
    // The 3 x 3 window slides right: each step reads only its new right-hand column. Every index is inside
    // the image (rows 0..h-1, columns 0..w-1), hence the `as number` reads.
    let a = data[up] as number;
    let b = data[up + 1] as number;
    let d = data[mid] as number;
    let e = data[mid + 1] as number;
    let g = data[down] as number;
    let i = data[down + 1] as number;
    for (let x = 2; x < w; x += 1, k += 1) {
      const c = data[up + x] as number;
      const f = data[mid + x] as number;
      const j = data[down + x] as number;
      const gx = c + 2 * f + j - (a + 2 * d + g);
      const gy = g + 2 * i + j - (a + 2 * b + c);
      const magnitude = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
      edge[k] = magnitude;
      edgeLevels[magnitude] = (edgeLevels[magnitude] as number) + 1;
      const r = a - 2 * b + c - 2 * d + 4 * e - 2 * f + g - 2 * i + j;
      response[k] = r < 0 ? -r : r;
      a = b;
      b = c;
      d = e;
      e = f;
      g = i;
      i = j;
    }
  }
  const flatLimit = levelAt(edgeLevels, inner * 0.4);
  const responses = new Uint32Array(4081);
  let flat = 0;
  for (let p = 0; p < inner; p += 1) {
    if ((edge[p] as number) > flatLimit) continue;
    const r = response[p] as number;
    responses[r] = (responses[r] as number) + 1;
    flat += 1;
  }
  // The operator's weights have a norm of 6; the median of |N(0, 1)| is 0.6745.
  return round(levelAt(responses, flat / 2) / (6 * 0.6745), 2);
}

/** The level below which `rank` of the counted values lie. */
function levelAt(counts: Uint32Array, rank: number): number {
  let seen = 0;
  for (let level = 0; level < counts.length; level += 1) {
    seen += counts[level] ?? 0;
    if (seen >= rank) return level;
  }
  return counts.length - 1;
}

export function noiseVerdict(sigma: number): NoiseVerdict {
  if (sigma < 2.5) return 'clean';
  if (sigma < 5) return 'visible';
  return 'heavy';
}

export function colourVerdict(c: Pick<ToneAndColour, 'warmth' | 'tint' | 'neutralShare'>): ColourVerdict {
  // Under 1% of near-neutral pixels (a frame of green leaves), there is nothing neutral to judge a cast by.
  if (c.neutralShare < 1) return 'unmeasured';
  if (Math.abs(c.warmth) >= Math.abs(c.tint) * 1.5) {
    if (c.warmth >= 12) return 'warm';
    if (c.warmth <= -12) return 'cool';
  }
  if (c.tint >= 8) return 'green';
  if (c.tint <= -8) return 'magenta';
  return 'neutral';
}

const THIRDS = [1 / 3, 2 / 3];
/** From a thirds intersection to the farthest point of the frame (a corner): sqrt(2) / 3. */
const FARTHEST = Math.SQRT2 / 3;

export interface Placement {
  centre: { x: number; y: number };
  nearest: { x: number; y: number };
  distance: number;
  area: number;
  verdict: PlacementVerdict;
}

/** Where the subject's box centre sits against the thirds intersections, and how much of the frame it fills. */
export function thirdsPlacement(box: NormalisedBox): Placement {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let nearest = { x: 1 / 3, y: 1 / 3 };
  let best = Number.POSITIVE_INFINITY;
  for (const x of THIRDS)
    for (const y of THIRDS) {
      const d = Math.hypot(cx - x, cy - y);
      if (d < best) {
        best = d;
        nearest = { x, y };
      }
    }
  const distance = Math.min(1, best / FARTHEST);
  const fromCentre = Math.hypot(cx - 0.5, cy - 0.5);
  let verdict: PlacementVerdict = 'between';
  if (distance <= 0.2) verdict = 'thirds';
  else if (fromCentre <= 0.08) verdict = 'centred';
  else if (cx < 0.15 || cx > 0.85 || cy < 0.15 || cy > 0.85) verdict = 'edge';
  return {
    centre: { x: round(cx, 3), y: round(cy, 3) },
    nearest: { x: round(nearest.x, 4), y: round(nearest.y, 4) },
    distance: round(distance, 3),
    area: round(Math.min(1, box.width * box.height), 3),
    verdict,
  };
}
