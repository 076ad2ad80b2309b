import type { WebElement } from 'selenium-webdriver';
import type { WebKitBrowser } from './webkitBrowser';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the home page's hero (its particle canvas, drawn in a worker where WebKit can) changes
 * over a second: two pictures of it, taken once its island has started.
 */
export async function heroMoves(webkit: WebKitBrowser): Promise<boolean> {
  const heading = await webkit.get({ role: 'heading', level: 1 });
  const hero = await webkit.run<WebElement>('return arguments[0].closest("section")', heading);
  await webkit.until(
    'the hero canvas should start',
    () => webkit.sleepingIslands(),
    (asleep) => !asleep.some((name) => name.startsWith('ParticleCanvas')),
  );
  await pause(1000);
  const first = await hero.takeScreenshot();
  await pause(1000);
  return first !== (await hero.takeScreenshot());
}
