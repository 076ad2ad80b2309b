import type { WebElement } from 'selenium-webdriver';
import { landed, lowestTop, type Place, placeInPage } from '../../landing';
import { waitUntilSteady } from './steady';
import type { WebKitBrowser } from './webkitBrowser';

/** Where a click on an in-page link left the visitor, and where Back took them. */
export interface Landing {
  link: string;
  hash: string;
  place: Place;
  settled: boolean;
  focus: string;
  focusInside: boolean;
  hashAfter: string;
  before: { y: number; hash: string; linkTop: number | null };
  back: { y: number; hash: string; linkTop: number | null };
}

/** Reads the section's place in the page, and the frames drawn so far. */
const placeScript = `return { ...(${placeInPage})(arguments[0]), frames: window.__webkitSuiteFrames || 0 };`;

/**
 * Waits until scrollY and the section's top have held still for 400 ms while the page went on
 * drawing (at least 4 frames in that time: a page that draws nothing has stalled, not settled;
 * WebKit under Xvfb draws about 10 a second at 1280 px): a smooth scroll has ended, and the page
 * has settled around it.
 */
export async function settledOn(webkit: WebKitBrowser, id: string, timeoutMs = 10_000) {
  const result = await waitUntilSteady(
    () => webkit.run<Place & { frames: number }>(placeScript, id),
    { timeoutMs, key: ({ y, top }) => [y, top], ticks: ({ frames }) => frames, minTicks: 4 },
  );
  const { frames: _, ...place } = result.value;
  return { place, steady: result.steady };
}

/** Waits up to 3 s for scrollY to leave `from`; a page that never moves is judged by where it is. */
async function moved(webkit: WebKitBrowser, from: number): Promise<void> {
  await webkit
    .until(
      'the page should move',
      () => webkit.run<number>('return Math.round(scrollY)'),
      (y) => y !== from,
      3000,
    )
    .catch(() => undefined);
}

/** The link's top in the window, or null when it is not shown (a menu that has closed). */
const linkTop = (webkit: WebKitBrowser, link: WebElement) =>
  webkit.run<number | null>(
    `const el = arguments[0];
     return el.isConnected && el.getClientRects().length > 0 ? Math.round(el.getBoundingClientRect().top) : null;`,
    link,
  );

/**
 * Clicks an in-page link as a visitor does (scrolled to it first if off screen), waits for the
 * scroll to stop, and notes where the section landed and where focus went. `back` is filled in
 * by `goBack`.
 */
export async function follow(
  webkit: WebKitBrowser,
  link: WebElement,
  label: string,
): Promise<Omit<Landing, 'back'>> {
  const hash = new URL((await link.getDomAttribute('href')) ?? '', 'http://x/').hash;
  const id = hash.slice(1);
  const onScreen = await webkit.run<boolean>(
    'const box = arguments[0].getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight;',
    link,
  );
  if (!onScreen) {
    await webkit.scrollTo(link);
    await settledOn(webkit, id);
  }
  const before = {
    y: await webkit.run<number>('return Math.round(scrollY)'),
    hash: await webkit.run<string>('return location.hash'),
    linkTop: await linkTop(webkit, link),
  };
  await link.click().catch((error: Error) => {
    throw new Error(`${webkit.where}: ${label} could not be clicked (${error.name})`);
  });
  // WebKit may start the scroll a while after the click: a quiet page before then is not the end.
  await moved(webkit, before.y);
  const end = await settledOn(webkit, id);
  const [focus, focusInside, hashAfter] = await webkit.run<[string, boolean, string]>(
    `const target = document.getElementById(decodeURIComponent(arguments[0]));
     const active = document.activeElement;
     const name = active ? active.tagName.toLowerCase() + (active.id ? '#' + active.id : '') : 'nothing';
     return [name, !!target && !!active && (target === active || target.contains(active)), location.hash];`,
    id,
  );
  return {
    link: label,
    hash,
    place: end.place,
    settled: end.steady,
    focus,
    focusInside,
    hashAfter,
    before,
  };
}

/** Goes Back from a landing, and notes where the page and the link ended up. */
export async function goBack(
  webkit: WebKitBrowser,
  link: WebElement,
  landing: Omit<Landing, 'back'>,
): Promise<Landing> {
  const from = await webkit.run<number>('return Math.round(scrollY)');
  await webkit.driver.navigate().back();
  await moved(webkit, from);
  const back = await settledOn(webkit, landing.hash.slice(1));
  return {
    ...landing,
    back: {
      y: back.place.y,
      hash: await webkit.run<string>('return location.hash'),
      linkTop: await linkTop(webkit, link),
    },
  };
}

/** What went wrong with one landing, in words: empty when it landed as it should. */
export function problems(result: Landing): string[] {
  const found: string[] = [];
  const { place, before, back } = result;
  if (!result.settled) found.push('the page was still moving after 10 s');
  if (!landed(place)) {
    found.push(
      `${result.hash} landed with its top at ${place.top} px (expected ${place.covered}-${lowestTop(place.covered)})`,
    );
  }
  if (!result.focusInside) found.push(`focus on ${result.focus}, not in ${result.hash}`);
  if (result.hashAfter !== result.hash) {
    found.push(`address ends '${result.hashAfter}', not '${result.hash}'`);
  }
  // Back returns to the same offset, or, where the page changed above it, the link to its place.
  const sameY = Math.abs(back.y - before.y) <= 2;
  const sameLink =
    before.linkTop !== null &&
    back.linkTop !== null &&
    Math.abs(back.linkTop - before.linkTop) <= 2;
  if ((!sameY && !sameLink) || back.hash !== before.hash) {
    found.push(
      `Back went to scrollY ${back.y} '${back.hash}', the link at ${back.linkTop} px (was ${before.y} '${before.hash}', the link at ${before.linkTop} px)`,
    );
  }
  return found;
}

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
  webkit: WebKitBrowser,
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

/**
 * Follows the link as a visitor does (see `follow`), clicks it `more` times again from the same
 * place, three at a time (each call stays within the driver's script timeout), then goes Back.
 * Back comes last: in WebKitGTK a scripted click soon after a Back now and then changed the
 * address without scrolling, or scrolled to the page's top (four times over many runs, always the
 * first click after Back), which no visitor's click does.
 * Returns what went wrong, in words.
 */
export async function followAgain(
  webkit: WebKitBrowser,
  link: WebElement,
  label: string,
  more: number,
): Promise<string[]> {
  const landing = await follow(webkit, link, label);
  const repeats: Repeat[] = [];
  for (let done = 0; done < more; done += 3) {
    const id = landing.hash.slice(1);
    repeats.push(
      ...(await clickAgain(webkit, link, id, landing.before.y, Math.min(3, more - done))),
    );
  }
  const result = await goBack(webkit, link, landing);
  return [...problems(result), ...misses(repeats)].map((text) => `${label}: ${text}`);
}
