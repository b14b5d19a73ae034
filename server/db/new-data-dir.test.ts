// A new PGlite data directory is made by a child process (new-data-dir.ts): the server opens a finished one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';
import { createDataDirElsewhere, isNewDataDir } from './new-data-dir';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-new-data-dir-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a new data directory', () => {
  it('is told from one that holds a database', () => {
    expect(isNewDataDir(path.join(root, 'absent'))).toBe(true);
    fs.mkdirSync(path.join(root, 'empty'));
    expect(isNewDataDir(path.join(root, 'empty'))).toBe(true);
    fs.mkdirSync(path.join(root, 'used'));
    fs.writeFileSync(path.join(root, 'used', 'PG_VERSION'), '17\n');
    expect(isNewDataDir(path.join(root, 'used'))).toBe(false);
  });

  it('is created and migrated by a child process, then opened', async () => {
    const dir = path.join(root, 'db');
    fs.mkdirSync(dir);
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const [row] = (
        (await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      const migrations = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      expect(row?.n).toBe(migrations.length);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(`${dir}.creating`)).toBe(false);
  }, 120_000);

  it('is left as it was, with no partial directory, when the child fails', async () => {
    const dir = path.join(root, 'failing');
    const missing = path.join(root, 'no-such-migrations');
    await expect(createDataDirElsewhere(dir, missing)).rejects.toThrow(
      /creating the database .* failed \(exit 1\)/,
    );
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(`${dir}.creating`)).toBe(false);
  }, 120_000);
});
