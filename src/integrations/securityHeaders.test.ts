// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scriptHash } from '../lib/inlineScripts';
import type { PolicySources } from '../lib/securityHeaders';
import { writeHeadersFile } from './securityHeaders';

const config: PolicySources = {
  calendarEmbedUrl: 'https://cal.provider.test/widget',
  calendarScriptUrl: 'https://cal.provider.test/embed.js',
  intakeFormEmbedUrl: 'https://forms.provider.test/widget',
  intakeFormScriptUrl: 'https://forms.provider.test/embed.js',
  chatWidgetScriptUrl: undefined,
  signupEndpoint: undefined,
  media: {
    caseStudyVideo: '/media/a.mp4',
    landingVideo: '/media/b.mp4',
    podcastAudio: '/media/c.mp3',
  },
};

/** A built site in a temporary folder: each entry is a page's path and its HTML. */
function builtSite(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  return dist;
}

const policyLine = (text: string) =>
  text.split('\n').find((line) => line.trim().startsWith('Content-Security-Policy:')) ?? '';

describe('writeHeadersFile', () => {
  it("writes dist/_headers with every page's inline script hashes in one policy", () => {
    const dist = builtSite({
      'index.html': '<script>home()</script><script type="application/ld+json">{}</script>',
      'guides/a.html': '<script>home()</script><script type="module">guide()</script>',
      '404.html': '<p>none</p>',
    });
    const text = writeHeadersFile(dist, config);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(text);
    const policy = policyLine(text);
    expect(policy).toContain(scriptHash('home()'));
    expect(policy).toContain(scriptHash('guide()'));
    expect(policy).not.toContain(scriptHash('{}'));
    expect(policy.split(scriptHash('home()'))).toHaveLength(2);
  });
  it("writes the block every file gets, one per page address, and the assets' long cache", () => {
    const text = writeHeadersFile(
      builtSite({ 'index.html': '<h1>home</h1>', 'guides/a.html': '<h1>a</h1>' }),
      config,
    );
    expect(text).toMatch(
      /^\/\*\n {2}Strict-Transport-Security: .+\n {2}X-Content-Type-Options: nosniff$/m,
    );
    for (const address of ['/', '/guides/a']) {
      expect(text).toContain(`\n${address}\n  Content-Security-Policy: default-src 'self';`);
    }
    expect(text.match(/Content-Security-Policy/g)).toHaveLength(2);
    expect(text).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
  it('stops the build, naming page and markup, when a page has script no hash can allow', () => {
    const dist = builtSite({
      'index.html': '<h1>home</h1>',
      'resources.html': '<button onclick="send()">Send</button><a href="javascript:x()">x</a>',
    });
    expect(() => writeHeadersFile(dist, config)).toThrow(
      /no hash can allow it:\n {2}resources\.html: inline event handler onclick= in <button onclick="send\(\)">\n {2}resources\.html: javascript: URL in <a href="javascript:x\(\)">/,
    );
  });
  describe("within Cloudflare Pages' limits, at the worst this site should meet", () => {
    /** Every provider on origins of its own, with names as long as real providers' are. */
    const everyProvider: PolicySources = {
      calendarEmbedUrl: 'https://calendar.scheduling-provider.example/widget/booking/a',
      calendarScriptUrl: 'https://assets.scheduling-provider.example/js/form_embed.js',
      intakeFormEmbedUrl: 'https://forms.intake-form-provider.example/widget/form/b',
      intakeFormScriptUrl: 'https://static.intake-form-provider.example/js/form_embed.js',
      chatWidgetScriptUrl: 'https://widgets.chat-provider.example/loader.js',
      signupEndpoint: 'https://api.newsletter-provider.example/v1/subscribe',
      media: {
        caseStudyVideo: 'https://video.media-host.example/case-study.mp4',
        landingVideo: '/media/b.mp4',
        podcastAudio: 'https://audio.podcast-host.example/episode.mp3',
      },
    };
    /** The home page, the 404 page and `pages - 2` more, with `scripts` inline scripts between them. */
    const site = (pages: number, scripts: number) =>
      builtSite({
        'index.html': '<h1>home</h1>',
        '404.html': '<h1>not here</h1>',
        ...Object.fromEntries(
          Array.from({ length: pages - 2 }, (_, i) => [
            `guides/guide-${i + 1}.html`,
            Array.from({ length: scripts }, (_, s) => `<script>island(${s})</script>`).join(''),
          ]),
        ),
      });

    it('holds 98 pages and 20 inline scripts with every provider set: 100 rules, no line over 2,000', () => {
      const text = writeHeadersFile(site(98, 20), everyProvider);
      expect(text.match(/^\//gm)).toHaveLength(100);
      expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2_000);
    });
    it('stops the build at a 99th page, whose rule Cloudflare Pages would drop', () => {
      expect(() => writeHeadersFile(site(99, 1), config)).toThrow(
        /Cloudflare Pages:\n {2}_headers has 101 rules, over 100: .+\nEach page takes one of the 100 rules/,
      );
    });
    it('stops the build when the policy outgrows its line, rather than ship pages with none', () => {
      expect(() => writeHeadersFile(site(3, 23), everyProvider)).toThrow(
        /Cloudflare Pages:\n {2}_headers: 3 lines are over 2,000 characters \(line \d+: 2,\d{3}\): .+ no policy/,
      );
    });
  });
});
