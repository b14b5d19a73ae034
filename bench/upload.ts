// The upload benchmark: the whole photo pipeline (sniff, header checks, one decode, WebP + JPEG renditions of
// thumb / medium / large, thumbhash, EXIF, private original and variants written to local storage) on the
// 18 MP DSLR photo, against a plain `sharp(file).resize(2048).webp().toBuffer()` of the same file in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ingestMedia } from '../server/media/ingest';
import { SNIFF_BYTES, sniffMedia } from '../server/media/sniff';
import { LocalMediaStorage } from '../server/media/storage';
import { type Figure, median } from './figures';

const PHOTO = path.join(import.meta.dirname, '..', 'server', 'test', 'fixtures', 'photos', 'canon-dslr.jpg');
const RUNS = 5;
const BUDGET = 1.5;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function uploadBenchmark(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-bench-upload-'));
  const storage = new LocalMediaStorage(dataDir);
  const bytes = fs.statSync(PHOTO).size;
  const plain = () => sharp(PHOTO).resize(2048).webp().toBuffer();
  const pipeline = async () => {
    const head = Buffer.alloc(SNIFF_BYTES);
    const fd = fs.openSync(PHOTO, 'r');
    const read = fs.readSync(fd, head, 0, SNIFF_BYTES, 0);
    fs.closeSync(fd);
    const sniffed = await sniffMedia(head.subarray(0, read));
    return ingestMedia(storage, { file: PHOTO, bytes, sniffed, purpose: 'sighting', workDir: dataDir });
  };
  try {
    // Warm-up: libvips and the encoders load their code and tables on first use.
    await plain();
    await pipeline();
    const plainTimes: number[] = [];
    const pipelineTimes: number[] = [];
    // Alternating runs, so both see the same machine state.
    for (let i = 0; i < RUNS; i += 1) {
      plainTimes.push(await timed(plain));
      pipelineTimes.push(await timed(pipeline));
    }
    const reference = median(plainTimes);
    const full = median(pipelineTimes);
    const ratio = full / reference;
    return [
      { figure: 'sharp resize(2048).webp() of the 18 MP JPEG (reference)', value: reference, unit: 'ms' },
      { figure: 'full upload pipeline, same file (median of 5)', value: full, unit: 'ms' },
      {
        figure: 'upload pipeline / plain resize',
        value: ratio,
        unit: 'x',
        budget: `<= ${BUDGET}x`,
        withinBudget: ratio <= BUDGET,
      },
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
