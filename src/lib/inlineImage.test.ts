import { INLINE_LIMIT_BYTES, inlineSmallSvg, smallSvgText, sourceName } from './inlineImage';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2"/></svg>';
const sources = {
  '/src/assets/people/founder-portrait.svg': svg,
  '/src/assets/people/large.svg': `<svg>${'x'.repeat(INLINE_LIMIT_BYTES)}</svg>`,
  '/src/assets/a/twin.svg': svg,
  '/src/assets/b/twin.svg': svg,
};

describe('sourceName', () => {
  it('finds the file a built or served image came from', () => {
    expect(sourceName('/_astro/founder-portrait.BpB9teMe.svg')).toBe('founder-portrait.svg');
    expect(sourceName('/@fs/w/src/assets/people/founder-portrait.svg?origWidth=96')).toBe(
      'founder-portrait.svg',
    );
  });
});

describe('inlineSmallSvg', () => {
  it('puts a small SVG of the site inside the page', () => {
    const src = inlineSmallSvg('/_astro/founder-portrait.BpB9teMe.svg', sources);
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(svg);
  });

  it('keeps the address of a large SVG, a photo, an unknown file and an ambiguous name', () => {
    for (const src of [
      '/_astro/large.AbCdEf12.svg',
      '/_astro/founder-portrait.BpB9teMe.webp',
      '/_astro/someone-else.AbCdEf12.svg',
      '/_astro/twin.AbCdEf12.svg',
    ]) {
      expect(inlineSmallSvg(src, sources)).toBe(src);
    }
  });
});

describe('smallSvgText', () => {
  it("gives a small SVG's text and nothing for any other image", () => {
    expect(smallSvgText('/_astro/founder-portrait.BpB9teMe.svg', sources)).toBe(svg);
    expect(smallSvgText('/_astro/large.AbCdEf12.svg', sources)).toBeUndefined();
    expect(smallSvgText('/_astro/founder-portrait.BpB9teMe.webp', sources)).toBeUndefined();
    expect(smallSvgText('/_astro/twin.AbCdEf12.svg', sources)).toBeUndefined();
  });
});
