// @vitest-environment node
import { createHash } from 'node:crypto';
import { scanPage, scriptHash } from './inlineScripts';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact UTF-8 text, as the browser computes it', () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash("document.title='é'")).toBe(sha("document.title='é'"));
  });
});

describe('scanPage', () => {
  it('hashes classic, module and typed inline scripts exactly as written', () => {
    const classic = "document.documentElement.classList.replace('no-js', 'js');";
    const module = '\n  import "/_astro/a.js";\n';
    const page = `<!doctype html><head><script>${classic}</script><script type="module">${module}</script><SCRIPT type="text/javascript">a()</SCRIPT></head>`;
    expect(scanPage(page).hashes).toEqual([sha(classic), sha(module), sha('a()')]);
  });
  it('skips JSON-LD and other data blocks, and scripts loaded from a file', () => {
    const page =
      '<script type="application/ld+json">{"@type":"FAQPage"}</script><script type="text/template"><b>x</b></script><script type="module" src="/_astro/a.js"></script>';
    expect(scanPage(page)).toEqual({ hashes: [], problems: [], media: [] });
  });
  it('lists what the page plays: audio, video, their sources and captions, once each', () => {
    const page =
      '<audio src="https://a.test/e.mp3"></audio><video><source src="/media/v.mp4"><track src="https://c.test/v.vtt"></video><audio src="https://a.test/e.mp3"></audio><img src="https://i.test/p.png">';
    expect(scanPage(page).media).toEqual([
      'https://a.test/e.mp3',
      '/media/v.mp4',
      'https://c.test/v.vtt',
    ]);
  });
  it('hashes an import map, which the policy governs like a script', () => {
    const map = '{"imports":{"a":"/a.js"}}';
    expect(scanPage(`<script type="importmap">${map}</script>`).hashes).toEqual([sha(map)]);
  });
  it('names each hash once when a script repeats', () => {
    expect(scanPage('<script>a()</script><p>x</p><script>a()</script>').hashes).toEqual([
      sha('a()'),
    ]);
  });
  it('reads attribute values holding ">" without losing the script that follows', () => {
    const page =
      '<astro-island props="{&quot;a&quot;:&quot;1 > 0&quot;}" x=\'>\'><script>b()</script>';
    expect(scanPage(page).hashes).toEqual([sha('b()')]);
  });
  it('reports inline event handlers, also inside templates an island fills in later', () => {
    const page =
      '<button type="button" onclick="go()">Go</button><template><img src="/a.png" ONERROR=x></template>';
    expect(scanPage(page).problems).toEqual([
      'inline event handler onclick= in <button type="button" onclick="go()">',
      'inline event handler onerror= in <img src="/a.png" ONERROR=x>',
    ]);
  });
  it('reports javascript: URLs however they are spelled', () => {
    const page =
      '<a href="javascript:void(0)">a</a><a href=" JaVa&#x53;cript&colon;x">b</a><form action="&#106;avascript:x"></form><iframe src="java\tscript:x"></iframe>';
    expect(scanPage(page).problems).toHaveLength(4);
    expect(scanPage(page).problems[0]).toBe('javascript: URL in <a href="javascript:void(0)">');
  });
  it('leaves words that only look like handlers alone: text, comments, script code, data-on*', () => {
    const page =
      '<p>Set onclick="x" on a button &lt;a href="javascript:x"&gt;</p><!-- <a onclick="x"> --><script>el.setAttribute("onclick", "<a onclick=1>")</script><div data-onclick="x" aria-label="onload=x"></div><a href="/javascript:guide">g</a>';
    expect(scanPage(page).problems).toEqual([]);
  });
});
