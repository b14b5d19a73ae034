// Receiving an upload: streams the file to a temp file with a hard size cap (a 2 GB upload never sits in
// memory nor fills the disk), sniffing the first bytes as they arrive so the cap is the limit of what the
// file really is, and refusing anything unsupported after its first chunk.
import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { SNIFF_BYTES, type SniffedMedia, sniffMedia } from './sniff';

export interface UploadLimit {
  maxBytes: number;
  /** The error thrown once the file passes maxBytes (a 413 with the spec's message). */
  tooLarge: () => Error;
}

interface Decision {
  sniffed: SniffedMedia;
  limit: UploadLimit;
}

export interface ReceivedUpload {
  bytes: number;
  sniffed: SniffedMedia;
}

/**
 * Writes `stream` to `target` (a new file). `decide` is called once with the sniffed type, before more than
 * SNIFF_BYTES are written; it answers the size limit for that type, or throws to refuse the upload early.
 */
export async function receiveUpload(
  stream: Readable,
  target: string,
  decide: (sniffed: SniffedMedia) => Promise<UploadLimit> | UploadLimit,
): Promise<ReceivedUpload> {
  const out = fs.createWriteStream(target, { flags: 'wx' });
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  // Assigned inside settle(): typed with `as` so the compiler does not narrow it to null for good.
  let decided = null as Decision | null;
  const settle = async (): Promise<Decision> => {
    const sniffed = await sniffMedia(Buffer.concat(head, headBytes));
    const decision = { sniffed, limit: await decide(sniffed) };
    decided = decision;
    return decision;
  };
  try {
    for await (const chunk of stream) {
      const data = chunk as Buffer;
      bytes += data.length;
      let current = decided;
      if (!current) {
        head.push(data);
        headBytes += data.length;
        if (headBytes >= SNIFF_BYTES) current = await settle();
      }
      if (current && bytes > current.limit.maxBytes) throw current.limit.tooLarge();
      if (!out.write(data)) await once(out, 'drain');
    }
    const final = decided ?? (await settle());
    if (bytes > final.limit.maxBytes) throw final.limit.tooLarge();
    out.end();
    await once(out, 'finish');
    return { bytes, sniffed: final.sniffed };
  } catch (error) {
    out.destroy();
    // Let the rest of the request body flow to nowhere, so the connection can answer the refusal.
    stream.resume();
    await fs.promises.rm(target, { force: true });
    throw error;
  }
}

/** The latest modification time of `dir` and of anything in it (a file still being written keeps it recent). */
async function lastWritten(dir: string): Promise<number | null> {
  const stat = await fs.promises.stat(dir).catch(() => null);
  if (!stat) return null;
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const times = await Promise.all(
    entries.map(
      async (e) => (await fs.promises.stat(`${e.parentPath}/${e.name}`).catch(() => null))?.mtimeMs ?? 0,
    ),
  );
  return Math.max(stat.mtimeMs, ...times);
}

/**
 * Removes scratch folders under `tmpRoot` (uploads being received, posters being rendered) in which nothing
 * was written for `maxAgeMs`: left by a crashed process, or by a request that never ended. Only old ones:
 * another process sharing DATA_DIR, or a slow upload, may be using recent folders.
 */
export async function sweepStaleTemp(tmpRoot: string, maxAgeMs = 24 * 60 * 60 * 1000): Promise<string[]> {
  const entries = await fs.promises.readdir(tmpRoot, { withFileTypes: true }).catch(() => []);
  const cutoff = Date.now() - maxAgeMs;
  const removed: string[] = [];
  await Promise.all(
    entries
      .filter((e) => e.isDirectory() && /^(upload|poster)-/.test(e.name))
      .map(async (e) => {
        const dir = `${tmpRoot}/${e.name}`;
        const written = await lastWritten(dir);
        if (written === null || written >= cutoff) return;
        await fs.promises.rm(dir, { recursive: true, force: true });
        removed.push(e.name);
      }),
  );
  return removed;
}
