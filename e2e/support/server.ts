// Starts the real WildLens server (built web app + API) on a free port, on a data directory of its own (a copy
// of a started one with the same settings where there is one: support/data-templates.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  copyOfTemplate,
  existingTemplate,
  keepAsTemplate,
  makesDemoMedia,
  templateName,
} from './data-templates';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process id (benchmarks read its resident memory from /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
  /**
   * Ends the process and keeps its data directory: SIGKILL (the default) as a crash would, no shutdown code
   * running; SIGTERM for a clean shutdown before the test reads the data itself.
   */
  kill(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** What the server printed (warnings and errors), for a failing test's report. */
  output(): string;
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** dist/server/main.js, the bundle `npm run build:server` writes and `npm start` runs. */
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.js');

/**
 * How `npm start` runs the bundle: the environment it sets (malloc tuning) and its node arguments (heap sizing),
 * read from package.json's start script so that a benchmark of the bundle measures the server exactly as it is
 * started.
 */
function startScriptCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const start = pkg.scripts.start ?? '';
  const match = /((?:\b[A-Z_]+=\S*\s+)*)node((?:\s+--\S+)*)\s+dist\/server\/main\.js\b/.exec(start);
  if (!match) throw new Error(`package.json's start script does not run dist/server/main.js: ${start}`);
  const words = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(
    words(match[1]).map((assignment) => {
      const at = assignment.indexOf('=');
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  );
  return { env, args: words(match[2]) };
}

export interface StartOptions {
  /** A prepared data directory to reuse (benchmarks); otherwise a fresh one is made. */
  dataDir?: string;
  /**
   * 'bundle' runs dist/server/main.js as `npm start` does, with its environment and node arguments (build it
   * first: `npm run build:server`);
   * 'source' runs server/main.ts through tsx, so tests always see the working tree's code. Default: 'source',
   * or E2E_SERVER_ENTRY (`E2E_SERVER_ENTRY=bundle` runs the browser tests against the bundle).
   */
  entry?: 'source' | 'bundle';
  /**
   * The port to listen on (a restart that browsers must find at the same origin: service worker, IndexedDB and
   * cookies belong to scheme, host and port); otherwise a free one.
   */
  port?: number;
}

const DEMO_MEDIA_TIMEOUT_MS = 180_000;

/**
 * Waits until the job worker has run the demo photos through the media pipeline (demo_media jobs), so that pages
 * show their real renditions and no resizing competes for the CPU.
 */
export async function demoMediaProcessed(url: string): Promise<void> {
  const deadline = Date.now() + DEMO_MEDIA_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${url}/api/sightings?limit=100`);
    const list = (await res.json()) as Array<{ mediaType: string; media: unknown }>;
    if (res.ok && list.every((s) => s.mediaType !== 'photo' || s.media)) return;
    if (Date.now() > deadline) throw new Error('demo photos were not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The data directory a server without one starts on: a copy of the template of its settings
 * (support/data-templates.ts), made first by a start of its own if there is none yet; else a new empty one.
 */
async function newDataDir(env: Record<string, string>, options: StartOptions): Promise<string> {
  const name = templateName(env);
  if (!name) return fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-e2e-'));
  let template = existingTemplate(name);
  if (!template) {
    const first = await launch(env, fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-e2e-')), options);
    try {
      if (makesDemoMedia(env)) await demoMediaProcessed(first.url);
      await first.kill('SIGTERM');
      keepAsTemplate(name, first.dataDir);
    } finally {
      await first.stop();
    }
    template = existingTemplate(name);
    if (!template) throw new Error(`the data template ${name} was not kept`);
  }
  return copyOfTemplate(template);
}

/** Starts the real server on a free port (see StartOptions for the data directory and the entry point). */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await newDataDir(env, options));
  return launch(env, dataDir, options);
}

async function launch(
  env: Record<string, string>,
  dataDir: string,
  options: StartOptions,
): Promise<RunningServer> {
  const webDist = process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.join(root, 'dist/web');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first (npm run test:e2e does it)`);
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const bundled = (options.entry ?? process.env.E2E_SERVER_ENTRY) === 'bundle';
  if (bundled && !fs.existsSync(SERVER_BUNDLE)) {
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build:server\` first`);
  }
  const start = bundled ? startScriptCommand() : { env: {}, args: ['--import', 'tsx', 'server/main.ts'] };
  const args = bundled ? [...start.args, SERVER_BUNDLE] : start.args;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Admin-Passw0rd',
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address.
      LOGIN_RATE_PER_IP: '1000',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // The full catalogue loads for minutes in the background; the journeys need only the species they name
      // (the sample holds the demo's and the fixtures' species). A test that needs the whole catalogue says so.
      SPECIES_CATALOGUE: 'sample',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  await waitForHealth(url, child, () => output).catch((error: unknown) => {
    // A server that never became healthy must not outlive the test or benchmark that started it.
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    dataDir,
    // Defined once spawn succeeded, which waitForHealth has just proven.
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
