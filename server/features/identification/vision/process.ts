// The vision process: forked by forked-client.ts, it holds the models and the similarity index, so their
// memory (~250 MB with the wasm heap) never counts against the API process. One request at a time is analysed
// (the parent's queue decides the order); index updates and searches are quick and answered between them.
import type { VisionAnalysis } from './client';
import { VisionEngine } from './engine';
import { OnnxClassifier } from './onnx-classifier';
import type { VisionEnvelope, VisionReply } from './protocol';
import { SimilarityIndex } from './similarity-index';

const engine = new VisionEngine();
let loaded: Promise<void> | undefined;
const index = new SimilarityIndex();
const onnx = new OnnxClassifier();

async function handle(message: VisionEnvelope): Promise<unknown> {
  switch (message.op) {
    case 'analyse': {
      loaded ??= engine.load();
      await loaded;
      const result: VisionAnalysis = await engine.analyse(Buffer.from(message.image), {
        embed: message.embed,
        nsfw: message.nsfw,
      });
      return result;
    }
    case 'index.clear':
      index.clear();
      return null;
    case 'index.add':
      index.add(message.entries);
      return index.size;
    case 'index.remove':
      index.remove(message.ids);
      return index.size;
    case 'nearest':
      return index.nearest(message.embedding, message.k, message.excludeSighting);
    case 'onnx':
      return onnx.classify(message);
    case 'stats':
      return { rssBytes: process.memoryUsage.rss(), indexSize: index.size, model: engine.embedderName };
  }
}

process.on('message', (message: VisionEnvelope) => {
  handle(message).then(
    (value) => send({ id: message.id, ok: true, value }),
    (error: unknown) =>
      send({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent gone, nothing is left to serve.
process.on('disconnect', () => process.exit(0));

function send(reply: VisionReply): void {
  if (process.connected) process.send?.(reply);
}
