// The operator's species classifier (an ONNX file and a labels file, chosen in /admin/ai-settings), run with
// onnxruntime-node's CPU provider inside the vision process. Input: the animal's crop (or the whole photo) as
// RGB scaled to 0..1, NCHW [1, 3, S, S] unless the model declares NHWC [1, S, S, 3]; output: one score per
// label (softmax applied when the model gives logits). Labels file: one scientific name per line.
import { readFile, stat } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { OnnxPrediction, OnnxRequest } from './protocol';

interface LoadedModel {
  key: string;
  session: ort.InferenceSession;
  labels: string[];
  layout: 'nchw' | 'nhwc';
}

const TOP = 5;

export class OnnxClassifier {
  private model?: LoadedModel;

  async classify(request: OnnxRequest): Promise<OnnxPrediction[]> {
    const model = await this.load(request.modelPath, request.labelsPath);
    const size = request.inputSize;
    let pipeline = sharp(Buffer.from(request.image)).rotate();
    if (request.box) {
      // The box is in the upright photo's pixels; extract works on the rotated image once it is materialised.
      const upright = await pipeline.toBuffer();
      const meta = await sharp(upright).metadata();
      const left = clamp(Math.round(request.box.x), 0, (meta.width ?? 1) - 1);
      const top = clamp(Math.round(request.box.y), 0, (meta.height ?? 1) - 1);
      pipeline = sharp(upright).extract({
        left,
        top,
        width: clamp(Math.round(request.box.width), 1, (meta.width ?? 1) - left),
        height: clamp(Math.round(request.box.height), 1, (meta.height ?? 1) - top),
      });
    }
    const { data } = await pipeline
      .resize(size, size, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = new Float32Array(3 * size * size);
    const plane = size * size;
    for (let p = 0; p < plane; p++) {
      for (let c = 0; c < 3; c++) {
        const value = (data[p * 3 + c] as number) / 255;
        if (model.layout === 'nchw') input[c * plane + p] = value;
        else input[p * 3 + c] = value;
      }
    }
    const dims = model.layout === 'nchw' ? [1, 3, size, size] : [1, size, size, 3];
    const inputName = model.session.inputNames[0] as string;
    const outputName = model.session.outputNames[0] as string;
    const outputs = await model.session.run({ [inputName]: new ort.Tensor('float32', input, dims) });
    const scores = Array.from((outputs[outputName] as ort.Tensor).data as Float32Array);
    const probabilities = isDistribution(scores) ? scores : softmax(scores);
    return probabilities
      .map((score, i) => ({ label: model.labels[i] ?? '', score }))
      .filter((p) => p.label !== '')
      .sort((a, b) => b.score - a.score)
      .slice(0, TOP);
  }

  private async load(modelPath: string, labelsPath: string): Promise<LoadedModel> {
    const [modelStat, labelStat] = await Promise.all([stat(modelPath), stat(labelsPath)]);
    // A file replaced in place (same path, new model) is picked up.
    const key = `${modelPath}:${modelStat.mtimeMs}:${labelsPath}:${labelStat.mtimeMs}`;
    if (this.model?.key === key) return this.model;
    if (this.model) await this.model.session.release();
    this.model = undefined;
    const session = await ort.InferenceSession.create(modelPath, { executionProviders: ['cpu'] });
    const labels = (await readFile(labelsPath, 'utf8'))
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const meta = session.inputMetadata[0];
    const shape = meta?.isTensor ? meta.shape : [];
    const layout = shape.length === 4 && shape[3] === 3 && shape[1] !== 3 ? 'nhwc' : 'nchw';
    this.model = { key, session, labels, layout };
    return this.model;
  }
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(Math.max(v, min), Math.max(min, max));
}

function isDistribution(values: number[]): boolean {
  const sum = values.reduce((a, b) => a + b, 0);
  return values.every((v) => v >= 0 && v <= 1) && Math.abs(sum - 1) < 1e-3;
}

function softmax(values: number[]): number[] {
  const max = Math.max(...values);
  const exps = values.map((v) => Math.exp(v - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
