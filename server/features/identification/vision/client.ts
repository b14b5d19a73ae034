// The vision contract the API process codes against. The models (detector, embedder, nsfw classifier) run in a
// separate child process (vision/process.ts) so the API stays inside its memory budget; this is its client.
export interface Detection {
  label: string;
  score: number;
  /** Pixels of the upright (EXIF-rotated) image. */
  box: { x: number; y: number; width: number; height: number };
}

export interface NsfwScores {
  drawing: number;
  hentai: number;
  neutral: number;
  porn: number;
  sexy: number;
}

export interface VisionAnalysis {
  /** Size of the upright image. */
  width: number;
  height: number;
  detections: Detection[];
  /** The detection taken as the photo's animal, or null when the detector found none. */
  animal: Detection | null;
  /** L2-normalised embedding of the animal crop (or of the whole photo when no animal), when asked for. */
  embedding: Float32Array | null;
  nsfw: NsfwScores | null;
}

export interface AnalyseOptions {
  /** 'high' (premium members) is served before any waiting 'normal' request. */
  priority?: 'high' | 'normal';
  /** Compute the embedding (default true). */
  embed?: boolean;
  /** Compute the nsfw class probabilities (default false). */
  nsfw?: boolean;
}

export interface VisionClient {
  analyse(image: Buffer, options?: AnalyseOptions): Promise<VisionAnalysis>;
  close(): Promise<void>;
}
