// HEVC-coded HEIC (the iPhone default), which the prebuilt libvips cannot decode: decoded to raw RGBA by
// libheif (WebAssembly, heic-decode) in a worker thread, then handed to sharp as raw pixels.
import { Worker } from 'node:worker_threads';

export interface RawImage {
  width: number;
  height: number;
  channels: 4;
  data: Buffer;
}

const WORKER_URL = new URL('./heic-worker.mjs', import.meta.url);
const DECODE_TIMEOUT_MS = 60_000;

type WorkerReply = { width: number; height: number; data: Uint8Array } | { error: string };

/** Each decode holds the whole picture as RGBA (48 MB for 12 MP) plus libheif's own copy: two at a time. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing decode hands its slot straight to the next waiter, so `running` never passes the limit.
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function decodeHeic(file: Buffer): Promise<RawImage> {
  return withSlot(() => decodeInWorker(file));
}

function decodeInWorker(file: Buffer): Promise<RawImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { buffer: file } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('HEIC decoding timed out'));
    }, DECODE_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (reply: WorkerReply) => {
      finish();
      if ('error' in reply) return reject(new Error(`HEIC decoding failed: ${reply.error}`));
      const data = Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
      resolve({ width: reply.width, height: reply.height, channels: 4, data });
    });
    worker.once('error', (error) => {
      finish();
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`HEIC decoder exited with code ${code}`));
    });
  });
}
