// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PolicySources } from './headerPolicy';
import { scriptHash } from './inlineScripts';
import { BuiltPages } from './pagePass';
import { writeHeadersFile as write } from './securityHeaders';

const config: PolicySources = {
  calendarEmbedUrl: 'https://cal.provider.test/widget',
  calendarScriptUrl: 'https://cal.provider.test/embed.js',
  intakeFormEmbedUrl: 'https://forms.provider.test/widget',
  intakeFormScriptUrl: 'https://forms.provider.test/embed.js',
  chatWidgetScriptUrl: undefined,
  signupEndpoint: undefined,
  media: {
    caseStudyVideo: '/media/a.mp4',
    caseStudyCaptions: '/media/b.vtt',
  },
};

/** A built site's pages, as the pass holds them: each entry is a page's path and its HTML. */
const builtSite = (pages: Record<string, string>) => new BuiltPages(Object.entries(pages));

/** A temporary dist/ for the file; the pages are the pass's. */
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
const writeHeadersFile = (pages: BuiltPages, config: PolicySources) => write(pages, dist, config);

const policyLine = (text: string) =>
  text.split('\n').find((line) => line.trim().startsWith('Content-Security-Policy:')) ?? '';

describe('writeHeadersFile', () => {
  it("writes dist/_headers with every page's inline script hashes in one policy", () => {
    const pages = builtSite({
      'index.html': '<script>home()</script><script type="application/ld+json">{}</script>',
      'guides/a.html': '<script>home()</script><script type="module">guide()</script>',
      '404.html': '<p>none</p>',
    });
    const text = writeHeadersFile(pages, config);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(text);
    const policy = policyLine(text);
    expect(policy).toContain(scriptHash('home()'));
    expect(policy).toContain(scriptHash('guide()'));
    expect(policy).not.toContain(scriptHash('{}'));
    expect(policy.split(scriptHash('home()'))).toHaveLength(2);
  });
  it("allows the media a page plays from its own content, such as a guide's episode on a media host", () => {
    const pages = builtSite({
      'guides/a.html': '<audio src="https://episodes.test/one.mp3" preload="none"></audio>',
      'guides/b.html': '<audio src="/media/two.mp3"></audio>',
    });
    const mediaSrc = /media-src ([^;]*)/.exec(policyLine(writeHeadersFile(pages, config)))?.[1];
    expect(mediaSrc).toBe("'self' https://episodes.test");
  });
  it('stops the build, naming page and markup, when a page has script no hash can allow', () => {
    const pages = builtSite({
      'index.html': '<h1>home</h1>',
      'resources.html': '<button onclick="send()">Send</button><a href="javascript:x()">x</a>',
    });
    expect(() => writeHeadersFile(pages, config)).toThrow(
      /no hash can allow it:\n {2}resources\.html: inline event handler onclick= in <button onclick="send\(\)">\n {2}resources\.html: javascript: URL in <a href="javascript:x\(\)">/,
    );
  });
  it('stops the build when the policy outgrows the line Cloudflare Pages reads, rather than ship pages with none', () => {
    const scripts = (count: number) =>
      Array.from({ length: count }, (_, i) => `<script>island(${i})</script>`).join('');
    expect(() => writeHeadersFile(builtSite({ 'index.html': scripts(20) }), config)).not.toThrow();
    expect(() => writeHeadersFile(builtSite({ 'index.html': scripts(40) }), config)).toThrow(
      /the Content-Security-Policy line is 2,?\d{3} characters, over the 2000 Cloudflare Pages reads/,
    );
  });
});
