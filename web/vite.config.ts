import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { englishByArea } from './english-by-area';

const root = import.meta.dirname;
// WEB_DIST_DIR lets a build land elsewhere (the server serves the same variable), e.g. two builds side by side.
const outDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(root, '../dist/web');

// The service worker's source, built on its own into /sw.js (serviceWorker below; serviceWorkerInDev for dev).
const serviceWorkerSource = path.join(root, 'src', 'service-worker', 'sw.ts');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz copies of the text files of the build, which the server sends to browsers that accept
 * them (@fastify/static's preCompressed): compressed once at build time instead of on every request. Brotli
 * quality 10: within 2% of 11 at a third of the time.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'wildlens:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const work = Object.entries(bundle).map(async ([fileName, output]) => {
        if (!compressible.test(fileName) || fileName.startsWith('.vite/')) return;
        // The service worker is built after this (closeBundle, serviceWorker below) and stays uncompressed: the
        // server then sends it as text/javascript, and browsers fetch it rarely.
        if (fileName === 'sw.js') return;
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.length < 1024) return;
        const file = path.join(dir, fileName);
        const [br, gz] = await Promise.all([
          brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      });
      await Promise.all(work);
    },
  };
}

/**
 * The service worker (src/service-worker/sw.ts) must be served from the site root under a name that never
 * changes, /sw.js, for scope '/': the build writes it there without a hash (serviceWorker below), and the dev
 * server answers /sw.js with the module transformed from source (registered as a module worker in dev, see
 * features/realtime-alerts/browser-notification.ts; with no precache list there it does notifications alone).
 */
function serviceWorkerInDev(): Plugin {
  const sourceUrl = `/${path.relative(root, serviceWorkerSource).split(path.sep).join('/')}`;
  return {
    name: 'wildlens:service-worker-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/sw.js' || req.url?.startsWith('/sw.js?')) req.url = sourceUrl;
        next();
      });
    },
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Built files the precache leaves out, read from the build's .vite/manifest.json: the other languages' texts
 * (23 x ~200 KB; a member uses one, which the worker keeps once loaded) and what only the administrators' pages
 * load. Everything else the app can load is precached, so every member's page opens offline.
 */
function filesLeftOutOfPrecache(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const leftOut = (key: string) =>
    /^src\/locales\/[a-z]{2}\.json$/.test(key) || key.startsWith('src/pages/admin/');
  const filesReached = (skip: (key: string) => boolean) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const stack = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || skip(key)) continue;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
    }
    return files;
  };
  const kept = filesReached(leftOut);
  return new Set([...filesReached(() => false)].filter((file) => !kept.has(file)));
}

/**
 * The service worker, built by vite-plugin-pwa once the app is written (injectManifest: our own sw.ts, one
 * classic script with Workbox inside, and the list of files to precache put in place of self.__WB_MANIFEST).
 * Precached: index.html (the app shell every offline page boots from) and the built scripts and styles but
 * those filesLeftOutOfPrecache names, so any page, the field pages first, opens offline after one visit. Not:
 * source maps, the .br/.gz copies (the browser gets those by content negotiation), icons and images (fetched
 * on install or as seen). The manifest is a static file (public/manifest.webmanifest), so the dev server
 * serves it too.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: path.relative(root, path.dirname(serviceWorkerSource)),
    filename: path.basename(serviceWorkerSource),
    outDir,
    // The page registers the worker itself, after load (src/features/app-update/registration.ts).
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    injectManifest: {
      // One classic script: no module worker support needed, and nothing for the browser to fetch besides it.
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      // The entry chunk is ~600 KB; a file beyond this fails the build, so a new giant gets a decision.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => {
          const leftOut = filesLeftOutOfPrecache();
          return { manifest: entries.filter((entry) => !leftOut.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig({
  root,
  plugins: [
    englishByArea({
      localesDir: path.join(root, 'src', 'locales'),
      sourceDirs: [path.join(root, 'src'), path.resolve(root, '../common')],
    }),
    react(),
    tailwindcss(),
    precompress(),
    serviceWorker(),
    serviceWorkerInDev(),
  ],
  resolve: {
    alias: {
      '@common': path.resolve(root, '../common'),
      '@web': path.resolve(root, 'src'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // bench/web-bundle.ts reads .vite/manifest.json to know which chunks each route loads first.
    manifest: true,
    rolldownOptions: {
      // bench/web-bundle.ts takes the manifest's first entry as the app's (the worker is built apart).
      input: { index: path.join(root, 'index.html') },
      output: {
        // Everything the entry needs statically in one chunk: one request instead of ~15, and one gzip
        // dictionary for all of it (~6 KB less than the same code split across shared chunks).
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/media': 'http://localhost:5000',
      '/go': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
