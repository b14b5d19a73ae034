// npm run backup [-- <file.tar.gz>] [--server <url>]: asks the running site for a backup (database, media,
// server secret; see server/ops/backup.ts) and writes it to one archive, by default
// ./backups/wildlens-backup-<time>.tar.gz. The server writes the archive itself because PGlite belongs to the
// one process that runs the site; this script signs in as the administrator (ADMIN_USERNAME, ADMIN_PASSWORD)
// to ask for it, then reads the file back to check that it is whole.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from '../server/config';
import { backupFileName } from '../server/ops/backup';
import { checkBackup } from '../server/ops/restore';

class BackupFailed extends Error {}

/** The server on this machine, whatever public address a proxy gives it. */
function localServer(config: AppConfig): string {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new BackupFailed(
      `cannot reach ${url} (${(error as Error).message}); is the site running? (--server <url>)`,
    );
  }
}

async function backup(): Promise<string> {
  const { values, positionals } = parseArgs({
    options: { server: { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const server = (values.server ?? localServer(config)).replace(/\/$/, '');
  const target = path.resolve(positionals[0] ?? path.join('backups', backupFileName(new Date())));
  if (!config.ADMIN_PASSWORD)
    throw new BackupFailed(
      'set ADMIN_PASSWORD (and ADMIN_USERNAME unless it is "admin") to the site administrator’s.',
    );

  const signIn = await call(`${server}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }),
  });
  if (!signIn.ok)
    throw new BackupFailed(`administrator sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { adminSessionToken } = (await signIn.json()) as { adminSessionToken: string };
  const authorization = `Bearer ${adminSessionToken}`;
  // Written under another name until complete and checked, so a file with the final name is a whole backup.
  const partial = `${target}.part`;
  try {
    const started = performance.now();
    const res = await call(`${server}/api/admin/backup`, { method: 'POST', headers: { authorization } });
    if (!res.ok || !res.body) throw new BackupFailed(`the site answered ${res.status}: ${await res.text()}`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(
      Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    const manifest = await checkBackup(partial);
    await fsp.rename(partial, target);
    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
    const megabytes = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const bucket =
      manifest.media.storage === 's3' ? ' (the media live in the S3 bucket, not in the archive)' : '';
    return `Backup written to ${target} (${megabytes} MB in ${seconds} s): ${manifest.database.tables.length} tables, ${rows} rows, ${manifest.media.files} media files${bucket}.`;
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    await fetch(`${server}/api/admin/logout`, { method: 'POST', headers: { authorization } }).catch(() => {});
  }
}

try {
  console.log(await backup());
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
