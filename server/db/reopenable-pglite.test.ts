import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReopenablePGlite } from './reopenable-pglite';

// One data directory for the file: creating one (initdb) costs seconds.
let dir = '';
let opened = 0;
let db: ReopenablePGlite;
const open = async () => {
  opened += 1;
  return PGlite.create({ dataDir: dir });
};
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-reopen-'));
  db = new ReopenablePGlite(await open(), open);
}, 60_000);
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an embedded database reopened under the same handle', () => {
  it('keeps its data and its listeners, and holds the calls made meanwhile until the new instance answers', async () => {
    const before = opened;
    await db.exec('create table t1 (n int); insert into t1 values (1), (2)');
    const heard: string[] = [];
    await db.listen('ch', (payload) => heard.push(payload));

    const reopened = db.reopen();
    // Made while the reopen is under way: answered by the new instance.
    const during = db.query<{ n: number }>('select sum(n)::int as n from t1');
    expect(await reopened).toBe(true);
    expect((await during).rows[0]?.n).toBe(3);
    expect(opened).toBe(before + 1);

    await db.query("select pg_notify('ch', 'after')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['after']);
  }, 60_000);

  it('waits for a transaction under way to finish before closing the instance it runs on', async () => {
    await db.exec('create table t2 (n int)');
    let finish = () => {};
    const inside = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query('insert into t2 values (7)');
      await inside;
      await t.query('insert into t2 values (8)');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reopened = db.reopen();
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    await tx;
    expect(await reopened).toBe(true);
    expect((await db.query<{ n: number }>('select count(*)::int as n from t2')).rows[0]?.n).toBe(2);
  }, 60_000);

  it('gives up and keeps the running instance when a call does not finish in time', async () => {
    const before = opened;
    let finish = () => {};
    const inside = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const tx = db.transaction(async () => {
      await inside;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.reopen(100)).toBe(false);
    expect(opened).toBe(before);
    finish();
    await tx;
    expect((await db.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
  }, 60_000);
});
