// Started data directories kept as templates. A browser test's server on a new data directory spends 8-13 s
// before it answers (the embedded PostgreSQL's initdb in WebAssembly, the migrations, the species sample, the
// shipped catalogues) and, with the demo content, as long again seeding it and making its photos' renditions.
// Every such start with the same settings ends in the same data, so the first one is kept (stopped cleanly) and
// the others start on a copy of it: ~5 s instead. A template is made for the code it was made with (the files'
// sizes and times under server/, common/ and the migrations) and only for settings known to shape the first
// start's data; any other setting, a PostgreSQL server or E2E_DATA_TEMPLATES=off gets a fresh directory as before.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The settings that shape a first start's data, with the defaults startServer gives them. */
const SHAPING = { SEED_DEMO: 'true', SPECIES_CATALOGUE: 'sample', JOBS_ENABLED: 'true' } as const;
/** Settings that change nothing in the data a first start leaves behind. */
const NEUTRAL = new Set(['PUBLIC_URL', 'WEB_DIST_DIR', 'LOG_LEVEL', 'LOGIN_RATE_PER_IP']);

/** What the server's first start depends on: every source and data file's path, size and time. */
function codeFingerprint(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (!entry.name.endsWith('.test.ts')) {
        const stat = fs.statSync(file);
        hash.update(`${path.relative(root, file)} ${stat.size} ${stat.mtimeMs}\n`);
      }
    }
  };
  for (const dir of ['server', 'common']) walk(path.join(root, dir));
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

let fingerprint: string | undefined;

/** The template's name for these settings, or null when they must start on a fresh directory. */
export function templateName(env: Record<string, string>): string | null {
  if (process.env.E2E_DATA_TEMPLATES === 'off') return null;
  if (env.DATABASE_URL || process.env.E2E_DATABASE_URL) return null;
  if (Object.keys(env).some((key) => !(key in SHAPING) && !NEUTRAL.has(key))) return null;
  const shaping = Object.entries(SHAPING).map(([key, value]) => `${key}=${env[key] ?? value}`);
  fingerprint ??= codeFingerprint();
  const settings = crypto.createHash('sha256').update(shaping.join('&')).digest('hex').slice(0, 8);
  return `wildlens-e2e-template-${settings}-${fingerprint}`;
}

/** Whether the first start with these settings leaves photos for the job worker to process. */
export function makesDemoMedia(env: Record<string, string>): boolean {
  return (
    (env.SEED_DEMO ?? SHAPING.SEED_DEMO) === 'true' && (env.JOBS_ENABLED ?? SHAPING.JOBS_ENABLED) === 'true'
  );
}

const COMPLETE = '.template-complete';

/** The kept template directory of that name, if one was made. */
export function existingTemplate(name: string): string | null {
  const dir = path.join(os.tmpdir(), name);
  return fs.existsSync(path.join(dir, COMPLETE)) ? dir : null;
}

/**
 * Keeps a stopped server's data directory as the template of that name (a copy, renamed into place so that no
 * half-written template is ever used), and removes templates of the same settings made for older code.
 */
export function keepAsTemplate(name: string, dataDir: string): void {
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-e2e-building-'));
  fs.cpSync(dataDir, building, { recursive: true });
  fs.writeFileSync(path.join(building, COMPLETE), '');
  const target = path.join(os.tmpdir(), name);
  try {
    fs.renameSync(building, target);
  } catch {
    // Another run made it meanwhile: theirs is as good.
    fs.rmSync(building, { recursive: true, force: true });
  }
  const sameSettings = name.slice(0, name.lastIndexOf('-') + 1);
  for (const old of fs.readdirSync(os.tmpdir())) {
    if (old.startsWith(sameSettings) && old !== name)
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
  }
}

/** A new data directory holding a copy of the template. */
export function copyOfTemplate(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-e2e-'));
  fs.cpSync(template, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, COMPLETE));
  return dataDir;
}
