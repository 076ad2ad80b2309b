import { Session, WebDriver } from 'selenium-webdriver';
import { HttpClient } from 'selenium-webdriver/http';
import { afterAll, inject } from 'vitest';
import { ExecutorWithDeadline } from './answerDeadline';
import { type Motion, type WebKitRun, WebKitWindow, type Width } from './window';

export { inOrder, type Motion, WebKitWindow, type Width, widths } from './window';

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: WebKitRun;
  }
}

/**
 * Attaches selenium to the session the global setup opened for this width and motion setting:
 * one MiniBrowser each, shared by the spec files, its window already the width asked for.
 */
export function browser(width: Width, motion: Motion = 'normal'): WebKitWindow {
  const run = inject('webkit');
  const { driverUrl, sessionId } = run.sessions[`${motion}-${width}`];
  let where = () => `${width} px`;
  const executor = new ExecutorWithDeadline(new HttpClient(driverUrl), () => where());
  const driver = new WebDriver(new Session(sessionId, {}), executor);
  const window = new WebKitWindow(driver, run.serverUrl, motion, width);
  where = () => window.where;
  // Once the block's tests are done, its window shows a blank page: a page left open goes on
  // drawing its animations (the home page's first screen, untouched, took about 0.9 of a core
  // per window here) while the other window's tests, or the next file's, wait for the CPU.
  afterAll(() => driver.get('about:blank'));
  return window;
}
