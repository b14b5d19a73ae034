// Decodes one HEIC/HEIF (HEVC) image to RGBA in a worker thread: libheif runs as WebAssembly, which would
// otherwise block the server's event loop for the second or two a 12 MP iPhone photo takes.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

try {
  // libheif applies the file's rotation and mirroring (irot/imir), so the pixels come out upright.
  const image = await decode({ buffer: workerData.buffer });
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  parentPort?.postMessage({ width: image.width, height: image.height, data }, [data.buffer]);
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
