// Where a page's main-thread time goes while it loads: `npm run profile -- sighting` (or home, explore, or a
// path). Builds the web app without minifying (readable function names) into a temporary directory, serves it
// with demo content, loads the page in the system Chromium as Lighthouse's mobile run does (412 x 823 at 1.75x,
// CPU slowed 4x) and prints every main-thread task of 50 ms or more — the tasks Total Blocking Time counts —
// with the browser's own work in it (layout, style, script evaluation) and the functions that took the time.
// A diagnostic, not a benchmark: it prints no figures to compare, only what to look at.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { demoSightingPath, startDemoServer } from './demo-server';

// PROFILE_CPU_SLOWDOWN=1 profiles as Lighthouse observes a page (its simulation then scales every task by 4):
// the tasks listed are then those of 12.5 ms or more, which the simulation counts as long.
const CPU_SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const LONG_TASK_MS = 50 / (4 / CPU_SLOWDOWN);
const SETTLE_MS = 8_000;
const BROWSER_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const repo = path.resolve(import.meta.dirname, '..');

function buildUnminified(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // WEB_DIST_DIR, not --outDir: the service worker's precache list reads the manifest from the config's outDir.
    const args = ['vite', 'build', '--config', 'web/vite.config.ts', '--emptyOutDir'];
    const child = spawn('npx', [...args, '--minify', 'false', '--logLevel', 'warn'], {
      cwd: repo,
      env: { ...process.env, WEB_DIST_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || ''}:${frame.lineNumber + 1}`;

/** The sampled functions inside [start, end] (trace microseconds): inclusive and self time in ms. */
function functionsIn(profile: CpuProfile, start: number, end: number, count = 10) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((sample, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (time < start || time > end) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(sample);
    if (!leaf) return;
    self.set(label(leaf.callFrame), (self.get(label(leaf.callFrame)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === '(root)') continue;
      const name = label(node.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(' | ');
  return { inclusive: top(inclusive, count), self: top(self, Math.round(count * 0.8)) };
}

function report(events: TraceEvent[], profile: CpuProfile, pageUrl: string): void {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e: TraceEvent) => mainThreads.has(`${e.pid}:${e.tid}`);
  // The page's own navigation (the tab opens on about:blank first).
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(pageUrl),
  );
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && (e.dur ?? 0) / 1000 >= LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_TASK_MS;
    const work = new Map<string, number>();
    for (const e of events) {
      if (e.ph !== 'X' || e === task || e.pid !== task.pid || e.tid !== task.tid) continue;
      // The browser's own steps, and any other event that takes a good part of the task (compiling, decoding).
      if (!BROWSER_EVENTS.has(e.name) && (e.dur ?? 0) < (task.dur ?? 0) / 5) continue;
      if (e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
        work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const at = ((task.ts - (navigation?.ts ?? task.ts)) / 1000).toFixed(0);
    const browserWork = [...work].map(([name, t]) => `${name} ${t.toFixed(0)}`).join(', ');
    const fns = functionsIn(profile, task.ts, end);
    console.log(`\ntask at ${at} ms: ${ms.toFixed(0)} ms  [${browserWork}]`);
    if (fns.inclusive) console.log(`  inclusive: ${fns.inclusive}`);
    if (fns.self) console.log(`  self:      ${fns.self}`);
  }
  // All the main thread's work in the window, long tasks or not: what a slower machine turns into long tasks.
  const allTasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e));
  const busy = allTasks.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const longest = Math.max(0, ...allTasks.map((e) => (e.dur ?? 0) / 1000));
  console.log(
    `\nmain thread busy ${busy.toFixed(0)} ms in ${allTasks.length} tasks (longest ${longest.toFixed(0)} ms)`,
  );
  const whole = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && BROWSER_EVENTS.has(e.name) && onMain(e))
      whole.set(e.name, (whole.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log(`  browser work: ${[...whole].map(([name, t]) => `${name} ${t.toFixed(0)}`).join(', ')}`);
  const all = functionsIn(profile, navigation?.ts ?? 0, Number.POSITIVE_INFINITY, 25);
  console.log(`  all functions, inclusive: ${all.inclusive}`);
  console.log(`  all functions, self:      ${all.self}`);
  console.log(
    `${tasks.length} tasks of ${LONG_TASK_MS} ms or more at ${CPU_SLOWDOWN}x; their time over ${LONG_TASK_MS} ms: ` +
      `${blocking.toFixed(0)} ms (Lighthouse's TBT counts these between first paint and interactive)`,
  );
}

async function profilePage(which: string): Promise<void> {
  const pagePath =
    which === 'sighting'
      ? await demoSightingPath(server)
      : which === 'home'
        ? '/'
        : which === 'explore'
          ? '/explore'
          : which;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Third parties (map tiles) are out of reach here, as in the Lighthouse benchmark.
  await page.route('https://**', (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const traceFile = path.join(workDir, 'trace.json');
  await browser.startTracing(page, {
    path: traceFile,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  const pageUrl = `${server.url}${pagePath}`;
  await page.goto(pageUrl);
  await page.waitForTimeout(SETTLE_MS);
  await browser.stopTracing();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  console.log(`\n${pagePath}: main-thread tasks while loading (Chromium, ${CPU_SLOWDOWN}x CPU slowdown)`);
  report(trace.traceEvents, profile, pageUrl);
  await context.close();
}

// One or more pages, comma-separated (`home,explore,sighting`): one build and one server for all of them.
const which = (process.argv[2] ?? 'sighting').split(',').map((name) => name.trim());
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-profile-'));
const webDir = path.join(workDir, 'web');
await buildUnminified(webDir);
// The server (and its start-up check) reads WEB_DIST_DIR: this run serves its own unminified build.
process.env.WEB_DIST_DIR = webDir;
const server = await startDemoServer(webDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const name of which) await profilePage(name);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
