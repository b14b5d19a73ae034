// POST /api/admin/backup: the administrator downloads a backup of the running site as one .tar.gz stream
// (see backup.ts for what it holds and why the server writes it). `npm run backup` is its client.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../http/auth';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import type { JobWorker } from '../jobs/worker';
import { ArchiveWriter } from './archive';
import { backupFileName, writeBackup } from './backup';

export const BACKUP_RUNNING_MESSAGE = 'A backup is already being written. Try again when it is done.';

export function backupRoutes(ctx: AppContext, deps: { jobs: JobWorker }): FastifyPluginAsyncZod {
  // One at a time per process: two would only compete for the same disk and database.
  let running = false;
  return async (app) => {
    app.post(
      '/api/admin/backup',
      {
        schema: {
          tags: ['admin'],
          summary: 'Download a backup of the running site (database, media, secret) as application/gzip',
          description:
            'A tar.gz stream: the database from one consistent snapshot (one JSON row per line per table), the media files and the server secret, with manifest.json last. An interrupted download lacks the manifest and is refused by `npm run restore`. 401 without the administrator bearer token, 409 while another backup is being written.',
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        if (running) throw new HttpError(409, BACKUP_RUNNING_MESSAGE);
        running = true;
        const now = ctx.clock();
        // Media cleanup would delete files of rows the snapshot still holds: it waits until the backup is done.
        const jobsWereRunning = deps.jobs.isRunning;
        await deps.jobs.stop();
        const archive = new ArchiveWriter();
        writeBackup(
          {
            db: ctx.db,
            databaseKind: ctx.database.kind,
            dataDir: ctx.config.dataDir,
            mediaStorage: ctx.media.kind,
            now,
          },
          archive,
        )
          .then(
            (manifest) =>
              ctx.log.info(
                { media: manifest.media, tables: manifest.database.tables.length },
                'backup written',
              ),
            (error: unknown) => {
              ctx.log.error({ err: error }, 'backup failed');
              archive.fail(error);
            },
          )
          .finally(() => {
            running = false;
            if (jobsWereRunning) deps.jobs.start();
          });
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="${backupFileName(now)}"`)
          .header('cache-control', 'no-store')
          .send(archive.output);
      },
    );
  };
}
