import { error as seleniumError, type WebElement } from 'selenium-webdriver';
import { landed, lowestTop, type Place, placeInPage } from '../../landing';
import { clickAgain, misses, type Repeat } from './clickAgain';
import { stillFor } from './still';
import { inView, type WebKitWindow } from './window';

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

const scrollY = (webkit: WebKitWindow) =>
  webkit.driver.executeScript<number>('return Math.round(scrollY)');
const hash = async (webkit: WebKitWindow) => new URL(await webkit.driver.getCurrentUrl()).hash;

/**
 * Waits until scrollY and the section's top have held still for 400 ms while the page went on
 * drawing (at least 4 frames in that time: a page that draws nothing has stalled, not settled;
 * WebKit under Xvfb draws about 10 a second at 1280 px): a smooth scroll has ended, and the page
 * has settled around it. Where it never does, says where it was last, and that it was moving.
 */
export async function settledOn(webkit: WebKitWindow, id: string, timeoutMs = 10_000) {
  const read = () => webkit.driver.executeScript<Place & { frames: number }>(placeScript, id);
  const still = stillFor(read, {
    quietMs: 400,
    key: ({ y, top }) => [y, top],
    ticks: ({ frames }) => frames,
    minTicks: 4,
  });
  const steady = await webkit.driver
    .wait(still.condition, timeoutMs, '', 50)
    .catch((error) =>
      error instanceof seleniumError.TimeoutError ? false : Promise.reject(error),
    );
  const { frames: _, ...place } = still.last() ?? (await read());
  return { place, steady };
}

/** Waits up to 3 s for scrollY to leave `from`; a page that never moves is judged by where it is. */
async function moved(webkit: WebKitWindow, from: number): Promise<void> {
  await webkit.driver
    .wait(async () => (await scrollY(webkit)) !== from, 3000, '', 100)
    .catch(() => undefined);
}

/** The link's top in the window, or null when it is not shown (a menu that has closed). */
const linkTop = (link: WebElement) =>
  link.getDriver().executeScript<number | null>(
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
  webkit: WebKitWindow,
  link: WebElement,
  label: string,
): Promise<Omit<Landing, 'back'>> {
  const target = new URL((await link.getDomAttribute('href')) ?? '', 'http://x/').hash;
  const id = target.slice(1);
  if (!(await webkit.driver.executeScript<boolean>(inView, link))) {
    await webkit.scrollTo(link);
    await settledOn(webkit, id);
  }
  const before = {
    y: await scrollY(webkit),
    hash: await hash(webkit),
    linkTop: await linkTop(link),
  };
  await link.click().catch((error: Error) => {
    error.message = `${label}: ${error.message}`;
    throw error;
  });
  // WebKit may start the scroll a while after the click: a quiet page before then is not the end.
  await moved(webkit, before.y);
  const { place, steady: settled } = await settledOn(webkit, id);
  const [focus, focusInside, hashAfter] = await webkit.driver.executeScript<
    [string, boolean, string]
  >(
    `const target = document.getElementById(decodeURIComponent(arguments[0]));
     const active = document.activeElement;
     const name = active ? active.tagName.toLowerCase() + (active.id ? '#' + active.id : '') : 'nothing';
     return [name, !!target && !!active && (target === active || target.contains(active)), location.hash];`,
    id,
  );
  return { link: label, hash: target, place, settled, focus, focusInside, hashAfter, before };
}

/** Goes Back from a landing, and notes where the page and the link ended up. */
export async function goBack(
  webkit: WebKitWindow,
  link: WebElement,
  landing: Omit<Landing, 'back'>,
): Promise<Landing> {
  const from = await scrollY(webkit);
  await webkit.driver.navigate().back();
  await moved(webkit, from);
  const back = await settledOn(webkit, landing.hash.slice(1));
  return {
    ...landing,
    back: { y: back.place.y, hash: await hash(webkit), linkTop: await linkTop(link) },
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

/**
 * Follows the link as a visitor does (see `follow`), clicks it `more` times again from the same
 * place, three at a time (each call stays within the driver's script timeout), then goes Back.
 * Back comes last: in WebKitGTK a scripted click soon after a Back now and then changed the
 * address without scrolling, or scrolled to the page's top (four times over many runs, always the
 * first click after Back), which no visitor's click does.
 * Returns what went wrong, in words.
 */
export async function followAgain(
  webkit: WebKitWindow,
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
