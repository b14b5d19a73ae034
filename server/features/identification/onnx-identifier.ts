// The operator's own species classifier (an ONNX file and its labels, set in /admin/ai-settings): the detector
// still finds the animal, whose box the model classifies; labels are matched to the catalogue by the service.
import {
  decideStatus,
  type IdentifierAnswer,
  type IdentifyInput,
  type SpeciesIdentifier,
} from './identifier';
import type { VisionService } from './vision/forked-client';

export interface OnnxIdentifierOptions {
  vision: VisionService;
  modelPath: string;
  labelsPath: string;
  inputSize: number;
  minConfidence: number;
}

export class OnnxIdentifier implements SpeciesIdentifier {
  readonly name = 'onnx';

  constructor(private readonly options: OnnxIdentifierOptions) {}

  async identify(input: IdentifyInput): Promise<IdentifierAnswer> {
    const { vision } = this.options;
    const started = performance.now();
    const analysis = await vision.analyse(input.image, { priority: input.priority, embed: false });
    const analysed = performance.now();
    const predictions = await vision.classifyOnnx(
      {
        modelPath: this.options.modelPath,
        labelsPath: this.options.labelsPath,
        inputSize: this.options.inputSize,
        image: input.image,
        box: analysis.animal?.box ?? null,
      },
      input.priority,
    );
    const candidates = predictions.map((p) => ({
      speciesId: null,
      label: p.label,
      confidence: p.score,
      reasons: [{ kind: 'model' as const, score: p.score }],
    }));
    // The operator's model may know animals the detector does not: its own confidence decides.
    const status = decideStatus(analysis.animal ?? null, 1, candidates, this.options.minConfidence);
    return {
      status,
      candidates,
      animal: analysis.animal,
      width: analysis.width,
      height: analysis.height,
      timings: {
        analyseMs: Math.round(analysed - started),
        classifyMs: Math.round(performance.now() - analysed),
      },
    };
  }
}
