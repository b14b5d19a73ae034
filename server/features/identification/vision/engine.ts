// The models themselves: COCO-SSD finds the animal and its box, a MobileNetV2 from nsfwjs embeds the crop (its
// penultimate layer) and, in the same forward pass, gives nsfwjs's five moderation classes. Runs inside the
// vision process (process.ts) and in the identify benchmark; never imported by the API process.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import sharp from 'sharp';
import type { Detection, NsfwScores, VisionAnalysis } from './client';
import { COCO_CLASSES, pickAnimal } from './coco';
import { DEFAULT_EMBEDDER, type EmbedderName } from './embedder-name';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where scripts/fetch-models.ts puts the detector (see docs/PERFORMANCE.md, Identification). */
export const DEFAULT_MODELS_DIR = path.resolve(here, '../../../data/models');

const EMBEDDERS: Record<EmbedderName, { size: number; penultimate: string; dir: string; shards: number }> = {
  mobilenet_v2: { size: 224, penultimate: 'flatten_1', dir: 'mobilenet_v2', shards: 1 },
  inception_v3: { size: 299, penultimate: 'flatten_1', dir: 'inception_v3', shards: 6 },
};
const NSFW_CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;

/** The longest side photos are brought to before detection: enough for COCO-SSD (it resizes to 300 itself). */
const DETECT_SIDE = 640;
/** Margin added around the animal box before embedding, as a share of the box's size. */
const CROP_MARGIN = 0.1;

export interface EngineOptions {
  modelsDir?: string;
  embedder?: EmbedderName;
  /** Embed the crop on the animal (default) or always the whole photo (compared in the benchmark). */
  crop?: boolean;
}

let backendReady: Promise<void> | undefined;
function initBackend(): Promise<void> {
  backendReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmDir = path.dirname(
      require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
    );
    setWasmPaths(`${wasmDir}${path.sep}`);
    await tf.setBackend('wasm');
    await tf.ready();
  })();
  return backendReady;
}

async function loadBundledLayersModel(name: EmbedderName): Promise<tf.LayersModel> {
  const spec = EMBEDDERS[name];
  const require = createRequire(import.meta.url);
  // nsfwjs exports only its entry point; the bundled models sit beside it as CommonJS modules.
  const base = path.resolve(path.dirname(require.resolve('nsfwjs')), '..', 'models', spec.dir);
  const modelJson = require(path.join(base, 'model.min.js')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const buffers: Buffer[] = [];
  for (let i = 1; i <= spec.shards; i++) {
    const shard = (await import(path.join(base, `group1-shard${i}of${spec.shards}.min.js`)))
      .default as string;
    buffers.push(Buffer.from(shard, 'base64'));
  }
  const weightData = Buffer.concat(buffers);
  const weightSpecs = modelJson.weightsManifest.flatMap((group) => group.weights);
  return tf.loadLayersModel(
    tf.io.fromMemory({
      modelTopology: modelJson.modelTopology,
      weightSpecs,
      weightData: weightData.buffer.slice(
        weightData.byteOffset,
        weightData.byteOffset + weightData.byteLength,
      ),
    }),
  );
}

export class VisionEngine {
  private detector?: tf.GraphModel;
  private embedder?: tf.LayersModel;
  private readonly options: Required<EngineOptions>;

  constructor(options: EngineOptions = {}) {
    this.options = {
      modelsDir: options.modelsDir ?? DEFAULT_MODELS_DIR,
      embedder: options.embedder ?? DEFAULT_EMBEDDER,
      crop: options.crop ?? true,
    };
  }

  get embedderName(): EmbedderName {
    return this.options.embedder;
  }

  async load(): Promise<void> {
    await initBackend();
    const modelFile = path.join(this.options.modelsDir, 'coco-ssd', 'model.json');
    const { existsSync } = await import('node:fs');
    if (!existsSync(modelFile))
      throw new Error('The COCO-SSD detector is missing: run `npm run fetch-models`');
    this.detector = await tf.loadGraphModel(fileHandler(modelFile));
    const full = await loadBundledLayersModel(this.options.embedder);
    const penultimate = full.getLayer(EMBEDDERS[this.options.embedder].penultimate);
    // One model with both outputs: the embedding and the class probabilities come from one forward pass.
    this.embedder = tf.model({
      inputs: full.inputs,
      outputs: [penultimate.output as tf.SymbolicTensor, full.outputs[0] as tf.SymbolicTensor],
    });
    // Warm-up: the first run compiles kernels and would otherwise be billed to the first member.
    const blank = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    await this.analyse(blank, { embed: true, nsfw: true });
  }

  async analyse(image: Buffer, options: { embed?: boolean; nsfw?: boolean } = {}): Promise<VisionAnalysis> {
    const detector = this.detector;
    const embedder = this.embedder;
    if (!detector || !embedder) throw new Error('vision engine not loaded');
    // One decode: the upright photo at working size, raw RGB; detection and crops both read it.
    const meta = await sharp(image).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const width = (swap ? meta.height : meta.width) ?? 0;
    const height = (swap ? meta.width : meta.height) ?? 0;
    const { data, info } = await sharp(image, { failOn: 'error' })
      .rotate()
      .resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const work: RawImage = { data, width: info.width, height: info.height };
    const scale = width / info.width;
    const found = await this.detect(detector, data, info.width, info.height);
    const detections = found.map((d) => ({
      ...d,
      box: {
        x: Math.round(d.box.x * scale),
        y: Math.round(d.box.y * scale),
        width: Math.round(d.box.width * scale),
        height: Math.round(d.box.height * scale),
      },
    }));
    const animal = pickAnimal(detections);
    const wantEmbed = options.embed ?? true;
    const wantNsfw = options.nsfw ?? false;
    let embedding: Float32Array | null = null;
    let nsfw: NsfwScores | null = null;
    if (wantEmbed || wantNsfw) {
      const size = EMBEDDERS[this.options.embedder].size;
      // Moderation looks at the whole photo; identification at the animal when there is one.
      const whole = await squareInput(work, size, null);
      if (wantNsfw) nsfw = await this.classify(embedder, whole);
      if (wantEmbed) {
        const input =
          animal && this.options.crop ? await squareInput(work, size, pickAnimal(found)?.box ?? null) : whole;
        embedding = await this.embed(embedder, input, size);
      }
    }
    return { width, height, detections, animal, embedding, nsfw };
  }

  private async detect(model: tf.GraphModel, rgb: Buffer, w: number, h: number): Promise<Detection[]> {
    const input = tf.tensor4d(new Int32Array(rgb), [1, h, w, 3], 'int32');
    const outputs = (await model.executeAsync(input)) as tf.Tensor[];
    input.dispose();
    const [scoresT, boxesT] = outputs as [tf.Tensor, tf.Tensor];
    const scores = (await scoresT.data()) as Float32Array;
    const boxes = (await boxesT.data()) as Float32Array;
    for (const t of outputs) t.dispose();
    const numClasses = scoresT.shape[2] ?? 90;
    const count = scores.length / numClasses;
    const best = new Float32Array(count);
    const cls = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      let max = -1;
      let arg = 0;
      for (let c = 0; c < numClasses; c++) {
        const s = scores[i * numClasses + c] as number;
        if (s > max) {
          max = s;
          arg = c;
        }
      }
      best[i] = max;
      cls[i] = arg;
    }
    const boxes2 = tf.tensor2d(boxes, [count, 4]);
    const scores1 = tf.tensor1d(best);
    const keep = await tf.image.nonMaxSuppressionAsync(boxes2, scores1, 20, 0.5, 0.2);
    const indexes = (await keep.data()) as Int32Array;
    boxes2.dispose();
    scores1.dispose();
    keep.dispose();
    const found: Detection[] = [];
    for (const i of indexes) {
      const label = COCO_CLASSES[(cls[i] as number) + 1];
      if (!label) continue;
      const [ymin, xmin, ymax, xmax] = [
        boxes[i * 4],
        boxes[i * 4 + 1],
        boxes[i * 4 + 2],
        boxes[i * 4 + 3],
      ] as [number, number, number, number];
      found.push({
        label,
        score: best[i] as number,
        box: { x: xmin * w, y: ymin * h, width: (xmax - xmin) * w, height: (ymax - ymin) * h },
      });
    }
    return found;
  }

  private async embed(model: tf.LayersModel, input: Float32Array, size: number): Promise<Float32Array> {
    const outputs = tf.tidy(() => model.predict(tf.tensor4d(input, [1, size, size, 3])) as tf.Tensor[]);
    const vector = (await outputs[0]?.data()) as Float32Array;
    for (const t of outputs) t.dispose();
    return normalise(Float32Array.from(vector));
  }

  private async classify(model: tf.LayersModel, input: Float32Array): Promise<NsfwScores> {
    const size = EMBEDDERS[this.options.embedder].size;
    const outputs = tf.tidy(() => model.predict(tf.tensor4d(input, [1, size, size, 3])) as tf.Tensor[]);
    const probs = (await outputs[1]?.data()) as Float32Array;
    for (const t of outputs) t.dispose();
    const scores = {} as NsfwScores;
    NSFW_CLASSES.forEach((name, i) => {
      scores[name] = probs[i] ?? 0;
    });
    return scores;
  }

  dispose(): void {
    this.detector?.dispose();
    this.embedder?.dispose();
  }
}

/** The image (or a box of it, with a margin, made square) at size x size, scaled to 0..1 as nsfwjs trains. */
interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

async function squareInput(
  image: RawImage,
  size: number,
  box: Detection['box'] | null,
): Promise<Float32Array> {
  const { width, height } = image;
  let pipeline = sharp(image.data, { raw: { width, height, channels: 3 } });
  if (box) {
    const side = Math.max(box.width, box.height) * (1 + 2 * CROP_MARGIN);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const left = Math.max(0, Math.round(cx - side / 2));
    const top = Math.max(0, Math.round(cy - side / 2));
    const w = Math.max(1, Math.min(width - left, Math.round(side)));
    const h = Math.max(1, Math.min(height - top, Math.round(side)));
    pipeline = pipeline.extract({ left, top, width: w, height: h });
  }
  const { data } = await pipeline
    .resize(size, size, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Float32Array(size * size * 3);
  for (let i = 0; i < out.length; i++) out[i] = (data[i] as number) / 255;
  return out;
}

export function normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) / norm;
  return v;
}

/** tf.io handler reading a graph model and its weight shards from local files. */
function fileHandler(modelFile: string): tf.io.IOHandler {
  return {
    load: async () => {
      const { readFile } = await import('node:fs/promises');
      const json = JSON.parse(await readFile(modelFile, 'utf8')) as {
        modelTopology: object;
        format?: string;
        weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
      };
      const dir = path.dirname(modelFile);
      const buffers: Buffer[] = [];
      for (const group of json.weightsManifest) {
        for (const p of group.paths) buffers.push(await readFile(path.join(dir, p)));
      }
      const all = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}
