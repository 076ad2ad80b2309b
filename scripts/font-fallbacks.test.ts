import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fallbackFace,
  fallbackOverrides,
  fallbackStylesheet,
  systemSansBold,
  weightBands,
  widthAt,
} from './font-fallbacks.ts';

describe('metric-matched fallback faces', () => {
  it('scales the system face to the web font average width and keeps its line box', () => {
    // A web font 10 % wider than the system face, with a tall ascent and a line gap.
    const web = { unitsPerEm: 1000, xWidthAvg: 550, ascent: 1100, descent: -220, lineGap: 110 };
    const system = { unitsPerEm: 2000, xWidthAvg: 1000 };
    expect(fallbackOverrides(web, system)).toEqual({
      sizeAdjust: '110.00%',
      ascentOverride: '100.00%',
      descentOverride: '20.00%',
      lineGapOverride: '10.00%',
    });
  });

  it('leaves a font that already matches the system face unscaled', () => {
    const same = { unitsPerEm: 2048, xWidthAvg: 913, ascent: 1854, descent: -434, lineGap: 67 };
    expect(fallbackOverrides(same, same).sizeAdjust).toBe('100.00%');
  });

  it('writes a face that names each local font', () => {
    const css = fallbackFace(
      'Demo Fallback',
      { sizeAdjust: '1%', ascentOverride: '2%', descentOverride: '3%', lineGapOverride: '4%' },
      ['Arial', 'Roboto'],
    );
    expect(css).toContain('font-family: "Demo Fallback";');
    expect(css).toContain('src: local("Arial"), local("Roboto");');
    expect(css).toContain('size-adjust: 1%;');
  });

  it("finds a weight's width on the line through the two measured weights", () => {
    const regular = { xWidthAvg: 500 };
    const bold = { weight: 700, xWidthAvg: 530 };
    expect(widthAt(400, regular, bold)).toBe(500);
    expect(widthAt(600, regular, bold)).toBe(520);
    expect(widthAt(700, regular, bold)).toBe(530);
  });

  it('sets bold text in the system bold face, each band of weights its own', () => {
    expect(weightBands.map((band) => band.range)).toEqual([
      '1 449',
      '450 549',
      '550 649',
      '650 1000',
    ]);
    expect(
      weightBands.filter((band) => band.system === systemSansBold).map((b) => b.weight),
    ).toEqual([600, 700]);
    const css = fallbackFace(
      'Demo Fallback',
      fallbackOverrides(
        { unitsPerEm: 1000, xWidthAvg: 500, ascent: 900, descent: -200, lineGap: 0 },
        systemSansBold,
      ),
      systemSansBold.names,
      '650 1000',
    );
    expect(css).toContain('font-weight: 650 1000;');
    expect(css).toContain('local("Arial Bold")');
  });

  it('is in step with the font files the site ships (run `npm run fonts` after changing one)', async () => {
    // Compared word for word: the formatter may wrap a long line.
    const words = (css: string) => css.split(/\s+/).filter(Boolean);
    const committed = readFileSync('src/styles/font-fallbacks.css', 'utf8');
    expect(words(committed)).toEqual(words(await fallbackStylesheet()));
  });
});
