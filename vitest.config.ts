// Test tiers, each with its own npm script (see README "Tests").
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'functions/src/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/capacity/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: { name: 'infra', include: ['infra/test/**/*.test.ts'], testTimeout: 120_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/local-stack.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A browser waits on the stack; the default 1 s poll is too short on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/support/local-stack.setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
