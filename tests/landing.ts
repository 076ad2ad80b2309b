/**
 * Where an in-page link should leave a section, judged the same way by the Chromium suite and the
 * WebKit one. docs/performance.md: once the scroll stops, the section's top is 0-120 px under the window's
 * top; under something stuck to the top that covers more (a guide's podcast player or contents
 * bar), at most 48 px under it. At the page's end it only has to be in view.
 */
export const landing = { max: 120, underCover: 48 };

/** Where a section is: scrollY, its top, what stays stuck over the window's top, the page's end. */
export interface Place {
  y: number;
  top: number;
  covered: number;
  atEnd: boolean;
}

/**
 * Reads a section's `Place` in the page, given its id. The source of a function, for either
 * driver to run there: `(${placeInPage})(id)`.
 */
export const placeInPage = `(id) => {
  const target = document.getElementById(decodeURIComponent(id));
  let covered = 0;
  for (const element of document.querySelectorAll('header, .sticky, .contents-bar')) {
    const { position } = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const overTop = box.top < 200 && box.bottom > 0 && box.bottom < innerHeight / 2;
    if ((position === 'fixed' || position === 'sticky') && overTop && !(target && element.contains(target))) {
      covered = Math.max(covered, box.bottom);
    }
  }
  const end = document.documentElement.scrollHeight - innerHeight;
  return {
    y: Math.round(scrollY),
    top: target ? Math.round(target.getBoundingClientRect().top) : NaN,
    covered: Math.round(covered),
    atEnd: scrollY >= end - 1,
  };
}`;

/** The lowest the section's top may sit (see `landing`). */
export const lowestTop = (covered: number) => Math.max(landing.max, covered + landing.underCover);

/** The section's top is where docs/performance.md wants it. */
export function landed({ top, covered, atEnd }: Pick<Place, 'top' | 'covered' | 'atEnd'>): boolean {
  return top >= covered - 1 && (top <= lowestTop(covered) || atEnd);
}
