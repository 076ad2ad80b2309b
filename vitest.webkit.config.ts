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
    // Once more only when the browser stopped answering: WebKitWebDriver gave no answer to a
    // command (harness/answerDeadline.ts), or a page's scripts could not run for 20 s. Each came
    // once in a run on a busy host, on the home page at 1280 px (a test ran out its 60 s with no
    // word of where it waited; a page 'did not load' after the previous spec), and neither came
    // back in dozens of runs; the tests after it in the same window passed in seconds. A test that
    // finds a miss, or anything else wrong with the page, fails at once.
    retry: { count: 1, condition: /WebKitWebDriver gave no answer|the page did not load in 20 s/ },
    reporters: ['default'],
  },
});
