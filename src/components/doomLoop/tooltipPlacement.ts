/** product.md: the doom loop's tooltips are 300 px wide and stay 20 px clear of the viewport's edges. */
export const TOOLTIP_WIDTH = 300;
export const TOOLTIP_EDGE_MARGIN = 20;
/** Space between the circle and the tooltip under it. */
export const TOOLTIP_GAP = 12;
/** The arrow never sits closer than this to the tooltip's rounded corners. */
const ARROW_INSET = 16;

/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TooltipPlacement {
  /** Viewport coordinates of the tooltip's top-left corner. */
  left: number;
  top: number;
  width: number;
  /** The arrow's x within the tooltip, pointing at the circle's centre. */
  arrowLeft: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Places a tooltip under its anchor, centred on it, but never nearer than the margin to either
 * edge of the viewport; on a screen too narrow for the full width it narrows to fit.
 */
export function placeTooltip(
  anchor: Box,
  viewportWidth: number,
  { width = TOOLTIP_WIDTH, margin = TOOLTIP_EDGE_MARGIN, gap = TOOLTIP_GAP } = {},
): TooltipPlacement {
  const fitted = Math.max(0, Math.min(width, viewportWidth - 2 * margin));
  const centre = anchor.left + anchor.width / 2;
  const left = clamp(centre - fitted / 2, margin, viewportWidth - margin - fitted);
  return {
    left,
    top: anchor.top + anchor.height + gap,
    width: fitted,
    arrowLeft: clamp(centre - left, ARROW_INSET, Math.max(ARROW_INSET, fitted - ARROW_INSET)),
  };
}
