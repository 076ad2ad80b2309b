import { defineConfig } from 'vitest/config';

/**
 * The WebKit suite (`npm run e2e:webkit`): WebKitGTK through WebKitWebDriver under Xvfb, against
 * the built site. One file at a time: the files share the browsers the global setup opened.
 */
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/webkit/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/webkit/harness/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
