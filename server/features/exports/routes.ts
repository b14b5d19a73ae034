// GET /api/exports/dwca: the research-grade sightings as a Darwin Core Archive (a zip of meta.xml, eml.xml,
// occurrence.txt and multimedia.txt), the format GBIF harvests. Public like the sightings it holds (the rows are
// the visitor's view whoever asks), limited per address because each download reads every research-grade row.
//
// The zip is streamed: records are read a page at a time and each page waits until the client has taken the
// previous one. occurrence.txt goes out as it is written; multimedia.txt is spooled to a temporary file meanwhile
// (a zip holds one file after another) and copied in after it, so neither ever sits in memory.
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DWCA_FILE_NAME, type DwcaQuery, dwcaQuerySchema } from '@common/schemas/exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Zip, ZipDeflate } from 'fflate';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import {
  emlXml,
  headerLine,
  MULTIMEDIA_COLUMNS,
  metaXml,
  OCCURRENCE_COLUMNS,
  rowLine,
} from './archive-files';
import { DATASET_LICENCE, type ExportSite, recordPages, toArchiveRows } from './records';

export const DWCA_PATH = '/api/exports/dwca';
export const TOO_MANY_EXPORTS = 'Too many archive downloads from this address. Please try again later.';

/** The zip as a Node stream whose writer can wait until the reader has caught up. */
class ZipOutput extends Readable {
  private waiter: (() => void) | null = null;

  override _read(): void {
    this.wake();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.wake();
    callback(error);
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  /** Resolves once the buffered bytes are under the high-water mark, or the reader has gone. */
  async drained(): Promise<void> {
    while (!this.destroyed && this.readableLength >= this.readableHighWaterMark)
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
  }
}

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

/** Writes the whole archive into `output`; rejects if reading or writing failed (the stream is destroyed then). */
async function writeArchive(ctx: AppContext, query: DwcaQuery, output: ZipOutput, now: Date): Promise<void> {
  const site: ExportSite = { publicUrl: ctx.config.publicUrl, adminUsername: ctx.config.ADMIN_USERNAME };
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    if (!output.destroyed) output.push(chunk);
    if (final && !output.destroyed) output.push(null);
  });
  const entry = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = now;
    zip.add(file);
    return file;
  };
  const whole = (name: string, text: string) => entry(name).push(utf8(text), true);

  whole('meta.xml', metaXml());
  whole(
    'eml.xml',
    emlXml({
      publicUrl: site.publicUrl,
      exportUrl: `${site.publicUrl}${DWCA_PATH}`,
      pubDate: now.toISOString().slice(0, 10),
      licence: DATASET_LICENCE,
    }),
  );
  const spoolDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wildlens-dwca-'));
  const spoolPath = path.join(spoolDir, 'multimedia.txt');
  const spool = fs.createWriteStream(spoolPath);
  // A failed write (a full disk) fails the export, never the process: kept here, thrown after the pass.
  let spoolFailure: Error | null = null;
  spool.on('error', (error) => {
    spoolFailure = error;
  });
  try {
    const occurrences = entry('occurrence.txt');
    occurrences.push(utf8(headerLine(OCCURRENCE_COLUMNS)));
    spool.write(headerLine(MULTIMEDIA_COLUMNS));
    for await (const page of recordPages(ctx.db, query)) {
      if (output.destroyed) return;
      let text = '';
      let media = '';
      for (const record of page) {
        const rows = toArchiveRows(site, record);
        text += rowLine(OCCURRENCE_COLUMNS, rows.occurrence);
        if (rows.media) media += rowLine(MULTIMEDIA_COLUMNS, rows.media);
      }
      occurrences.push(utf8(text));
      if (media && !spool.write(media)) await once(spool, 'drain');
      await output.drained();
    }
    occurrences.push(new Uint8Array(0), true);
    if (spoolFailure) throw spoolFailure;
    spool.end();
    await once(spool, 'finish');
    const multimedia = entry('multimedia.txt');
    for await (const chunk of fs.createReadStream(spoolPath)) {
      if (output.destroyed) return;
      multimedia.push(chunk as Buffer);
      await output.drained();
    }
    multimedia.push(new Uint8Array(0), true);
  } finally {
    spool.destroy();
    await fsp.rm(spoolDir, { recursive: true, force: true });
  }
  // The end goes out once the spool is gone, so nothing is left behind when the client has the whole archive.
  if (!output.destroyed) zip.end();
}

export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DWCA_PATH,
      {
        schema: {
          tags: ['exports'],
          summary: 'Research-grade sightings as a Darwin Core Archive (application/zip), as GBIF harvests it',
          description:
            'A zip of meta.xml, eml.xml, occurrence.txt (one row per research-grade public sighting) and multimedia.txt ' +
            '(its photo or video, only under CC0, CC BY or CC BY-NC). Sightings of rare or threatened species are at ' +
            'the centre of their 0.2 degree cell. `category` keeps one category; `since` keeps records changed at or ' +
            'after that date. Public; limited per address.',
          querystring: dwcaQuerySchema,
          response: { 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await ctx.rateLimits.exports.consume(`ip:${request.ip}`, TOO_MANY_EXPORTS);
        const output = new ZipOutput();
        // A client that leaves mid-download ends the writer: it stops at its next page and removes its spool.
        reply.raw.once('close', () => {
          if (!output.readableEnded) output.destroy();
        });
        writeArchive(ctx, request.query, output, ctx.clock()).catch((error: unknown) => {
          // Headers are gone by now: the client sees a cut archive (no central directory), which no reader opens.
          request.log.error({ err: error }, 'Darwin Core export failed');
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        // The zod provider types send() by the declared error answers; the archive is a stream, sent untyped.
        const untyped: FastifyReply = reply;
        return untyped
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${DWCA_FILE_NAME}"`)
          .send(output);
      },
    );
  };
}
