/** SPEC: the header turns solid once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD = 10;

export function isScrolledPast(scrollY: number, threshold = HEADER_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}
