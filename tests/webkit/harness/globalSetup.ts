import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebDriver } from 'selenium-webdriver';
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
import { openBrowser } from './webkitDriver';
import { type WebKitRun, widths } from './window';

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
const drivers: { session: WebDriver; service: Service }[] = [];
let scratch = '';
const killAll = () => {
  for (const service of services) killServiceNow(service);
};

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
      places.map(async ({ motion, width, port }) => {
        const home = join(scratch, `${motion}-${width}`);
        const place = { home, display, motion, width, port };
        const open = await openBrowser(webkit, place, services);
        drivers.push(open);
        const sessionId = (await open.session.getSession()).getId();
        return [`${motion}-${width}`, { driverUrl: open.driverUrl, sessionId }] as const;
      }),
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
