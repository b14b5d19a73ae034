// Messages between the API process (forked-client.ts) and the vision process (process.ts), sent over the
// child's IPC channel with 'advanced' serialisation (Buffers and Float32Arrays travel as they are).
import type { VisionAnalysis } from './client';
import type { IndexEntry, Neighbour } from './similarity-index';

export interface OnnxRequest {
  modelPath: string;
  labelsPath: string;
  inputSize: number;
  image: Buffer;
  /** Classify this box of the upright photo (the detected animal) instead of the whole photo. */
  box: { x: number; y: number; width: number; height: number } | null;
}

export interface OnnxPrediction {
  label: string;
  score: number;
}

export type VisionRequest =
  | { op: 'analyse'; image: Buffer; embed: boolean; nsfw: boolean }
  | { op: 'index.clear' }
  | { op: 'index.add'; entries: IndexEntry[] }
  | { op: 'index.remove'; ids: number[] }
  | { op: 'nearest'; embedding: Float32Array; k: number; excludeSighting?: number }
  | ({ op: 'onnx' } & OnnxRequest)
  | { op: 'stats' };

export interface VisionStats {
  rssBytes: number;
  indexSize: number;
  model: string;
}

export interface VisionReplies {
  analyse: VisionAnalysis;
  'index.clear': null;
  'index.add': number;
  'index.remove': number;
  nearest: Neighbour[];
  onnx: OnnxPrediction[];
  stats: VisionStats;
}

export type VisionEnvelope = { id: number } & VisionRequest;
export type VisionReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
