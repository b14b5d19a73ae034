// The backup file format on the byte level: one gzip-compressed tar stream, written entry by entry as the
// backup goes (so a large media folder never sits in memory) and read back the same way. tar-stream does the
// tar format; this module adds files from disk, entry-name checks and the gzip layer.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/**
 * Names an archive may hold: relative, forward slashes, no empty, `.` or `..` segment, and only characters our
 * own media keys and table names use. Anything else is refused on reading, so an archive cannot write outside
 * the folder it is restored into.
 */
export function isSafeEntryName(name: string): boolean {
  const parts = name.split('/');
  return (
    name.length > 0 &&
    name.length <= 400 &&
    parts.every((p) => p.length > 0 && p !== '.' && p !== '..' && /^[A-Za-z0-9._-]+$/.test(p))
  );
}

export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly gzip = zlib.createGzip();
  /** Aborts a file being copied when the archive is torn down (the client went away, or an error). */
  private readonly abort = new AbortController();
  /** The .tar.gz bytes, to pipe to a file or an HTTP response. */
  readonly output: Readable = this.gzip;

  constructor() {
    pipeline(this.pack, this.gzip).catch((error: unknown) => this.fail(error));
    // Closed before its end: the reader went away (a download cut short), so copying can stop.
    this.gzip.once('close', () => {
      if (!this.gzip.readableEnded)
        this.abort.abort(new Error('the backup archive was closed before its end'));
    });
  }

  /** Copies a file into the archive; answers its size, or null when it vanished before it could be opened. */
  async addFile(name: string, filePath: string): Promise<number | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(filePath, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      // Stats of the open handle: media files are replaced by rename, never rewritten, so the size holds.
      const stat = await handle.stat();
      if (!stat.isFile()) return null;
      const entry = this.pack.entry({ name, size: stat.size, mtime: stat.mtime, mode: 0o644 });
      await pipeline(handle.createReadStream({ autoClose: false }), entry, { signal: this.abort.signal });
      return stat.size;
    } finally {
      await handle.close();
    }
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    const written = new Promise<void>((resolve, reject) => {
      this.pack.entry({ name, size: data.length, mtime, mode: 0o600 }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    await this.unlessTornDown(written);
  }

  /** Ends the archive; resolves once the last compressed byte has been handed to the reader. */
  async finish(): Promise<void> {
    const ended = new Promise<void>((resolve, reject) => {
      this.gzip.once('end', resolve);
      this.gzip.once('error', reject);
    });
    this.pack.finalize();
    await this.unlessTornDown(ended);
  }

  /** A torn-down stream may never call back: the backup must end (and free its lock) all the same. */
  private unlessTornDown<T>(step: Promise<T>): Promise<T> {
    const { signal } = this.abort;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      step.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  /** Tears the archive down: whoever reads `output` sees an error instead of a short, valid-looking file. */
  fail(error: unknown): void {
    const reason = error instanceof Error ? error : new Error(String(error));
    this.abort.abort(reason);
    this.pack.destroy(reason);
    this.gzip.destroy(reason);
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  mtime: Date;
  /** The entry's bytes (a streamx stream: read it with node's pipeline, or readAll). */
  body: AsyncIterable<unknown>;
}

/** An entry's whole body, for the small ones (header, manifest, secret). */
export async function readAll(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) {
    if (!(chunk instanceof Uint8Array)) throw new Error('unexpected chunk in an archive entry');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a .tar.gz entry by entry. `onEntry` must consume or ignore the body before returning (unread bytes are
 * skipped). Refuses anything but regular files with safe names.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  // Its error (a damaged file) is awaited below; until then it must not count as unhandled.
  feeding.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type, size, mtime } = entry.header;
      if (type !== 'file') throw new Error(`unexpected ${type} entry in the archive: ${name}`);
      if (!isSafeEntryName(name))
        throw new Error(`unsafe entry name in the archive: ${JSON.stringify(name)}`);
      await onEntry({ name, size, mtime, body: entry });
      entry.resume();
    }
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => {});
    throw error;
  }
  await feeding;
}
