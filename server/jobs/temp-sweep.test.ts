// The scratch folder sweep: upload and poster folders untouched for an hour go, periodically; folders in use
// (recent, or holding a file still being written) and anything else under tmp/ stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepStaleTemp } from '../media/receive';
import { runTempFolderSweeps, TEMP_MAX_AGE_MS } from './temp-sweep';

let tmpRoot: string;
const quietLog = { debug() {}, info() {}, warn() {}, error() {} };

beforeEach(() => {
  tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-tmp-sweep-'));
});
afterEach(() => {
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

/** A scratch folder holding one file, the folder written `folderAgeMs` ago and the file `fileAgeMs` ago. */
function leave(name: string, folderAgeMs: number, fileAgeMs = folderAgeMs): void {
  const dir = path.join(tmpRoot, name);
  fs.mkdirSync(dir);
  const file = path.join(dir, 'upload');
  fs.writeFileSync(file, 'partial upload');
  const at = (ageMs: number) => new Date(Date.now() - ageMs);
  fs.utimesSync(file, at(fileAgeMs), at(fileAgeMs));
  fs.utimesSync(dir, at(folderAgeMs), at(folderAgeMs));
}

const left = () => fs.readdirSync(tmpRoot).sort();
const minutes = (n: number) => n * 60 * 1000;

describe('stale scratch folders', () => {
  it('removes upload and poster folders untouched for an hour and keeps the others', async () => {
    leave('upload-abandoned', minutes(61));
    leave('poster-abandoned', minutes(120));
    leave('upload-recent', minutes(5));
    // A slow upload: its folder was made long ago, but the file in it is still being written.
    leave('upload-slow', minutes(90), minutes(1));
    leave('restore-elsewhere', minutes(600));

    const removed = await sweepStaleTemp(tmpRoot, TEMP_MAX_AGE_MS);

    expect(removed.sort()).toEqual(['poster-abandoned', 'upload-abandoned']);
    expect(left()).toEqual(['restore-elsewhere', 'upload-recent', 'upload-slow']);
  });

  it('sweeps again periodically, not only at start', async () => {
    const sweeps = runTempFolderSweeps({ tmpRoot, log: quietLog }, { everyMs: 50 });
    try {
      // Appears after the first sweep ran: only a later, periodic one can remove it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      leave('upload-left-by-a-stalled-request', minutes(75));
      const deadline = Date.now() + 3000;
      while (left().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(left()).toEqual([]);
    } finally {
      await sweeps.stop();
    }
  });

  it('keeps going when tmp/ does not exist yet', async () => {
    fs.rmSync(tmpRoot, { recursive: true });
    expect(await sweepStaleTemp(tmpRoot, TEMP_MAX_AGE_MS)).toEqual([]);
    fs.mkdirSync(tmpRoot);
  });
});
