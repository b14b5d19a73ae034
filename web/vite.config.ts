import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': path.resolve(root, '../common'),
      '@web': path.resolve(root, 'src'),
    },
  },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // bench/web-bundle.ts reads .vite/manifest.json to know which chunks each route loads first.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/media': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
