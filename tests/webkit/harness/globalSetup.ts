import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import type { TestProject } from 'vitest/node';
import { findWebKit } from '../../../scripts/find-browser.ts';
import { ports } from '../../../scripts/site-map.ts';
import { analyticsSiteDir } from '../../analytics/build-site.ts';
import { displayIsFree, firstFree, freePort } from './freePlaces';
import {
  answers,
  killServiceNow,
  type Service,
  startService,
  stopService,
  waitUntil,
} from './services';
import {
  type Motion,
  type SessionKey,
  WebKitBrowser,
  type WebKitRun,
  type Width,
  widths,
} from './webkitBrowser';

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

/** Starts Xvfb on the first display nobody holds, from WEBKIT_DISPLAY (93) on. */
async function startXvfb(xvfb: string, services: Service[]): Promise<number> {
  const tried = new Set<number>();
  const from = Number(process.env.WEBKIT_DISPLAY ?? 93);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const display = await firstFree(from, 40, displayIsFree, tried);
    tried.add(display);
    const server = startService(`Xvfb :${display}`, xvfb, [
      `:${display}`,
      '-screen',
      '0',
      '1720x1860x24',
      '-nolisten',
      'tcp',
    ]);
    services.push(server);
    try {
      await waitUntil(server, () => existsSync(`/tmp/.X11-unix/X${display}`), 10_000);
      return display;
    } catch {
      // Another X server took the display between the check and the start: try the next.
      await stopService(server);
    }
  }
  throw new Error(`Xvfb could not start on any display from :${from}`);
}

let services: Service[] = [];
/** Each open session, with the driver that holds it, whose words explain a browser that died. */
const drivers: { session: { quit: () => Promise<void> }; service: Service }[] = [];
let scratch = '';
const killAll = () => {
  for (const service of services) killServiceNow(service);
};

/**
 * Starts a WebKitWebDriver (it holds one session) and opens its MiniBrowser, sized to `width`.
 * The windows sit side by side on the X screen: a window covered by another would be told it is
 * hidden, and WebKit then stops its animation frames.
 */
async function openBrowser(
  webkit: ReturnType<typeof findWebKit>,
  display: number,
  motion: Motion,
  width: Width,
  port: number,
  serverUrl: string,
): Promise<[SessionKey, WebKitRun['sessions'][SessionKey]]> {
  const home = join(scratch, `${motion}-${width}`);
  const start = () =>
    startService(
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
  const driverUrl = `http://127.0.0.1:${port}`;
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    // The specs wait for what they need themselves, not for every image and the load event.
    pageLoadStrategy: 'none',
    'webkitgtk:browserOptions': { binary: webkit.miniBrowser, args: ['--automation'] },
  });
  // Now and then a MiniBrowser starts and its driver never answers the new session: the suite
  // then waited until CI's limit. Such a driver is stopped, with its browser, and started again.
  let session: WebDriver | undefined;
  for (let attempt = 1; ; attempt += 1) {
    const driver = start();
    services.push(driver);
    await waitUntil(driver, () => answers(`${driverUrl}/status`));
    // usingServer: a session on the driver started above, never one fetched or started by Selenium.
    const pending = new Builder()
      .usingServer(driverUrl)
      .disableEnvironmentOverrides()
      .withCapabilities(capabilities)
      .build();
    const started = await Promise.race([
      Promise.resolve(pending).then(() => true),
      new Promise<false>((done) => setTimeout(done, SESSION_START_MS, false).unref()),
    ]);
    if (started) {
      session = await pending;
      drivers.push({ session, service: driver });
      break;
    }
    Promise.resolve(pending).catch(() => undefined);
    await stopService(driver);
    services.splice(services.indexOf(driver), 1);
    const said = `${driver.name} opened no session in ${SESSION_START_MS / 1000} s`;
    if (attempt === SESSION_ATTEMPTS)
      throw new Error(`${said}, ${attempt} times:\n${driver.output()}`);
    process.stderr.write(`${said}: starting it again\n`);
  }
  await session.manage().setTimeouts({ script: 20_000, pageLoad: 20_000, implicit: 0 });
  const window = new WebKitBrowser(session, serverUrl, motion, width);
  await window.resize(
    viewportHeight[width],
    width === 390 ? 0 : 400,
    motion === 'normal' ? 0 : 960,
  );
  return [`${motion}-${width}`, { driverUrl, sessionId: (await session.getSession()).getId() }];
}

/**
 * Starts what the WebKit suite drives: Xvfb, `npm start`'s server, and a WebKitWebDriver with its
 * MiniBrowser for each width and motion setting; the specs attach to those sessions. Everything
 * stops at the end, after a failure too.
 */
export async function setup(project: TestProject): Promise<void> {
  const webkit = findWebKit();
  const missing = Object.entries(webkit).filter(([, path]) => !path);
  if (missing.length > 0) {
    throw new Error(
      `${missing.map(([name]) => name).join(', ')} not found: run "node scripts/ensure-browser.ts webkit".`,
    );
  }
  process.once('exit', killAll);
  try {
    scratch = mkdtempSync(join(tmpdir(), 'webkit-suite-'));
    const display = await startXvfb(webkit.xvfb as string, services);

    const serverPort = await freePort(ports.webkit);
    const server = startService(
      'the site server (scripts/serve.ts)',
      process.execPath,
      ['scripts/serve.ts'],
      {
        env: { ...process.env, PORT: String(serverPort) },
      },
    );
    services.push(server);
    const serverUrl = `http://localhost:${serverPort}`;
    await waitUntil(server, () => answers(serverUrl));

    // The analytics copy of the site, and the providers' stand-in it sends to: the stand-in's
    // port is written into that build, so it is the fixed one (scripts/site-map.ts).
    const built = spawnSync(process.execPath, ['tests/analytics/build-site.ts'], {
      env: { ...process.env, ANALYTICS_SITE_REUSE: '1' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`the analytics site did not build:\n${built.stderr}`);
    const standin = startService('the analytics stand-in', process.execPath, [
      'tests/analytics/standin.mjs',
    ]);
    services.push(standin);
    await waitUntil(standin, () => answers(`http://127.0.0.1:${ports.standin}/records`));
    const analyticsPort = await freePort(serverPort + 1);
    const analytics = startService(
      'the analytics site server (scripts/serve.ts)',
      process.execPath,
      ['scripts/serve.ts'],
      {
        env: {
          ...process.env,
          PORT: String(analyticsPort),
          DIST_DIR: join(analyticsSiteDir(), 'dist'),
        },
      },
    );
    services.push(analytics);
    const analyticsUrl = `http://localhost:${analyticsPort}`;
    await waitUntil(analytics, () => answers(analyticsUrl));

    const taken = new Set([serverPort, analyticsPort]);
    const places = [];
    // Reduced motion on the phone only: whether a page moves by itself does not depend on width.
    const wanted = [
      ...widths.map((width) => ['normal', width] as const),
      ['reduced', 390] as const,
    ];
    for (const [motion, width] of wanted) {
      const port = await freePort(serverPort + 1, taken);
      taken.add(port);
      places.push({ motion, width, port });
    }
    const opened = await Promise.all(
      places.map(({ motion, width, port }) =>
        openBrowser(webkit, display, motion, width, port, serverUrl),
      ),
    );
    const sessions = Object.fromEntries(opened) as WebKitRun['sessions'];
    project.provide('webkit', { serverUrl, analyticsUrl, sessions });
  } catch (error) {
    await teardown();
    throw error;
  }
}

export async function teardown(): Promise<void> {
  for (const { session, service } of drivers.splice(0)) {
    await session.quit().catch(() => {
      process.stderr.write(
        `${service.name} had lost its browser; its last output:\n${service.output()}\n`,
      );
    });
  }
  for (const service of services.reverse()) await stopService(service);
  services = [];
  process.removeListener('exit', killAll);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
