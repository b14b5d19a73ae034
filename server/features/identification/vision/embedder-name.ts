// Which network embeds photos, apart from the engine so the API process can name it without loading tfjs.
export type EmbedderName = 'mobilenet_v2' | 'inception_v3';
/** Chosen by measured leave-one-out retrieval accuracy (docs/PERFORMANCE.md, Identification). */
export const DEFAULT_EMBEDDER: EmbedderName = 'mobilenet_v2';
