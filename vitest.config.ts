import { defineConfig } from 'vitest/config';

// One run for every unit and service test: Node tests for libraries and services,
// a DOM project for React components. Browser journeys are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['contracts/src/**/*.test.ts', 'engine/**/*.test.ts', 'services/*/src/**/*.test.ts', 'tests/integration/**/*.test.ts', 'ui/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Starts its own copy of the product (npm start, API only): one file at a time.
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 150_000,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['shell/src/**/*.test.tsx', 'mfe-*/src/**/*.test.tsx', 'mfe-*/src/**/*.test.ts', 'shell/src/**/*.test.ts', 'ui/src/**/*.test.tsx'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
