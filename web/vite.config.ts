import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { englishByArea } from './english-by-area';

const root = import.meta.dirname;
// WEB_DIST_DIR lets a build land elsewhere (the server serves the same variable), e.g. two builds side by side.
const outDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(root, '../dist/web');

// The service worker's source: a second entry of the build, written as /sw.js (see serviceWorkerInDev below).
const serviceWorkerSource = path.join(root, 'src', 'service-worker', 'sw.ts');
const serviceWorkerDir = path.dirname(serviceWorkerSource) + path.sep;

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
        // The service worker stays uncompressed: the server can then send it as text/javascript (its
        // pre-compressed copies would go out typed by @fastify/static), and it is a few KB fetched rarely.
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
 * changes, /sw.js, for scope '/': the build writes it there without a hash (build.rolldownOptions below), and the
 * dev server answers /sw.js with the module transformed from source (registered as a module worker in dev, see
 * features/realtime-alerts/browser-notification.ts).
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
      // index.html first: bench/web-bundle.ts takes the manifest's first entry as the app's.
      input: { index: path.join(root, 'index.html'), sw: serviceWorkerSource },
      output: {
        // The worker's address must not change (pages register it by name, and the browser finds a new
        // version by fetching the same address again); everything else keeps Vite's fingerprinted names.
        entryFileNames: (chunk) =>
          chunk.facadeModuleId === serviceWorkerSource ? 'sw.js' : 'assets/[name]-[hash].js',
        // Everything the entry needs statically in one chunk: one request instead of ~15, and one gzip
        // dictionary for all of it (~6 KB less than the same code split across shared chunks). The worker's
        // modules stay out of it: a classic worker cannot import a chunk, and must not carry the app.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !id.startsWith(serviceWorkerDir) }],
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
