import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = {
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'src/test/server-only-stub.ts'),
    },
  },
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on a 2-core machine the suites ran one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.integration.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/test/integration-setup.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Each test file opens its own in-memory PGlite (or its own database on a server).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
