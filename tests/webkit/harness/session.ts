import { Session, WebDriver } from 'selenium-webdriver';
import { HttpClient } from 'selenium-webdriver/http';
import { afterAll, inject } from 'vitest';
import { ExecutorWithDeadline } from './answerDeadline';
import { type Motion, WebKitBrowser, type WebKitRun, type Width } from './webkitBrowser';

export { inOrder, type Motion, WebKitBrowser, type Width, widths } from './webkitBrowser';

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: WebKitRun;
  }
}

/**
 * Attaches to the browser the global setup opened for this width and motion setting: one
 * MiniBrowser each, shared by the spec files, its window already the width asked for.
 */
export function browser(width: Width, motion: Motion = 'normal'): WebKitBrowser {
  const run = inject('webkit');
  const { driverUrl, sessionId } = run.sessions[`${motion}-${width}`];
  const driver = new WebDriver(
    new Session(sessionId, {}),
    new ExecutorWithDeadline(new HttpClient(driverUrl)),
  );
  // Once the block's tests are done, its window shows a blank page: a page left open goes on
  // drawing its animations (the home page's first screen, untouched, took about 0.9 of a core
  // per window here) while the other window's tests, or the next file's, wait for the CPU.
  afterAll(() => driver.get('about:blank'));
  return new WebKitBrowser(driver, run.serverUrl, motion, width);
}
