// A new embedded database's data directory is made in a process of its own. PGlite's initdb runs inside the
// WebAssembly instance that then serves the database, and leaves it ~400 MB larger than a start on an existing
// directory needs (a fresh clone's first start peaked at ~700 MB resident, before its first answer): the child
// runs initdb and the migrations and exits, giving all of that back, and the server opens a finished directory.
// The child writes beside the target and the directory is renamed into place only when complete, so a start
// interrupted meanwhile leaves no half-made database behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'new-data-dir-process.ts');
/** initdb and ~50 migrations take 5-15 s on a busy core; a child still at it after this is stuck. */
const CHILD_TIMEOUT_MS = 180_000;

/** Whether `dir` holds no database yet (absent or empty): PGlite would run initdb there. */
export function isNewDataDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Makes the database of `dir` (initdb, then `migrationsFolder`) in a child process; `dir` is new. */
export async function createDataDirElsewhere(dir: string, migrationsFolder: string): Promise<void> {
  const partial = `${dir}.creating`;
  fs.rmSync(partial, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    // The child runs its TypeScript through tsx whether the server runs bundled or not (as the vision process).
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), CHILD_FILE, partial, migrationsFolder],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`creating the database in ${dir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`),
        );
    });
  }).catch((error: unknown) => {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}
