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
    // Once more only when WebKitWebDriver stopped answering a command (harness/answerDeadline.ts):
    // once in a CI run a window's first test ran out its 60 s with no word of where it waited.
    // A test that finds a miss, or anything else wrong with the page, fails at once.
    retry: { count: 1, condition: /WebKitWebDriver gave no answer/ },
    reporters: ['default'],
  },
});
