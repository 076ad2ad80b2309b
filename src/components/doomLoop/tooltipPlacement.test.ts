import { placeTooltip } from './tooltipPlacement';

const circle = (left: number, top = 100, size = 80) => ({ left, top, width: size, height: size });

describe('tooltip placement', () => {
  it('centres a 300 px tooltip under the circle, 12 px below it', () => {
    expect(placeTooltip(circle(600), 1280)).toEqual({
      left: 490,
      top: 192,
      width: 300,
      arrowLeft: 150,
    });
  });

  it('keeps 20 px from the left edge and points the arrow back at the circle', () => {
    const placement = placeTooltip(circle(10), 1280);
    expect(placement.left).toBe(20);
    expect(placement.arrowLeft).toBe(30);
  });

  it('keeps 20 px from the right edge', () => {
    const placement = placeTooltip(circle(1200), 1280);
    expect(placement.left + placement.width).toBe(1260);
    expect(placement.arrowLeft).toBe(1240 - placement.left);
  });

  it('narrows to fit a screen under 340 px, with 20 px on both sides', () => {
    expect(placeTooltip(circle(120), 320)).toMatchObject({ left: 20, width: 280 });
  });

  it('keeps the arrow off the rounded corners when the circle sits at the very edge', () => {
    expect(placeTooltip(circle(-40, 100, 40), 390).arrowLeft).toBe(16);
    expect(placeTooltip(circle(400, 100, 40), 390).arrowLeft).toBe(284);
  });

  it('takes a narrower width and margin when asked', () => {
    expect(placeTooltip(circle(0), 1000, { width: 200, margin: 8 })).toMatchObject({
      left: 8,
      width: 200,
    });
  });
});
