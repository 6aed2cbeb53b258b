import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default outside watch mode is one worker fewer than the cores: one worker on these
    // 2-core machines. Two keep both cores busy (much of the suite waits on PostgreSQL and on the
    // deploy tests' server processes): 572-627 s -> 272-434 s for the whole suite here.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database and app, so the files of a worker share their modules
          // instead of importing the whole server again per file: 238 -> 148 s for this project here.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real server processes on the machine's PostgreSQL, Redis and an S3 server (tests/deploy).
        resolve: { alias },
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // Above the 10 s a findBy may wait (tests/ui/setup.ts), with room for a flow of several.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
