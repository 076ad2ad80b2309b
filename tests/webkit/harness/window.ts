import type { WebDriver, WebElement } from 'selenium-webdriver';
import type { Query } from './queries';
import { stillFor } from './still';

export type Motion = 'normal' | 'reduced';

/** The two viewport widths every WebKit check runs at: a phone and a laptop. */
export const widths = [390, 1280] as const;
export type Width = (typeof widths)[number];

/**
 * The options of a test that must wait for the one before it: the widths run side by side
 * (`describe.concurrent.each(widths)`), but one browser's pages go one at a time.
 */
export const inOrder = { concurrent: false } as const;

/** The key of one browser: 'normal-390', 'normal-1280', 'reduced-390'. */
export type SessionKey = `${Motion}-${Width}`;

/** What the global setup started, handed to every spec file. */
export interface WebKitRun {
  serverUrl: string;
  /** The copy of the site built with every analytics provider on (tests/analytics/). */
  analyticsUrl: string;
  sessions: Record<SessionKey, { driverUrl: string; sessionId: string }>;
}

/**
 * The page's uncaught errors and rejections, collected from as early as WebDriver can reach a
 * new document (WebKitGTK's driver has no BiDi, so no script can run before the page's own).
 */
const watchScript = `
  if (window.__webkitSuiteLeaving) return null;
  if (!window.__webkitSuiteErrors) {
    // Frames drawn so far: a page that draws none has not settled, only stalled.
    window.__webkitSuiteFrames = 0;
    const frame = () => { window.__webkitSuiteFrames += 1; requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    const errors = (window.__webkitSuiteErrors = []);
    window.addEventListener('error', (event) =>
      errors.push(event.message + ' (' + event.filename + ':' + event.lineno + ')'));
    window.addEventListener('unhandledrejection', (event) =>
      errors.push('unhandled rejection: ' + (event.reason instanceof Error
        ? event.reason.name + ': ' + event.reason.message : String(event.reason))));
  }
  return [location.pathname + location.hash, document.readyState];
`;

/**
 * How long `arrived` waits for one answer before asking again. A question sent while the window
 * leaves about:blank for the site (a new web process) went unanswered for good 3 times in 120
 * such opens here, each then a 30 s stall and a rerun; asking again found the page at once.
 */
const POLL_ANSWER_MS = 3000;

/** True when the element (arguments[0]) is wholly inside the window, top to bottom. */
export const inView =
  'const box = arguments[0].getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight;';

/**
 * One MiniBrowser window, driven through selenium's `driver`, and the route it shows: what
 * WebKitGTK needs beyond selenium (the arrival of a new document, the page's errors), and the
 * route and width every failure names.
 */
export class WebKitWindow {
  route = '';

  constructor(
    readonly driver: WebDriver,
    readonly serverUrl: string,
    readonly motion: Motion,
    readonly width: number,
  ) {}

  /** Where the test is, for failure messages: '/linkinbio at 390 px'. */
  get where(): string {
    return `${this.route} at ${this.width} px${this.motion === 'reduced' ? ' (reduced motion)' : ''}`;
  }

  /** Opens a route in a new document and starts watching it for errors. */
  async open(route: string): Promise<void> {
    await this.leaving();
    await this.driver.get(new URL(route, this.serverUrl).href);
    await this.arrived(route);
  }

  /** Marks the current document, so `arrived` can tell the next one from it. */
  async leaving(): Promise<void> {
    await this.driver.executeScript('window.__webkitSuiteLeaving = true').catch(() => undefined);
  }

  /**
   * Waits for the new document after `leaving` and a navigation (the sessions load pages with
   * the 'none' strategy), and watches it for errors. A question with no answer in 3 s is asked
   * again; while the old document unloads the driver may answer with an error: asked again too.
   */
  async arrived(route: string): Promise<void> {
    this.route = route;
    let state: [string, string] | null = null;
    let refused = '';
    const ask = () =>
      Promise.race([
        this.driver.executeScript<[string, string] | null>(watchScript).catch((error: Error) => {
          refused = `${error.name}: ${error.message}`;
          return null;
        }),
        this.driver.sleep(POLL_ANSWER_MS).then(() => null),
      ]);
    const message = () =>
      `${this.where}: the page did not load in 20 s (last seen: ${state ? JSON.stringify(state) : `the driver's error, ${refused}`})`;
    await this.driver
      .wait(
        async () => {
          state = await ask();
          return state !== null && state[1] !== 'loading';
        },
        20_000,
        '',
        10,
      )
      .catch((error: Error) => {
        // Said at once as well: a test that passes when run again would otherwise leave no word.
        console.warn(message());
        throw new Error(message(), { cause: error });
      });
  }

  /** The uncaught errors and rejections the page has had so far. */
  errors(): Promise<string[]> {
    return this.driver.executeScript<string[]>(
      'return window.__webkitSuiteErrors || ["(the error watcher is missing: the page was left)"]',
    );
  }

  /**
   * The one element the query finds, waiting for it to appear, as a person looks (Testing
   * Library's getBy, through selenium's `findElements` and `wait`).
   */
  find(query: Query, within?: WebElement, timeoutMs = 15_000): Promise<WebElement> {
    let count = 0;
    return this.driver.wait(
      async () => {
        const found = await (within ?? this.driver).findElements(query);
        count = found.length;
        return count === 1 ? found[0] : undefined;
      },
      timeoutMs,
      () =>
        `${this.where}: expected one ${query.description}${within ? ' in its container' : ''}, found ${count}`,
      100,
    ) as Promise<WebElement>;
  }

  /** Scrolls the element to the middle of the window at once, as a reader who got there. */
  async scrollTo(element: WebElement): Promise<void> {
    await this.driver.executeScript(
      `arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })`,
      element,
    );
  }

  /**
   * Clicks the element as a person would: brought into view first (WebKitWebDriver answers a
   * click on an element below the fold with ElementNotInteractableError), and once it has come to
   * rest (a section rising in, an image arriving above it, would otherwise take the click
   * somewhere else).
   */
  async click(element: WebElement): Promise<void> {
    if (!(await this.driver.executeScript<boolean>(inView, element))) await this.scrollTo(element);
    const box = () =>
      this.driver.executeScript<number[]>(
        'const b = arguments[0].getBoundingClientRect(); return [b.x, b.y, b.width, b.height];',
        element,
      );
    // A control that never comes to rest is clicked after 3 s all the same.
    await this.driver.wait(stillFor(box, { quietMs: 150 }).condition, 3000, '', 50).catch(() => {});
    await element.click();
  }

  /** Waits until the island holding the element has started: a button before then does nothing. */
  async started(element: WebElement): Promise<void> {
    await this.driver.wait(
      () =>
        this.driver.executeScript<boolean>(
          `return !arguments[0].closest('astro-island[ssr]')`,
          element,
        ),
      10_000,
      `${this.where}: the island holding this control should start`,
      100,
    );
  }

  /** Waits until the element's attribute has the value. */
  async attributeIs(element: WebElement, name: string, value: string, what: string) {
    let seen: string | null = null;
    await this.driver.wait(
      async () => {
        seen = await element.getDomAttribute(name);
        return seen === value;
      },
      10_000,
      () =>
        `${this.where}: ${what}: ${name} should be ${JSON.stringify(value)}, was ${JSON.stringify(seen)}`,
      100,
    );
  }
}

// Selenium's wait() calls a function given as its message when it times out, so a message can
// say what was last seen; the package's type declarations take a string only.
declare module 'selenium-webdriver/lib/webdriver' {
  interface WebDriver {
    wait<T>(
      condition: (driver: WebDriver) => T | PromiseLike<T>,
      timeout: number,
      message: () => string,
      pollTimeout?: number,
    ): Promise<T>;
  }
}
