import { defineConfig } from 'vitest/config';

/** Checks over the production build in doc_build/ (run after `npm run build`). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
