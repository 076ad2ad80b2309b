import type { WebElement } from 'selenium-webdriver';
import { waitUntilSteady } from './steady';
import type { WebKitBrowser } from './webkitBrowser';

/** DESIGN.md: once the scroll stops, the section's top is 0-120 px under the window's top. */
export const landing = { min: 0, max: 120 };

/** Where a click on an in-page link left the visitor, and where Back took them. */
export interface Landing {
  link: string;
  hash: string;
  top: number;
  settled: boolean;
  focus: string;
  focusInside: boolean;
  hashAfter: string;
  before: { y: number; hash: string };
  back: { y: number; hash: string };
}

/** The target's top and the scroll position, read together while the page moves. */
const where = `
  const target = document.getElementById(decodeURIComponent(arguments[0]));
  return [Math.round(scrollY), target ? Math.round(target.getBoundingClientRect().top) : null];
`;

/** Waits for scrollY and the target's top to hold still for 400 ms (a smooth scroll ends, content settles). */
export async function settledOn(webkit: WebKitBrowser, id: string, timeoutMs = 10_000) {
  const result = await waitUntilSteady(() => webkit.run<[number, number | null]>(where, id), {
    timeoutMs,
  });
  return { y: result.value[0], top: result.value[1], steady: result.steady };
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

/**
 * Clicks an in-page link as a visitor does (scrolled to it first if off screen), waits for the
 * scroll to stop, notes where the section landed and where focus went, then goes Back.
 */
export async function follow(
  webkit: WebKitBrowser,
  link: WebElement,
  label: string,
): Promise<Landing> {
  const hash = new URL((await link.getDomAttribute('href')) ?? '', 'http://x/').hash;
  const id = hash.slice(1);
  const onScreen = await webkit.run<boolean>(
    'const box = arguments[0].getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight;',
    link,
  );
  if (!onScreen) await webkit.scrollTo(link);
  const start = onScreen ? null : await settledOn(webkit, id);
  const before = {
    y: start?.y ?? (await webkit.run<number>('return Math.round(scrollY)')),
    hash: await webkit.run<string>('return location.hash'),
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
  await webkit.driver.navigate().back();
  await moved(webkit, end.y);
  const back = await settledOn(webkit, id);
  return {
    link: label,
    hash,
    top: end.top ?? Number.NaN,
    settled: end.steady,
    focus,
    focusInside,
    hashAfter,
    before,
    back: { y: back.y, hash: await webkit.run<string>('return location.hash') },
  };
}

/** What went wrong with one landing, in words: empty when it landed as it should. */
export function problems(result: Landing): string[] {
  const found: string[] = [];
  if (!result.settled) found.push('the page was still moving after 10 s');
  if (!(result.top >= landing.min && result.top <= landing.max)) {
    found.push(
      `${result.hash} landed with its top at ${result.top} px (expected ${landing.min}-${landing.max})`,
    );
  }
  if (!result.focusInside) found.push(`focus on ${result.focus}, not in ${result.hash}`);
  if (result.hashAfter !== result.hash)
    found.push(`address ends '${result.hashAfter}', not '${result.hash}'`);
  if (Math.abs(result.back.y - result.before.y) > 2 || result.back.hash !== result.before.hash) {
    found.push(
      `Back went to scrollY ${result.back.y} '${result.back.hash}' (was ${result.before.y} '${result.before.hash}')`,
    );
  }
  return found;
}
