import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  // The components' measuring code is tested as a site with analytics on runs it.
  define: { __MEASURING__: 'true', __EXPERIMENTING__: 'true' },
  test: {
    globals: true,
    environment: 'happy-dom',
    // One happy-dom per worker, each file still in its own context: a third of the time of a fresh
    // environment per file (108 of them).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
