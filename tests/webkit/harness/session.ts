import { Session, WebDriver } from 'selenium-webdriver';
import { HttpClient } from 'selenium-webdriver/http';
import { inject } from 'vitest';
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
  return new WebKitBrowser(driver, run.serverUrl, motion, width);
}
