import { isNoindex, metaContent, robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('names the sitemap at the root whatever path the origin is written with', () => {
    expect(robotsTxt('https://www.acme.test/shop/')).toContain(
      'Sitemap: https://www.acme.test/sitemap-index.xml',
    );
  });
});

describe('isNoindex', () => {
  it("reads a page's robots meta, whatever the attribute order and quotes", () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(isNoindex("<meta content='noindex, follow' name=robots />")).toBe(true);
    expect(isNoindex('<meta name="robots" content="none">')).toBe(true);
  });
  it('leaves a page with no robots meta, or one that allows indexing, indexable', () => {
    expect(isNoindex('<meta name="description" content="noindex is a word">')).toBe(false);
    expect(isNoindex('<meta name="robots" content="index, follow">')).toBe(false);
    expect(isNoindex('<p>noindex</p>')).toBe(false);
  });
});

describe('metaContent', () => {
  it('finds a meta tag by name or by property', () => {
    const html = '<meta property="og:title" content="A &amp; B"><meta name="x" content="y">';
    expect(metaContent(html, 'og:title')).toBe('A & B');
    expect(metaContent(html, 'x')).toBe('y');
    expect(metaContent(html, 'z')).toBeUndefined();
  });

  it('turns the entities a build writes back into characters, and leaves an unknown one', () => {
    const html = `<meta name="t" content="Aren&#39;t &amp; &quot;won&#x27;t&quot; &lt;b&gt;">`;
    expect(metaContent(html, 't')).toBe('Aren\'t & "won\'t" <b>');
    expect(metaContent('<meta name="u" content="&nope; &">', 'u')).toBe('&nope; &');
  });

  it('is not fooled by a meta tag written inside a script or a comment', () => {
    const html =
      '<!-- <meta name="robots" content="noindex"> --><script>"<meta name=robots content=noindex>"</script><meta name="robots" content="index">';
    expect(isNoindex(html)).toBe(false);
  });
});
