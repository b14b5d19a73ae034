// The Lighthouse benchmark: performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS for
// home, explore and a sighting page, served by the production build (the real server with demo content), in
// the system Chromium with Lighthouse's default (mobile) settings. Each page runs LIGHTHOUSE_RUNS times (3 by
// default) and reports the median; the full reports of the last run go to bench/results/lighthouse-<page>.json.
//
// Everything stays on 127.0.0.1: Lighthouse's locales, stack packs, axe and entity data ship in the npm
// package, robots.txt comes from our server, Chromium's own background connections are switched off and
// third-party requests of the pages (map tiles) are blocked.
import fs from 'node:fs';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { demoSightingPath, startDemoServer } from './demo-server';
import { type Figure, median } from './figures';
import { buildWebApp } from './web-bundle';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGETS = { performance: 90, accessibility: 95, cls: 0.1 };
/** A run that takes longer than this is stuck (Lighthouse's own page-load limit is 45 s). */
const RUN_TIMEOUT_MS = 180_000;
const resultsDir = path.join(import.meta.dirname, 'results');

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine (higher is faster; ~2,350 on the CI kind of machine). */
  benchmarkIndex: number;
  /** Main-thread work and script boot-up as Lighthouse reports them (simulated 4x slowdown). */
  mainThreadMs: number;
  bootupMs: number;
}

function chromiumPath(): string {
  const found = CHROMIUM_CANDIDATES.find((p): p is string => Boolean(p && fs.existsSync(p)));
  if (!found) throw new Error('Chromium not found: install the Debian package chromium or set CHROMIUM_PATH');
  return found;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${RUN_TIMEOUT_MS} ms`)),
      RUN_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit}`);
  return value;
}

async function audit(chrome: LaunchedChrome, url: string): Promise<{ run: PageRun; lhr: Result }> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The server under test is plain http on 127.0.0.1, so this blocks only third parties: the sighting page's
    // map tiles (tile.openstreetmap.org), which this machine cannot reach. Lighthouse does not count blocked
    // requests as console errors.
    blockedUrlPatterns: ['https://*'],
  };
  let result = await withTimeout(lighthouse(url, flags), `Lighthouse on ${url}`);
  // Chromium sometimes loses the trace's navigation start under load; Lighthouse's advice is to run again.
  if (result?.lhr.runtimeError?.code === 'NO_NAVSTART')
    result = await withTimeout(lighthouse(url, flags), `Lighthouse on ${url}`);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_TRACE=1 keeps the observed trace of each page's last run (the tasks Lantern scales by 4 for TBT).
  if (process.env.LIGHTHOUSE_TRACE) {
    const page = new URL(url).pathname.replace(/\W+/g, '-');
    fs.writeFileSync(
      path.join(resultsDir, `lighthouse-trace${page}.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    lhr,
    run: {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
      bootupMs: numeric(lhr, 'bootup-time'),
    },
  };
}

/** The audits that cost points, so a missed budget says why (printed, not part of the figures). */
function failingAudits(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map(
      (a) => `${a.id} (${Math.round((a.score ?? 0) * 100)})${a.displayValue ? `: ${a.displayValue}` : ''}`,
    );
}

function pageFigures(name: string, runs: PageRun[]): Figure[] {
  const med = (pick: (r: PageRun) => number) => median(runs.map(pick));
  const performance = med((r) => r.scores.performance);
  const accessibility = med((r) => r.scores.accessibility);
  const cls = med((r) => r.cls);
  return [
    {
      figure: `${name} performance`,
      value: performance,
      unit: '',
      budget: `>= ${BUDGETS.performance}`,
      withinBudget: performance >= BUDGETS.performance,
    },
    {
      figure: `${name} accessibility`,
      value: accessibility,
      unit: '',
      budget: `>= ${BUDGETS.accessibility}`,
      withinBudget: accessibility >= BUDGETS.accessibility,
    },
    { figure: `${name} best-practices`, value: med((r) => r.scores['best-practices']), unit: '' },
    { figure: `${name} SEO`, value: med((r) => r.scores.seo), unit: '' },
    { figure: `${name} LCP`, value: med((r) => r.lcpMs), unit: 'ms' },
    { figure: `${name} TBT`, value: med((r) => r.tbtMs), unit: 'ms' },
    { figure: `${name} main-thread work`, value: med((r) => r.mainThreadMs), unit: 'ms' },
    { figure: `${name} script boot-up`, value: med((r) => r.bootupMs), unit: 'ms' },
    // Scores depend on the machine: figures from hosts with different indexes are not comparable.
    { figure: `${name} benchmarkIndex`, value: med((r) => r.benchmarkIndex), unit: '' },
    // Three decimals: CLS budgets are read at that precision.
    {
      figure: `${name} CLS (x1000)`,
      value: cls * 1000,
      unit: '',
      budget: `< ${BUDGETS.cls * 1000}`,
      withinBudget: cls < BUDGETS.cls,
    },
  ];
}

export async function lighthouseBenchmark(): Promise<Figure[]> {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  await buildWebApp();
  const server = await startDemoServer();
  let chrome: LaunchedChrome | undefined;
  try {
    // LIGHTHOUSE_PAGES=sighting (a comma list of page names) measures only those pages, for quicker iteration.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const pages = [
      { name: 'home', path: '/' },
      { name: 'explore', path: '/explore' },
      { name: 'sighting', path: await demoSightingPath(server) },
      { name: 'species', path: '/species/ursus-maritimus' },
      { name: 'locations', path: '/locations' },
      { name: 'location', path: '/location/serengeti-national-park' },
      { name: 'migrations', path: '/migrations' },
      { name: 'rare-tracker', path: '/rare-tracker' },
      { name: 'discovery', path: '/discovery?location=serengeti-national-park' },
      { name: 'pricing', path: '/pricing' },
      { name: 'contests', path: '/contests' },
      { name: 'contest-voting', path: '/contest-voting' },
      { name: 'gift-card-offer', path: '/gift-card-offer' },
      { name: 'shop', path: '/shop' },
      { name: 'amazon-shop', path: '/amazon-shop' },
      { name: 'print-shop', path: '/print-shop' },
      { name: 'location-guides', path: '/location-guides' },
      // Content and help pages (issue 16): the article lists and an article meet the home page's budgets.
      { name: 'articles', path: '/articles' },
      { name: 'article', path: '/articles/birding-for-beginners' },
      { name: 'blog', path: '/blog' },
      { name: 'education', path: '/education' },
      { name: 'conservation', path: '/conservation' },
      { name: 'resources', path: '/resources' },
      { name: 'faq', path: '/faq' },
      { name: 'contact', path: '/contact' },
      { name: 'terms', path: '/terms' },
      { name: 'comments-demo', path: '/comments-demo' },
      { name: 'social-media-promo', path: '/social-media-promo' },
      { name: 'instagram-post', path: '/instagram-post' },
      { name: 'i18n-test', path: '/i18n-test' },
      // Field mode (issue 17); /field/quick-sighting is for members, so a visitor is sent to sign in.
      { name: 'field-mode', path: '/field-mode' },
      { name: 'field-tools', path: '/field/tools' },
      { name: 'field-settings', path: '/field/settings' },
    ].filter((page) => !only || only.includes(page.name));
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const figures: Figure[] = [];
    for (const page of pages) {
      const pageRuns: PageRun[] = [];
      let last: Result | undefined;
      for (let i = 0; i < runs; i += 1) {
        const { run, lhr } = await audit(chrome, `${server.url}${page.path}`);
        console.log(
          `lighthouse ${page.name} run ${i + 1}: performance ${run.scores.performance}, TBT ${run.tbtMs.toFixed(0)} ms, ` +
            `LCP ${run.lcpMs.toFixed(0)} ms, main-thread ${run.mainThreadMs.toFixed(0)} ms, ` +
            `boot-up ${run.bootupMs.toFixed(0)} ms, benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`,
        );
        pageRuns.push(run);
        last = lhr;
      }
      if (last) {
        fs.writeFileSync(path.join(resultsDir, `lighthouse-${page.name}.json`), JSON.stringify(last));
        const failing = failingAudits(last);
        if (failing.length) console.log(`lighthouse ${page.path}: audits below 90: ${failing.join('; ')}`);
      }
      figures.push(...pageFigures(page.name, pageRuns));
    }
    return figures;
  } finally {
    chrome?.kill();
    await server.stop();
  }
}
