// Writes a member's data export as a zip file with fflate, streamed: each JSON file goes out a page of rows at a
// time and each original photo or video a chunk at a time, and the writer waits for the file to take what it was
// given before reading more, so memory stays bounded whatever the member holds. Media are stored as they are (JPEG,
// MP4... are compressed already); the JSON files are deflated.
import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client';
import { MediaNotFoundError, type MediaStorage } from '../../media/storage';
import { type ExportedAsset, exportSections, originalPathInZip } from './export-data';

const encoder = new TextEncoder();
const END = new Uint8Array(0);

export class ExportAbortedError extends Error {
  constructor() {
    super('export stopped');
    this.name = 'ExportAbortedError';
  }
}

/** Units of work per JSON file, against each original's bytes: the percentage moves evenly enough. */
const SECTION_UNITS = 256 * 1024;

/** Called as work is done (units done of units in all); writes to the database at most now and then. */
export type ArchiveProgress = (done: number, total: number) => Promise<void>;

export interface ArchiveInput {
  db: Db;
  media: Pick<MediaStorage, 'get'>;
  userId: number;
  assets: readonly ExportedAsset[];
  /** When the zip's entries say they were made. */
  now: Date;
  signal: AbortSignal;
  progress: ArchiveProgress;
  log: { warn(obj: object, msg: string): void };
}

const README = (now: Date) =>
  [
    'Your WildLens data',
    '==================',
    '',
    `Exported ${now.toISOString()}.`,
    '',
    'profile.json          your account and profile',
    'sightings.json        your sightings: species, place (the true position), dates, observations, counts',
    'comments.json         your comments and replies',
    'likes.json            sightings you liked; comment-likes.json: comments you liked',
    'following.json        members you follow; followers.json: members who follow you',
    'bookmarks.json        your bookmarks and their collections',
    'portfolio.json        your portfolio, its collections and items',
    'alerts.json           your location alerts, migration alerts and rare species watches',
    'payments.json         your payments (receipts), refunds, subscription and complimentary Premium',
    'guides.json           location guides you wrote, bought and rated',
    'prints.json           your print products and the prints you ordered',
    'reviews.json          your gear reviews and wishlist',
    'identifications.json your identifications of sightings and species proposals',
    'media.json            every photo and video you uploaded, and where its original is in media/',
    'media/                the original files as you uploaded them',
    '',
  ].join('\n');

/** A zip written to a file, with back-pressure: every push waits until the file has taken the bytes so far. */
class ZipFile {
  private readonly out: fs.WriteStream;
  private readonly zip: Zip;
  private failure: Error | null = null;

  constructor(
    file: string,
    private readonly now: Date,
    private readonly signal: AbortSignal,
  ) {
    this.out = fs.createWriteStream(file, { flags: 'w' });
    this.out.on('error', (error) => {
      this.failure ??= error;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure ??= error;
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  private async settle(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.signal.aborted) throw new ExportAbortedError();
    if (this.out.writableNeedDrain)
      await Promise.race([once(this.out, 'drain'), once(this.out, 'error'), once(this.out, 'close')]);
    if (this.failure) throw this.failure;
  }

  entry(name: string, compress: boolean) {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = this.now;
    this.zip.add(file);
    return {
      push: async (data: Uint8Array) => {
        file.push(data);
        await this.settle();
      },
      end: async () => {
        file.push(END, true);
        await this.settle();
      },
    };
  }

  async text(name: string, text: string): Promise<void> {
    const entry = this.entry(name, true);
    await entry.push(encoder.encode(text));
    await entry.end();
  }

  async close(): Promise<void> {
    this.zip.end();
    await finished(this.out);
    if (this.failure) throw this.failure;
  }

  destroy(): void {
    this.out.destroy();
  }
}

/** Writes the archive into `file`; throws ExportAbortedError when `signal` fires. */
export async function writeArchive(file: string, input: ArchiveInput): Promise<void> {
  const { db, userId, assets, now, signal } = input;
  const sections = exportSections(db, userId, assets);
  const total =
    sections.length * SECTION_UNITS + assets.reduce((sum, a) => sum + Math.max(1, a.originalBytes), 0);
  let done = 0;
  const zip = new ZipFile(file, now, signal);
  try {
    await zip.text('README.txt', README(now));
    for (const section of sections) {
      if (section.kind === 'object') {
        await zip.text(section.file, `${JSON.stringify(await section.value(), null, 2)}\n`);
      } else {
        const entry = zip.entry(section.file, true);
        let first = true;
        await entry.push(encoder.encode('['));
        for await (const page of section.pages()) {
          let text = '';
          for (const row of page) {
            text += `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
            first = false;
          }
          if (text) await entry.push(encoder.encode(text));
        }
        await entry.push(encoder.encode(first ? ']\n' : '\n]\n'));
        await entry.end();
      }
      done += SECTION_UNITS;
      await input.progress(done, total);
    }
    for (const asset of assets) {
      const weight = Math.max(1, asset.originalBytes);
      let stream: Awaited<ReturnType<typeof input.media.get>>;
      try {
        stream = await input.media.get(asset.originalKey);
      } catch (error) {
        // An original that is gone (a half-finished upload cleaned up meanwhile) is noted, not fatal.
        if (!(error instanceof MediaNotFoundError)) throw error;
        input.log.warn({ mediaAssetId: asset.id }, 'export: original file missing');
        done += weight;
        continue;
      }
      const entry = zip.entry(originalPathInZip(asset), false);
      let fileDone = 0;
      try {
        for await (const chunk of stream) {
          const bytes = chunk as Buffer;
          await entry.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          fileDone += bytes.byteLength;
          // The reporter writes at most once a second, so a large video moves the bar as it goes.
          await input.progress(done + Math.min(weight, fileDone), total);
        }
      } finally {
        stream.destroy();
      }
      await entry.end();
      done += weight;
      await input.progress(done, total);
    }
    await zip.close();
  } catch (error) {
    zip.destroy();
    throw error;
  }
}
