import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import type { findWebKit } from '../../../scripts/find-browser.ts';
import { answers, type Service, startService, stopService, waitUntil } from './services';
import type { Motion, Width } from './window';

/** The viewport's height at each width: an iPhone's 844 px, a laptop's 800 px. */
const viewportHeight: Record<Width, number> = { 390: 844, 1280: 800 };

/** How long a new MiniBrowser may take to answer its driver, and how often it is started. */
const SESSION_START_MS = 60_000;
const SESSION_ATTEMPTS = 3;

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; smaller toolbar buttons and
 * address bar let a 390 px phone window through (GTK styles its own widgets only, not the page).
 */
const narrowToolbar =
  'button, button *, entry, entry * { font-size: 4px; min-width: 0; padding: 0; margin: 0; }\n';

/** WebKitGTK matches prefers-reduced-motion: reduce when GTK's animations are off. */
const noAnimations = '[Settings]\ngtk-enable-animations=0\n';

/** A GTK settings folder for one browser: its toolbar narrowed, animations as asked. */
function gtkConfig(root: string, motion: Motion): string {
  const dir = join(root, 'config');
  mkdirSync(join(dir, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'), narrowToolbar);
  if (motion === 'reduced') writeFileSync(join(dir, 'gtk-3.0', 'settings.ini'), noAnimations);
  return dir;
}

/** One browser to open: where its files go, its X display, its settings, its driver's port. */
export interface Place {
  home: string;
  display: number;
  motion: Motion;
  width: Width;
  port: number;
}

/** Starts WebKitWebDriver on the port, its MiniBrowser on the display (selenium has no such service). */
function startDriver(webkit: ReturnType<typeof findWebKit>, place: Place): Service {
  const { home, display, motion, width, port } = place;
  return startService(
    `WebKitWebDriver (${motion} motion, ${width} px)`,
    webkit.driver as string,
    [`--port=${port}`],
    {
      env: {
        ...process.env,
        DISPLAY: `:${display}`,
        XDG_CONFIG_HOME: gtkConfig(home, motion),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_DATA_HOME: join(home, 'data'),
        // No accessibility bus or desktop session runs here: nothing to connect to.
        NO_AT_BRIDGE: '1',
        // Xvfb has only Mesa's software GL, in which WebKit's web process crashed now and then
        // (the particle worker's OffscreenCanvas among them): draw on the CPU instead.
        WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
      },
    },
    // WEBKIT_LOG_DIR keeps everything each driver and its browser said, for a crash to be read.
    process.env.WEBKIT_LOG_DIR && join(process.env.WEBKIT_LOG_DIR, `${motion}-${width}.log`),
  );
}

/**
 * Makes the page's viewport exactly `width` x `height` CSS pixels (the window is taller by
 * MiniBrowser's toolbar), with the window's corner at (x, y) on the X screen. GTK resizes the
 * window a moment after it is asked: the page is waited for to see it, and asked again once.
 */
async function resize(driver: WebDriver, width: number, height: number, x: number, y: number) {
  const [inner, outer] = await driver.executeScript<number[]>('return [innerHeight, outerHeight]');
  const rect = { x, y, width, height: height + (outer ?? 0) - (inner ?? 0) };
  let seen: number[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await driver.manage().window().setRect(rect);
    const size = async () => {
      seen = await driver.executeScript<number[]>('return [innerWidth, innerHeight]');
      return seen[0] === width && seen[1] === height;
    };
    if (await driver.wait(size, 3000, '', 100).catch(() => false)) return;
  }
  throw new Error(`asked WebKit for a ${width}x${height} viewport, got ${seen.join('x')}`);
}

/**
 * Starts a WebKitWebDriver (it holds one session), attaches selenium to it with `usingServer`
 * (a session on that driver, never one fetched or started by selenium), and sizes its window.
 * The windows sit side by side on the X screen: a window covered by another would be told it is
 * hidden, and WebKit then stops its animation frames. Each driver started joins `services`.
 */
export async function openBrowser(
  webkit: ReturnType<typeof findWebKit>,
  place: Place,
  services: Service[],
): Promise<{ session: WebDriver; service: Service; driverUrl: string }> {
  const driverUrl = `http://127.0.0.1:${place.port}`;
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    // The specs wait for what they need themselves, not for every image and the load event.
    pageLoadStrategy: 'none',
    'webkitgtk:browserOptions': { binary: webkit.miniBrowser, args: ['--automation'] },
  });
  // Now and then a MiniBrowser starts and its driver never answers the new session: the suite
  // then waited until CI's limit. Such a driver is stopped, with its browser, and started again.
  for (let attempt = 1; ; attempt += 1) {
    const service = startDriver(webkit, place);
    services.push(service);
    await waitUntil(service, () => answers(`${driverUrl}/status`));
    const pending = new Builder()
      .usingServer(driverUrl)
      .disableEnvironmentOverrides()
      .withCapabilities(capabilities)
      .build();
    const session = await Promise.race([
      Promise.resolve(pending),
      new Promise<null>((done) => setTimeout(done, SESSION_START_MS, null).unref()),
    ]);
    if (session) {
      await session.manage().setTimeouts({ script: 20_000, pageLoad: 20_000, implicit: 0 });
      const { width, motion } = place;
      const [x, y] = [width === 390 ? 0 : 400, motion === 'normal' ? 0 : 960];
      await resize(session, width, viewportHeight[width], x, y);
      return { session, service, driverUrl };
    }
    Promise.resolve(pending).catch(() => undefined);
    await stopService(service);
    services.splice(services.indexOf(service), 1);
    const said = `${service.name} opened no session in ${SESSION_START_MS / 1000} s`;
    if (attempt === SESSION_ATTEMPTS)
      throw new Error(`${said}, ${attempt} times:\n${service.output()}`);
    process.stderr.write(`${said}: starting it again\n`);
  }
}
