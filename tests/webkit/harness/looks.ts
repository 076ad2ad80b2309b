import { By, until, type WebElement } from 'selenium-webdriver';
import { byRole } from './queries';
import type { WebKitWindow } from './window';

/**
 * The home page's hero (its particle canvas, drawn in a worker where WebKit can), once its script
 * has started it after the first paint (src/sections/homeHero/particleCanvas.ts marks the canvas).
 */
async function hero(webkit: WebKitWindow): Promise<WebElement> {
  const heading = await webkit.find(byRole('heading', { level: 1 }));
  await webkit.driver.wait(
    until.elementLocated(By.css('canvas[data-particles="running"]')),
    10_000,
    `${webkit.where}: the hero canvas should start`,
  );
  return heading.findElement(By.xpath('ancestor::section'));
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
export async function heroStarted(webkit: WebKitWindow): Promise<void> {
  const section = await hero(webkit);
  const first = await section.takeScreenshot();
  const changed = async () => (await section.takeScreenshot()) !== first;
  await webkit.driver.wait(changed, 15_000, '', 500).catch(async (error: Error) => {
    const worker = await webkit.driver.executeScript<string>(workerScript);
    throw new Error(`${webkit.where}: the hero did not change in 15 s (the worker: ${worker})`, {
      cause: error,
    });
  });
}

/**
 * Pictures of the hero a second apart: whether each one differs from the one before. With
 * `untilStill`, it stops early once two seconds in a row showed no change.
 */
export async function heroChanges(
  webkit: WebKitWindow,
  seconds: number,
  untilStill = false,
): Promise<boolean[]> {
  const section = await hero(webkit);
  const changes: boolean[] = [];
  let last = await section.takeScreenshot();
  for (let second = 0; second < seconds; second += 1) {
    await webkit.driver.sleep(1000);
    const next = await section.takeScreenshot();
    changes.push(next !== last);
    last = next;
    if (untilStill && changes.slice(-2).join() === 'false,false') break;
  }
  return changes;
}
