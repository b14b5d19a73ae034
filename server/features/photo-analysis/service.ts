// One photo's analysis: decode once (sharp), ask the animal detector where the subject is, measure exposure,
// sharpness, placement, noise and colour, read the camera settings, and derive the advice. Nothing is stored.
import type { NormalisedBox, PhotoAnalysis } from '@common/schemas/photo-analysis';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyseOptions, Detection, VisionAnalysis } from '../identification/vision/client';
import { adviceFor } from './advice';
import { readCameraSettings } from './camera';
import {
  colourVerdict,
  exposureVerdict,
  histogramShares,
  noiseSigma,
  noiseVerdict,
  sharpnessVerdict,
  thirdsPlacement,
  toneAndColour,
} from './measures';
import { analysisCopy, detectorImage, laplacianVariance, noiseCrop, openPhoto } from './pixels';

/** What the analyzer needs of the vision process (server/features/identification/vision/client.ts). */
export interface SubjectDetector {
  analyse(image: Buffer, options?: AnalyseOptions): Promise<VisionAnalysis>;
}

/** The detector answers within this, or the analysis goes on without it (its first call loads the models). */
const DETECTOR_TIMEOUT_MS = 20_000;
/** Without an animal, the sharpness is read on the middle of the frame, where most subjects are. */
const CENTRE: NormalisedBox = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };

const round = (n: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

function normalised(detection: Detection, width: number, height: number): NormalisedBox {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const x = clamp(detection.box.x / width);
  const y = clamp(detection.box.y / height);
  return {
    x: round(x),
    y: round(y),
    width: round(clamp(detection.box.width / width + x) - x),
    height: round(clamp(detection.box.height / height + y) - y),
  };
}

export interface AnalyseInput {
  file: string;
  detector: SubjectDetector | undefined;
  priority: 'high' | 'normal';
  log: FastifyBaseLogger;
}

async function findAnimal(
  image: Buffer,
  input: AnalyseInput,
): Promise<{ state: PhotoAnalysis['detector']; animal: Detection | null; width: number; height: number }> {
  const { detector } = input;
  if (!detector) return { state: 'unavailable', animal: null, width: 1, height: 1 };
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the detector did not answer in time')), DETECTOR_TIMEOUT_MS);
    });
    const result = await Promise.race([
      detector.analyse(image, { embed: false, nsfw: false, priority: input.priority }),
      timeout,
    ]);
    const found = result.animal && result.width > 0 && result.height > 0;
    return {
      state: found ? 'found' : 'none',
      animal: found ? result.animal : null,
      width: result.width,
      height: result.height,
    };
  } catch (err) {
    // The measures stand without it: the member is told the subject could not be located, not given an error.
    input.log.warn({ err }, 'photo analysis: the animal detector failed; measuring the centre instead');
    return { state: 'unavailable', animal: null, width: 1, height: 1 };
  } finally {
    clearTimeout(timer);
  }
}

export async function analysePhoto(input: AnalyseInput): Promise<PhotoAnalysis> {
  const photo = await openPhoto(input.file);
  const [copy, camera] = await Promise.all([
    analysisCopy(photo),
    readCameraSettings(input.file, photo.format),
  ]);
  const found = await findAnimal(await detectorImage(copy), input);
  const box = found.animal ? normalised(found.animal, found.width, found.height) : CENTRE;
  const [subjectVariance, frameVariance, noisePixels] = await Promise.all([
    laplacianVariance(copy, box),
    laplacianVariance(copy),
    noiseCrop(photo, box),
  ]);
  // Every other pixel both ways: a quarter of the analysis copy is plenty for a 64-bin histogram.
  const tone = toneAndColour(copy, 2);
  const sigma = noiseSigma(noisePixels);
  const measured: Omit<PhotoAnalysis, 'advice'> = {
    width: photo.width,
    height: photo.height,
    detector: found.state,
    subject: {
      source: found.animal ? 'detector' : 'centre',
      label: found.animal?.label ?? null,
      score: found.animal ? round(found.animal.score) : null,
      box,
    },
    exposure: {
      mean: tone.mean,
      clippedShadows: tone.clippedShadows,
      clippedHighlights: tone.clippedHighlights,
      histogram: histogramShares(tone.levels),
      verdict: exposureVerdict(tone),
    },
    sharpness: {
      subject: subjectVariance,
      frame: frameVariance,
      ratio: round(subjectVariance / Math.max(1, frameVariance), 2),
      verdict: sharpnessVerdict(subjectVariance),
    },
    placement: found.animal ? thirdsPlacement(box) : null,
    noise: { sigma, verdict: noiseVerdict(sigma) },
    colour: {
      warmth: tone.warmth,
      tint: tone.tint,
      neutralShare: tone.neutralShare,
      verdict: colourVerdict(tone),
    },
    camera,
  };
  return { ...measured, advice: adviceFor(measured) };
}
