import { defineConfig } from 'vitest/config';

/** Rebuilds from the persistent caches (run alone, after the checks over doc_build/). */
export default defineConfig({
  test: {
    include: ['tests/rebuild/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
