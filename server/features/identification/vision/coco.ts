// COCO-SSD's class ids (the detector's output index + 1) and which detection counts as "the animal".
import type { Detection } from './client';

export const COCO_CLASSES: Record<number, string> = {
  1: 'person',
  2: 'bicycle',
  3: 'car',
  4: 'motorcycle',
  5: 'airplane',
  6: 'bus',
  7: 'train',
  8: 'truck',
  9: 'boat',
  10: 'traffic light',
  11: 'fire hydrant',
  13: 'stop sign',
  14: 'parking meter',
  15: 'bench',
  16: 'bird',
  17: 'cat',
  18: 'dog',
  19: 'horse',
  20: 'sheep',
  21: 'cow',
  22: 'elephant',
  23: 'bear',
  24: 'zebra',
  25: 'giraffe',
  27: 'backpack',
  28: 'umbrella',
  31: 'handbag',
  32: 'tie',
  33: 'suitcase',
  34: 'frisbee',
  35: 'skis',
  36: 'snowboard',
  37: 'sports ball',
  38: 'kite',
  39: 'baseball bat',
  40: 'baseball glove',
  41: 'skateboard',
  42: 'surfboard',
  43: 'tennis racket',
  44: 'bottle',
  46: 'wine glass',
  47: 'cup',
  48: 'fork',
  49: 'knife',
  50: 'spoon',
  51: 'bowl',
  52: 'banana',
  53: 'apple',
  54: 'sandwich',
  55: 'orange',
  56: 'broccoli',
  57: 'carrot',
  58: 'hot dog',
  59: 'pizza',
  60: 'donut',
  61: 'cake',
  62: 'chair',
  63: 'couch',
  64: 'potted plant',
  65: 'bed',
  67: 'dining table',
  70: 'toilet',
  72: 'tv',
  73: 'laptop',
  74: 'mouse',
  75: 'remote',
  76: 'keyboard',
  77: 'cell phone',
  78: 'microwave',
  79: 'oven',
  80: 'toaster',
  81: 'sink',
  82: 'refrigerator',
  84: 'book',
  85: 'clock',
  86: 'vase',
  87: 'scissors',
  88: 'teddy bear',
  89: 'hair drier',
  90: 'toothbrush',
};

export const COCO_ANIMALS = new Set([
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
  'teddy bear',
]);

/** An animal class at this score is taken as the animal. */
export const ANIMAL_MIN_SCORE = 0.3;
/**
 * COCO knows ten animals, so a fish, a lizard or a butterfly comes out as another class ('kite', 'person',
 * 'surfboard'...), usually at a low score. A box that is neither a person nor a vehicle and covers a fair part of
 * the photo is taken as the subject at this lower score.
 */
export const OTHER_MIN_SCORE = 0.2;
const NOT_WILDLIFE = new Set([
  'person',
  'car',
  'truck',
  'bus',
  'train',
  'airplane',
  'motorcycle',
  'bicycle',
  'boat',
  'traffic light',
  'stop sign',
  'parking meter',
  'fire hydrant',
  'bench',
  'chair',
  'couch',
  'bed',
  'dining table',
  'toilet',
  'tv',
  'laptop',
  'keyboard',
  'cell phone',
  'microwave',
  'oven',
  'sink',
  'refrigerator',
  'book',
  'clock',
]);

export function pickAnimal(detections: readonly Detection[]): Detection | null {
  const byArea = (a: Detection, b: Detection) =>
    b.score * Math.sqrt(b.box.width * b.box.height) - a.score * Math.sqrt(a.box.width * a.box.height);
  const animals = detections
    .filter((d) => COCO_ANIMALS.has(d.label) && d.score >= ANIMAL_MIN_SCORE)
    .sort(byArea);
  if (animals[0]) return animals[0];
  const others = detections
    .filter((d) => !NOT_WILDLIFE.has(d.label) && d.score >= OTHER_MIN_SCORE)
    .sort(byArea);
  return others[0] ?? null;
}
