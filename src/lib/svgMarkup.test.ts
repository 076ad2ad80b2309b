import { svgMarkup } from './svgMarkup';

const file = `<?xml version="1.0"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="720" viewBox="0 0 600 720" role="img" aria-labelledby="t">
  <title id="t">A portrait</title>
  <defs><linearGradient id="bg"><stop offset="0"/></linearGradient><path id="head" d="M0 0h4"/></defs>
  <rect width="600" height="720" fill="url(#bg)"/>
  <use href="#head"/><use xlink:href="#head"/>
</svg>`;

function parse(markup: string): SVGSVGElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.firstElementChild as SVGSVGElement;
}

describe('svgMarkup', () => {
  it("names the drawing with the page's words instead of the file's title", () => {
    const svg = parse(svgMarkup(file, { idPrefix: 'p', label: 'Portrait of "Alex" & co' }));
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Portrait of "Alex" & co');
    expect(svg.hasAttribute('aria-labelledby')).toBe(false);
    expect(svg.querySelector('title')).toBeNull();
  });

  it('prefixes every id and every reference to one, so nothing clashes with the page', () => {
    const markup = svgMarkup(file, { idPrefix: 'portrait', label: 'x' });
    const svg = parse(markup);
    expect([...svg.querySelectorAll('[id]')].map((element) => element.id)).toEqual([
      'portrait-bg',
      'portrait-head',
    ]);
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('url(#portrait-bg)');
    expect(markup).toContain('<use href="#portrait-head"/>');
    expect(markup).toContain('<use xlink:href="#portrait-head"/>');
  });

  it("replaces the root's own size with the given attributes and keeps its drawing", () => {
    const svg = parse(
      svgMarkup(file, {
        idPrefix: 'p',
        label: 'x',
        attributes: { width: '100%', height: '100%', preserveAspectRatio: 'xMidYMid slice' },
      }),
    );
    expect(svg.getAttribute('width')).toBe('100%');
    expect(svg.getAttribute('height')).toBe('100%');
    expect(svg.getAttribute('viewBox')).toBe('0 0 600 720');
    expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    expect(svg.querySelector('rect')?.getAttribute('width')).toBe('600');
  });

  it('hides a drawing given no label, as decoration', () => {
    const svg = parse(svgMarkup(file, { idPrefix: 'p' }));
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.hasAttribute('aria-label')).toBe(false);
  });

  it('refuses text that is not an SVG', () => {
    expect(() => svgMarkup('<div></div>', { idPrefix: 'p', label: 'x' })).toThrow(/<svg>/);
  });
});
