// Where finished data exports are kept until they expire. With local media: DATA_DIR/account-exports/<token>.zip,
// a folder of its own (the orphan media sweep empties media-private of files no media_assets row names, and
// backups copy the media folders: neither should see these). With an S3 bucket: its private/ prefix, so every
// server process can answer the download. The file is named by a random token, never after its member.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../http/context';
import { MediaNotFoundError, PRIVATE_PREFIX } from '../../media/storage';

const TOKEN = /^[a-f0-9]{32}$/;

function checkToken(token: string): string {
  if (!TOKEN.test(token)) throw new Error(`invalid export file token: ${JSON.stringify(token)}`);
  return token;
}

export class ExportFileMissingError extends Error {
  constructor() {
    super('export file not found');
    this.name = 'ExportFileMissingError';
  }
}

export interface ExportFiles {
  /** A scratch path the archive is written to before it is stored. */
  scratchPath(token: string): Promise<string>;
  /** Moves the finished scratch file into place. */
  store(token: string, scratch: string): Promise<void>;
  open(token: string): Promise<Readable>;
  /** Removes the stored file and any scratch file; absent files are not an error. */
  remove(token: string): Promise<void>;
  exists(token: string): Promise<boolean>;
}

export function exportFiles(ctx: Pick<AppContext, 'config' | 'media'>): ExportFiles {
  const localDir = path.join(ctx.config.dataDir, 'account-exports');
  if (ctx.media.kind === 'local') {
    const final = (token: string) => path.join(localDir, `${checkToken(token)}.zip`);
    // A dotfile beside the final name: rename() within one folder is atomic, so a download never sees half a zip.
    const scratch = (token: string) => path.join(localDir, `.${checkToken(token)}.zip.part`);
    return {
      async scratchPath(token) {
        await fsp.mkdir(localDir, { recursive: true });
        return scratch(token);
      },
      async store(token, file) {
        await fsp.rename(file, final(token));
      },
      async open(token) {
        try {
          const handle = await fsp.open(final(token), 'r');
          return handle.createReadStream();
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ExportFileMissingError();
          throw error;
        }
      },
      async remove(token) {
        await fsp.rm(final(token), { force: true });
        await fsp.rm(scratch(token), { force: true });
      },
      async exists(token) {
        return fsp.access(final(token)).then(
          () => true,
          () => false,
        );
      },
    };
  }
  const key = (token: string) => `${PRIVATE_PREFIX}account-exports/${checkToken(token)}.zip`;
  const scratch = (token: string) => path.join(os.tmpdir(), `wildlens-export-${checkToken(token)}.zip.part`);
  return {
    async scratchPath(token) {
      return scratch(token);
    },
    async store(token, file) {
      try {
        await ctx.media.put(key(token), fs.createReadStream(file), 'application/zip');
      } finally {
        await fsp.rm(file, { force: true });
      }
    },
    async open(token) {
      try {
        return await ctx.media.get(key(token));
      } catch (error) {
        if (error instanceof MediaNotFoundError) throw new ExportFileMissingError();
        throw error;
      }
    },
    async remove(token) {
      await ctx.media.delete(key(token));
      await fsp.rm(scratch(token), { force: true });
    },
    exists: (token) => ctx.media.exists(key(token)),
  };
}
