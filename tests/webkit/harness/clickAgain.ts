import type { WebElement } from 'selenium-webdriver';
import { landed, lowestTop, placeInPage } from '../../landing';
import type { WebKitWindow } from './window';

/** Where each of several more clicks on one link landed the section, measured in the page. */
export interface Repeat {
  top: number;
  covered: number;
  atEnd: boolean;
  settled: boolean;
  /** The click changed the address to the section's within 1.5 s. */
  navigated: boolean;
}

/**
 * Clicks the link again `times` times, each from the place the visitor clicked it first (the top
 * of the window put back at `fromY`, the address without the hash), in the page itself so that a
 * try costs a scroll and not a dozen WebDriver round trips: the browser's own fragment navigation
 * and smooth scroll, as a click starts them. Each try waits for the scroll to hold still for 200
 * ms and two frames (a smooth scroll moves every frame) and notes where the section's top is.
 */
export async function clickAgain(
  webkit: WebKitWindow,
  link: WebElement,
  id: string,
  fromY: number,
  times: number,
): Promise<Repeat[]> {
  return webkit.driver.executeAsyncScript<Repeat[]>(
    `const [link, id, fromY, times, done] = arguments;
     const target = document.getElementById(decodeURIComponent(id));
     const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
     const place = () => {
       const { top, covered, atEnd } = (${placeInPage})(id);
       return { top, covered, atEnd };
     };
     (async () => {
       const results = [];
       for (let i = 0; i < times; i += 1) {
         history.replaceState(history.state, '', location.pathname + location.search);
         window.scrollTo({ top: fromY, behavior: 'instant' });
         await frame();
         await frame();
         link.click();
         const since = performance.now();
         while (!location.hash && performance.now() - since < 1500) await frame();
         const navigated = location.hash === '#' + id;
         // WebKit may start the scroll a frame or two after the address changes.
         const started = performance.now();
         while (Math.round(scrollY) === fromY && performance.now() - started < 1500) await frame();
         let last = '';
         let stillSince = performance.now();
         let stillFrames = 0;
         let settled = false;
         while (performance.now() - started < 8000) {
           await frame();
           const now = Math.round(scrollY) + ':' + Math.round(target.getBoundingClientRect().top);
           if (now !== last) {
             last = now;
             stillSince = performance.now();
             stillFrames = 0;
           } else if ((stillFrames += 1) >= 2 && performance.now() - stillSince >= 200) {
             settled = true;
             break;
           }
         }
         results.push({ ...place(), settled, navigated });
       }
       done(results);
     })();`,
    link,
    id,
    fromY,
    times,
  );
}

/** The tries that missed, in words: empty when every one landed. */
export function misses(repeats: Repeat[]): string[] {
  return repeats.flatMap((repeat, index) => {
    if (!repeat.navigated) return [`try ${index + 2}: the address did not change`];
    if (repeat.settled && landed(repeat)) return [];
    return [
      `try ${index + 2}: top at ${repeat.top} px (expected ${repeat.covered}-${lowestTop(repeat.covered)})${repeat.settled ? '' : ', still moving'}`,
    ];
  });
}
