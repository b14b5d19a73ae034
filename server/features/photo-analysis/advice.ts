// Advice from the measured numbers, by fixed rules: each item is a translation key (photoAnalysis.advice.*) and
// the numbers its sentence quotes, so the member reads it in their language and every claim is a measurement.
import type { PhotoAdvice, PhotoAnalysis } from '@common/schemas/photo-analysis';

type Measured = Omit<PhotoAnalysis, 'advice'>;

/** Mid-grey as a histogram shows it: a well-exposed frame of average tones has about this mean. */
const MID_GREY = 118;
/** Animals move: the slowest shutter that usually freezes a walking animal or a perched bird's head. */
const WILDLIFE_SHUTTER = 500;

const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

function exposureAdvice(m: Measured, add: (key: string, values?: Record<string, number>) => void) {
  const e = m.exposure;
  const stops = round(Math.abs(Math.log2(MID_GREY / Math.max(1, e.mean))));
  if (e.verdict === 'under') add('underexposed', { mean: e.mean, shadows: e.clippedShadows, stops });
  else if (e.verdict === 'over') add('overexposed', { mean: e.mean, highlights: e.clippedHighlights, stops });
  else if (e.verdict === 'contrasty')
    add('contrasty', { shadows: e.clippedShadows, highlights: e.clippedHighlights });
  else if (e.clippedHighlights >= 1)
    add('highlightsClipped', { mean: e.mean, highlights: e.clippedHighlights });
  else add('exposureGood', { mean: e.mean });
}

function sharpnessAdvice(m: Measured, add: (key: string, values?: Record<string, number>) => void) {
  const s = m.sharpness;
  const onAnimal = m.subject.source === 'detector';
  if (s.verdict === 'sharp')
    add(onAnimal && s.ratio >= 2 ? 'sharpIsolated' : 'sharp', { subject: s.subject, ratio: s.ratio });
  else if (s.verdict === 'soft') add('soft', { subject: s.subject });
  else add('blurred', { subject: s.subject });
  // The rest of the frame clearly sharper than the animal: the focus landed in front of or behind it.
  if (onAnimal && s.verdict !== 'sharp' && s.ratio < 0.6) add('focusMissed', { ratio: s.ratio });
}

function placementAdvice(m: Measured, add: (key: string, values?: Record<string, number>) => void) {
  const p = m.placement;
  if (!p) {
    add(m.detector === 'unavailable' ? 'detectorUnavailable' : 'noAnimal');
    return;
  }
  const distance = round(p.distance * 100, 0);
  if (p.verdict === 'thirds') add('onThirds', { distance });
  else if (p.verdict === 'centred') add('centred', { distance });
  else if (p.verdict === 'edge') add('nearEdge', { distance });
  else add('betweenThirds', { distance });
  const area = round(p.area * 100);
  if (p.area < 0.05) add('subjectSmall', { area });
  else if (p.area > 0.8) add('subjectTight', { area });
}

function noiseAdvice(m: Measured, add: (key: string, values?: Record<string, number>) => void) {
  const { sigma, verdict } = m.noise;
  const iso = m.camera?.iso ?? null;
  if (verdict === 'clean') add('noiseClean', { sigma });
  else if (iso !== null && iso >= 1600)
    add(verdict === 'heavy' ? 'noiseHeavyIso' : 'noiseVisibleIso', { sigma, iso });
  else add(verdict === 'heavy' ? 'noiseHeavy' : 'noiseVisible', { sigma });
}

function colourAdvice(m: Measured, add: (key: string, values?: Record<string, number>) => void) {
  const c = m.colour;
  const key = {
    neutral: 'colourNeutral',
    warm: 'colourWarm',
    cool: 'colourCool',
    green: 'colourGreen',
    magenta: 'colourMagenta',
    unmeasured: 'colourUnmeasured',
  }[c.verdict];
  add(key, { warmth: Math.abs(c.warmth), tint: Math.abs(c.tint), neutral: c.neutralShare });
}

function cameraAdvice(m: Measured, add: (key: string, values?: Record<string, number>) => void) {
  const cam = m.camera;
  if (!cam || (cam.exposureTime === null && cam.iso === null && cam.aperture === null)) {
    add('noCameraData');
    return;
  }
  const notSharp = m.sharpness.verdict !== 'sharp';
  const focal35 = cam.focalLength35 ?? cam.focalLength;
  if (cam.exposureTime !== null && notSharp) {
    // The hand-holding rule (1 / focal length) and the speed that freezes animals, whichever is faster.
    const safe = Math.max(WILDLIFE_SHUTTER, Math.round(focal35 ?? 0));
    if (cam.exposureTime >= 1) add('longExposure', { seconds: round(cam.exposureTime), safe });
    else if (cam.exposureTime > 1 / safe)
      add('fasterShutter', { shutter: Math.round(1 / cam.exposureTime), safe });
  }
  if (cam.aperture !== null && cam.aperture <= 2.8 && notSharp && m.subject.source === 'detector')
    add('wideAperture', { aperture: cam.aperture });
  if (cam.iso !== null && cam.iso >= 3200 && m.noise.verdict === 'clean')
    add('highIsoClean', { iso: cam.iso });
  if (!notSharp && cam.exposureTime !== null && cam.exposureTime < 1 && cam.iso !== null)
    add('settingsWorked', { shutter: Math.round(1 / cam.exposureTime), iso: cam.iso });
}

export function adviceFor(m: Measured): PhotoAdvice[] {
  const advice: PhotoAdvice[] = [];
  const adder =
    (measure: PhotoAdvice['measure']) =>
    (key: string, values: Record<string, number> = {}) =>
      advice.push({ measure, key, values });
  exposureAdvice(m, adder('exposure'));
  sharpnessAdvice(m, adder('sharpness'));
  placementAdvice(m, adder('placement'));
  noiseAdvice(m, adder('noise'));
  colourAdvice(m, adder('colour'));
  cameraAdvice(m, adder('camera'));
  return advice;
}

/** Every advice key the rules above can produce, so the locale files are checked to have each (advice.test.ts). */
export const ADVICE_KEYS = [
  'underexposed',
  'overexposed',
  'contrasty',
  'highlightsClipped',
  'exposureGood',
  'sharpIsolated',
  'sharp',
  'soft',
  'blurred',
  'focusMissed',
  'detectorUnavailable',
  'noAnimal',
  'onThirds',
  'centred',
  'nearEdge',
  'betweenThirds',
  'subjectSmall',
  'subjectTight',
  'noiseClean',
  'noiseHeavyIso',
  'noiseVisibleIso',
  'noiseHeavy',
  'noiseVisible',
  'colourNeutral',
  'colourWarm',
  'colourCool',
  'colourGreen',
  'colourMagenta',
  'colourUnmeasured',
  'noCameraData',
  'longExposure',
  'fasterShutter',
  'wideAperture',
  'highIsoClean',
  'settingsWorked',
] as const;
