import { defineConfig } from 'vitest/config';

/** The dev server (`npm run dev`), started for real: run alone, after the build checks. */
export default defineConfig({
  test: {
    include: ['tests/dev/**/*.test.ts'],
    environment: 'node',
    testTimeout: 150_000,
    hookTimeout: 150_000,
  },
});
