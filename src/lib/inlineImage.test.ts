import { INLINE_LIMIT_BYTES, smallSvgText, sourceName, svgDataUrl } from './inlineImage';

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

describe('svgDataUrl', () => {
  it('gives an SVG as a data: address that decodes to the same text', () => {
    const src = svgDataUrl(svg);
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(svg);
  });
});

describe('smallSvgText', () => {
  it("gives a small SVG's text, found by the name it was built from", () => {
    expect(smallSvgText('/_astro/founder-portrait.BpB9teMe.svg', sources)).toBe(svg);
  });

  it('gives nothing for a large SVG, a photo, an unknown file or an ambiguous name', () => {
    for (const src of [
      '/_astro/large.AbCdEf12.svg',
      '/_astro/founder-portrait.BpB9teMe.webp',
      '/_astro/someone-else.AbCdEf12.svg',
      '/_astro/twin.AbCdEf12.svg',
    ]) {
      expect(smallSvgText(src, sources)).toBeUndefined();
    }
  });
});
