/** A box on the screen, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Which edge of the screen the banner sits on so that it covers no call to action in view: the
 * bottom, as visitors expect, unless a booking button is there (a phone's hero puts its button
 * low on the first screen); then the top, below the fixed header. Where both would cover one,
 * the edge that covers less. `banner` is where the banner stands at the bottom; `topInset` is
 * where the top placement would start.
 */
export function bannerEdge(
  banner: Box,
  actions: Box[],
  viewportHeight: number,
  topInset: number,
): 'bottom' | 'top' {
  const height = banner.bottom - banner.top;
  // Read field by field: a DOMRect's fields are getters, which spreading would lose.
  const atTop = {
    left: banner.left,
    right: banner.right,
    top: topInset,
    bottom: topInset + height,
  };
  const inView = actions.filter((box) => box.bottom > 0 && box.top < viewportHeight);
  const covered = (place: Box) => inView.reduce((sum, box) => sum + overlap(place, box), 0);
  const bottom = covered(banner);
  if (bottom === 0) return 'bottom';
  return covered(atTop) < bottom ? 'top' : 'bottom';
}
