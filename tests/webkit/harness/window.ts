import type { WebDriver, WebElement } from 'selenium-webdriver';
import { describeQuery, encodeQuery, type Query, queryScript, testingLibrary } from './queries';
import { waitUntilSteady } from './steady';

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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long `arrived` waits for one answer before asking again. A question sent while the window
 * leaves about:blank for the site (a new web process) went unanswered for good 3 times in 120
 * such opens here, each then a 30 s stall and a rerun; asking again found the page at once.
 */
const POLL_ANSWER_MS = 3000;

/** One MiniBrowser window: its size and the page it shows. */
export class WebKitBrowser {
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

  /**
   * Makes the page's viewport exactly `width` x `height` CSS pixels (the window is taller by
   * MiniBrowser's toolbar), with the window's corner at (x, y) on the X screen.
   */
  async resize(height: number, x: number, y: number): Promise<void> {
    const [inner, outer] = await this.run<[number, number]>('return [innerHeight, outerHeight]');
    const { width } = this;
    const rect = { x, y, width, height: height + outer - inner };
    const size = () => this.run<[number, number]>('return [innerWidth, innerHeight]');
    // GTK resizes the window a moment after it is asked: wait for the page to see it, ask again once.
    let seen: [number, number] = [0, 0];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await this.driver.manage().window().setRect(rect);
      const right = ([w, h]: [number, number]) => w === width && h === height;
      seen = await this.until('the viewport should take its size', size, right, 3000).catch(size);
      if (right(seen)) return;
    }
    throw new Error(`asked WebKit for a ${width}x${height} viewport, got ${seen[0]}x${seen[1]}`);
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

  /** Waits for the new document after `leaving` and a navigation, and watches it for errors. */
  async arrived(route: string): Promise<void> {
    this.route = route;
    const deadline = Date.now() + 20_000;
    let state: [string, string] | null = null;
    let refused = '';
    while (Date.now() < deadline) {
      // While the old document unloads the driver may answer with an error: try again.
      const asked = this.driver
        .executeScript<[string, string] | null>(watchScript)
        .catch((error: Error) => {
          refused = `${error.name}: ${error.message}`;
          return null;
        });
      state = await Promise.race([asked, pause(POLL_ANSWER_MS).then(() => null)]);
      if (state && state[1] !== 'loading') return;
      await pause(state ? 50 : 10);
    }
    const last = state ? JSON.stringify(state) : `the driver's error, ${refused}`;
    const message = `${this.where}: the page did not load in 20 s (last seen: ${last})`;
    // Said at once as well: a test that passes when run again would otherwise leave no word.
    console.warn(message);
    throw new Error(message);
  }

  /** The uncaught errors and rejections the page has had so far. */
  errors(): Promise<string[]> {
    return this.driver.executeScript<string[]>(
      'return window.__webkitSuiteErrors || ["(the error watcher is missing: the page was left)"]',
    );
  }

  /** Runs a script in the page (a function body; `arguments` holds the arguments). */
  async run<T>(script: string, ...args: unknown[]): Promise<T> {
    try {
      return await this.driver.executeScript<T>(script, ...args);
    } catch (error) {
      // The driver's own message ('Node ... was not found') says neither page nor width.
      if (error instanceof Error) error.message = `${this.where}: ${error.name}: ${error.message}`;
      throw error;
    }
  }

  /** Every element matching the query, now. */
  async all(query: Query, within?: WebElement): Promise<WebElement[]> {
    let found = await this.run<WebElement[] | string>(
      queryScript,
      encodeQuery(query),
      within ?? null,
    );
    if (found === 'no-testing-library') {
      await this.run(`${testingLibrary};window.__webkitSuiteTL = TestingLibraryDom;`);
      found = await this.run<WebElement[] | string>(
        queryScript,
        encodeQuery(query),
        within ?? null,
      );
    }
    return typeof found === 'string' ? [] : found;
  }

  /** The one element matching the query, waiting for it to appear (as a person would look). */
  async get(query: Query, within?: WebElement, timeoutMs = 15_000): Promise<WebElement> {
    const deadline = Date.now() + timeoutMs;
    let count = 0;
    while (Date.now() < deadline) {
      const found = await this.all(query, within);
      count = found.length;
      if (count === 1 && found[0]) return found[0];
      await pause(100);
    }
    throw new Error(
      `${this.where}: expected one ${describeQuery(query)}${within ? ' in its container' : ''}, found ${count}`,
    );
  }

  /** The first element matching the query, waiting for one (where a page repeats a control). */
  async first(query: Query, within?: WebElement): Promise<WebElement> {
    const found = await this.until(
      `expected a ${describeQuery(query)}`,
      () => this.all(query, within),
      (all) => all.length > 0,
    );
    return found[0] as WebElement;
  }

  /** Waits until `check` holds, failing with `what` and the last value seen. */
  async until<T>(
    what: string,
    read: () => Promise<T>,
    check: (value: T) => boolean,
    timeoutMs = 10_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let value = await read();
    while (!check(value)) {
      if (Date.now() > deadline) {
        const label = what.startsWith(this.where) ? what : `${this.where}: ${what}`;
        throw new Error(`${label}; last seen: ${JSON.stringify(value)}`);
      }
      await pause(100);
      value = await read();
    }
    return value;
  }

  /** Waits until the element's attribute has the value. */
  async attributeIs(
    element: WebElement,
    name: string,
    value: string | null,
    what: string,
  ): Promise<void> {
    await this.until(
      `${what}: ${name} should be ${JSON.stringify(value)}`,
      () => element.getDomAttribute(name),
      (seen) => seen === value,
    );
  }

  /**
   * Clicks the element as a person would: brought into view first (WebKit's driver does not
   * scroll an element below the fold to click it), then a real click at its middle.
   */
  async click(element: WebElement, what = 'the control'): Promise<void> {
    const inView = await this.run<boolean>(
      'const box = arguments[0].getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight;',
      element,
    );
    if (!inView) await this.scrollTo(element);
    // As a person waits for a moving button to come to rest: a section rising in, an image
    // arriving above it, would otherwise take the click somewhere else.
    await waitUntilSteady(
      () =>
        this.run<number[]>(
          'const b = arguments[0].getBoundingClientRect(); return [b.x, b.y, b.width, b.height];',
          element,
        ),
      { quietMs: 150, intervalMs: 50, timeoutMs: 3000 },
    );
    await element.click().catch((error: Error) => {
      throw new Error(
        `${this.where}: ${what} could not be clicked (${error.name} ${error.message})`,
      );
    });
  }

  /** Waits until the island holding the element has started: a button before then does nothing. */
  async started(element: WebElement): Promise<void> {
    await this.until(
      'the island holding this control should start',
      () => this.run<boolean>(`return !arguments[0].closest('astro-island[ssr]')`, element),
      Boolean,
    );
  }

  /** True when the element takes up room on screen and is not hidden by style. */
  visible(element: WebElement): Promise<boolean> {
    return this.run<boolean>(
      `const el = arguments[0]; const box = el.getBoundingClientRect();
       return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });`,
      element,
    );
  }

  /** Waits until the element is shown (or with `shown` false, hidden), as a person would look again. */
  async shows(element: WebElement, what: string, shown = true): Promise<void> {
    await this.until(
      `${what} should be ${shown ? 'shown' : 'hidden'}`,
      () => this.visible(element),
      (seen) => seen === shown,
    );
  }

  /** Scrolls the element to the middle of the window at once, as a reader who got there. */
  async scrollTo(element: WebElement): Promise<void> {
    await this.run(
      `arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })`,
      element,
    );
  }

  /** Goes down the page a screen at a time, so every island near the screen wakes, then back up. */
  async scrollThrough(): Promise<void> {
    await this.driver.executeAsyncScript(`
      const done = arguments[arguments.length - 1];
      (async () => {
        const step = Math.max(200, Math.floor(innerHeight * 0.7));
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
        scrollTo({ top: 0, behavior: 'instant' });
      })().then(done, done);
    `);
  }

  /** The islands still waiting to start: each one's component, by its script's name. */
  sleepingIslands(): Promise<string[]> {
    return this.run<string[]>(
      `return [...document.querySelectorAll('astro-island[ssr]')].map((island) =>
        (island.getAttribute('component-url') || '?').replace(/^.*\\//, '').replace(/\\..*$/, ''))`,
    );
  }

  /**
   * Scrolls to every island in turn until each has started; returns those that never did. An
   * island the quick scroll passed between two frames is scrolled to again.
   */
  async wakeEveryIsland(): Promise<string[]> {
    await this.scrollThrough();
    for (let round = 0; round < 20; round += 1) {
      const asleep = await this.sleepingIslands();
      if (asleep.length === 0) return [];
      await this.run(
        `const asleep = document.querySelectorAll('astro-island[ssr]');
         const island = asleep[arguments[0] % Math.max(asleep.length, 1)];
         (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' });`,
        round,
      );
      await pause(round < 10 ? 300 : 1000);
    }
    return this.sleepingIslands();
  }
}
