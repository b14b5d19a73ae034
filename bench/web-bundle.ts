// The web first-load benchmark: gzip size of the JavaScript and CSS a browser fetches before home, explore and a
// sighting page can render, computed from the production build's index.html and Vite manifest.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './figures';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const repo = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR places the build elsewhere (vite.config.ts and the server read the same variable), so runs that
// build side by side never overwrite each other's dist/web.
const outDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repo, 'dist', 'web');
const HOME_BUDGET_KB = 170;

/** The routes measured, each with the manifest key of the lazy page chunk its route table entry loads. */
const ROUTES = [
  { name: 'home', page: 'src/pages/home/HomePage.tsx' },
  { name: 'explore', page: 'src/pages/explore/ExplorePage.tsx' },
  { name: 'sighting', page: 'src/pages/sighting/SightingPage.tsx' },
] as const;

let webBuild: Promise<void> | undefined;

/** Builds the web app once per benchmark run (the `web` and `lighthouse` benchmarks share the build). */
export function buildWebApp(): Promise<void> {
  webBuild ??= build();
  return webBuild;
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

/** Collects a chunk and everything it imports statically (what the browser must fetch before running it). */
function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  // `dynamicImports` are deliberately left out: they load later, on demand.
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

const gzipSizes = new Map<string, number>();
function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    bytes += size;
  }
  return bytes / 1024;
}

/** Builds the web app, then sums the gzip size of each measured route's first-load JavaScript and CSS. */
export async function webBundleBenchmark(): Promise<Figure[]> {
  await buildWebApp();
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // What index.html itself references (entry script, modulepreloads, stylesheets), as a cross-check on the manifest.
  const htmlJs = new Set<string>();
  const htmlCss = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/([^"]+\.(js|css))"/g)) {
    const file = match[1] ?? '';
    (match[2] === 'css' ? htmlCss : htmlJs).add(file);
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');

  const figures: Figure[] = [];
  for (const route of ROUTES) {
    const js = new Set(htmlJs);
    const css = new Set(htmlCss);
    collect(manifest, entryKey, js, css);
    collect(manifest, route.page, js, css);
    const jsKb = gzipKb(js);
    figures.push({
      figure: `${route.name} first-load JS (gzip)`,
      value: jsKb,
      unit: 'KB',
      budget: `< ${HOME_BUDGET_KB} KB`,
      withinBudget: jsKb < HOME_BUDGET_KB,
    });
    figures.push({ figure: `${route.name} first-load CSS (gzip)`, value: gzipKb(css), unit: 'KB' });
  }
  return figures;
}
