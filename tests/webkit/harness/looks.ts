import type { WebElement } from 'selenium-webdriver';
import type { WebKitBrowser } from './webkitBrowser';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A picture of the element; WebKit's driver can wait on a busy page, so it gets 10 s. */
function picture(webkit: WebKitBrowser, element: WebElement): Promise<string> {
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${webkit.where}: no picture of the hero in 10 s`)), 10_000),
  );
  return Promise.race([element.takeScreenshot(), late]);
}

/**
 * The home page's hero (its particle canvas, drawn in a worker where WebKit can), once its script
 * has started it after the first paint (src/sections/homeHero/particleCanvas.ts marks the canvas).
 */
async function hero(webkit: WebKitBrowser): Promise<WebElement> {
  const heading = await webkit.get({ role: 'heading', level: 1 });
  await webkit.until(
    'the hero canvas should start',
    () =>
      webkit.run<boolean>('return !!document.querySelector(\'canvas[data-particles="running"]\')'),
    (running) => running,
  );
  return webkit.run<WebElement>('return arguments[0].closest("section")', heading);
}

/** What the page knows of the particles' worker: whether and when its script came, the canvas. */
const workerScript = `
  const [script] = performance.getEntriesByType('resource').filter((e) => /particles\\.worker/.test(e.name));
  const canvas = document.querySelector('section canvas');
  return (script ? 'its script came at ' + Math.round(script.responseEnd) + ' ms' : 'its script never came')
    + ', the canvas ' + canvas?.clientWidth + 'x' + canvas?.clientHeight + ', the page ' + document.visibilityState
    + ', ' + Math.round(performance.now()) + ' ms in';
`;

/**
 * Waits, up to 15 s, for the hero's first change: the particles' worker has started drawing. On a
 * busy machine its script comes a few seconds after the island starts.
 */
export async function heroStarted(webkit: WebKitBrowser): Promise<void> {
  const section = await hero(webkit);
  const first = await picture(webkit, section);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await pause(500);
    if ((await picture(webkit, section)) !== first) return;
  }
  const worker = await webkit.run<string>(workerScript);
  throw new Error(`${webkit.where}: the hero did not change in 15 s (the worker: ${worker})`);
}

/**
 * Pictures of the hero a second apart: whether each one differs from the one before. With
 * `untilStill`, it stops early once two seconds in a row showed no change.
 */
export async function heroChanges(
  webkit: WebKitBrowser,
  seconds: number,
  untilStill = false,
): Promise<boolean[]> {
  const section = await hero(webkit);
  const changes: boolean[] = [];
  let last = await picture(webkit, section);
  for (let second = 0; second < seconds; second += 1) {
    await pause(1000);
    const next = await picture(webkit, section);
    changes.push(next !== last);
    last = next;
    if (untilStill && changes.slice(-2).join() === 'false,false') break;
  }
  return changes;
}
