import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine. The server
// tests spend much of their time waiting on PostgreSQL or their own timers, so two workers finish the PostgreSQL
// run a third sooner and the PGlite run a sixth (measured on ten files: 76 -> 52 s, 97 -> 83 s).
const workers = Math.max(2, os.availableParallelism() - 1);

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
          // Each file makes its own app and database, and no server test mocks modules or changes the
          // environment, so the files of a worker can share one module graph: importing the app once per worker
          // instead of once per file took the PGlite run from 19.4 to 7.8 minutes on the 2-core machine.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          maxWorkers: workers,
          setupFiles: ['./web/src/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A file whose settings have no data template yet makes one first (e2e/support/data-templates.ts).
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
