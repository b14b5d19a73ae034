// A backup made by an older version (fewer migrations) restores into this one: the schema is rebuilt at the
// backup's level, its rows go in, and the newer migrations then run on them, as on an upgrade.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/client';
import { ArchiveWriter } from './archive';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-restore-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** This version's migrations but the last: the schema of the version before. */
async function olderMigrations(): Promise<{ folder: string; count: number }> {
  const folder = path.join(work, 'older-migrations');
  await fsp.mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    await fsp.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  );
  const entries = (journal.entries as { tag: string }[]).slice(0, -1);
  await fsp.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    await fsp.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return { folder, count: entries.length };
}

it('restores a backup of the previous schema and upgrades it', async () => {
  const older = await olderMigrations();
  const source = await openDatabase({ migrationsFolder: older.folder });
  const sourceDir = path.join(work, 'source');
  await source.db.execute(
    sql`insert into users (username, email, password_hash) values ('old_timer', 'old@example.com', 'hash')`,
  );
  const archive = path.join(work, 'older.tar.gz');
  const writer = new ArchiveWriter();
  const written = writer.output.pipe(fs.createWriteStream(archive));
  const manifest = await writeBackup(
    { db: source.db, databaseKind: 'pglite', dataDir: sourceDir, mediaStorage: 'local', now: new Date() },
    writer,
  );
  await finished(written);
  await source.close();
  expect(manifest.database.migrations).toHaveLength(older.count);

  const dataDir = path.join(work, 'restored');
  await restoreBackup({ archive, config: { dataDir, DATABASE_URL: undefined } });
  const restored = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    const users = await restored.db.execute(sql`select username from users`);
    expect((users as unknown as { rows: { username: string }[] }).rows).toEqual([{ username: 'old_timer' }]);
    const applied = await restored.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(older.count + 1);
  } finally {
    await restored.close();
  }
}, 120_000);
