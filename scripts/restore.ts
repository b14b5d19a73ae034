// npm run restore -- <file.tar.gz> [--force]: brings a backup made by `npm run backup` back into DATA_DIR (and
// into the PostgreSQL database of DATABASE_URL when set). Run it with the site stopped, on a fresh DATA_DIR and
// an empty database; --force replaces what is there. Then `npm start` serves the restored site.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { RestoreRefusedError, restoreBackup } from '../server/ops/restore';

/** A failed query's own message sits in its cause (Drizzle wraps it in "Failed query: ..."). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}\n${error.cause.message}` : error.message;
}

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1)
    throw new RestoreRefusedError('Usage: npm run restore -- <backup.tar.gz> [--force]');
  const config = loadConfig();
  const started = performance.now();
  const manifest = await restoreBackup({ archive, config, force: values.force ?? false });
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const into = config.DATABASE_URL ? 'the database at DATABASE_URL' : `${config.dataDir}/db`;
  console.log(
    `Restored the backup of ${manifest.createdAt} in ${seconds} s: ${rows} rows into ${into}, ${manifest.media.files} media files into ${config.dataDir}. Start the site with npm start.`,
  );
} catch (error) {
  console.error(`Restore failed: ${describe(error)}`);
  process.exitCode = 1;
}
