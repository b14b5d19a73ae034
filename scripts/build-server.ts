// Bundles the server (server/main.ts and everything it imports from server/ and common/) into one ES module,
// dist/server/main.js, which `npm start` runs with plain node. Running the TypeScript through tsx instead costs
// ~60-90 MB of resident memory (its loader thread, source maps and per-module transforms; docs/PERFORMANCE.md,
// Server memory). Packages stay external: they load from node_modules as they do under tsx, native ones
// (sharp, @node-rs/argon2) and PGlite's WebAssembly included.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');
const outFile = path.join(outDir, 'main.js');

/**
 * Server modules find files beside their source (migrations, demo photos, locale files, the HEIC worker) from
 * import.meta.url / dirname / filename. In the bundle those would all name dist/server/main.js, so each
 * module's own location is written in, relative to the bundle: the paths keep resolving to the source tree
 * wherever the repository lives.
 */
const sourceLocation: Plugin = {
  name: 'source-location',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const relative = (to: string) => JSON.stringify(path.relative(outDir, to).split(path.sep).join('/'));
      const fileUrl = `new URL(${relative(args.path)}, import.meta.url)`;
      const contents = source
        .replaceAll('import.meta.url', `${fileUrl}.href`)
        .replaceAll('import.meta.filename', `__wlFileURLToPath(${fileUrl})`)
        .replaceAll('import.meta.dirname', `__wlPath.dirname(__wlFileURLToPath(${fileUrl}))`);
      return {
        contents,
        loader: args.path.endsWith('ts') ? 'ts' : 'js',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/** Writes dist/server/main.js from the working tree (~0.2 s); answers the bundle's path. */
export async function buildServerBundle(): Promise<string> {
  const started = performance.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outdir: outDir,
    entryNames: 'main',
    // The modules the server imports only when configured (S3 storage, the Stripe and PayPal providers) go into
    // chunks of their own, loaded on that import: in one file their SDKs (imported at its top) loaded in every
    // process, ~25 MB of resident memory. Chunks sit beside main.js, so the source locations stay right.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // A map for reading a stack trace by hand; node does not load it unless started with --enable-source-maps.
    sourcemap: 'linked',
    banner: {
      js: "import __wlPath from 'node:path';\nimport { fileURLToPath as __wlFileURLToPath } from 'node:url';",
    },
    plugins: [sourceLocation],
    logLevel: 'warning',
  });
  const kb = Math.round(fs.statSync(outFile).size / 1024);
  const ms = Math.round(performance.now() - started);
  console.log(`server bundle: ${path.relative(root, outFile)} (${kb} KB) in ${ms} ms`);
  return outFile;
}

// `npm run build:server` runs this file; the memory benchmark imports it to build before it measures.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServerBundle();
}
