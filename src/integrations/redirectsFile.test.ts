// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { redirectsFile, writeRedirectsFile } from './redirectsFile';

const emptyDist = () => mkdtempSync(join(tmpdir(), 'dist-'));

/** `count` short addresses, '/short-1' to '/guides/guide-1' and so on. */
const shortAddresses = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`/short-${i + 1}`, `/guides/guide-${i + 1}`]),
  );

describe('writeRedirectsFile', () => {
  it("holds 1,000 short addresses, Cloudflare Pages' 2,000 rules, and stops the build at one more", () => {
    expect(() => writeRedirectsFile(emptyDist(), shortAddresses(1_000))).not.toThrow();
    expect(() => writeRedirectsFile(emptyDist(), shortAddresses(1_001))).toThrow(
      /Cloudflare Pages:\n {2}_redirects has 2,002 fixed-path rules, over 2,000/,
    );
  });
  it('stops the build on a rule longer than Cloudflare Pages reads', () => {
    const dist = emptyDist();
    expect(() => writeRedirectsFile(dist, { '/a': `/${'x'.repeat(1_000)}` })).toThrow(
      /_redirects: 2 lines are over 1,000 characters \(line 4: 1,008\): Cloudflare Pages ignores/,
    );
  });
});

describe('the redirects-file integration', () => {
  it('writes the redirects of the resolved config once the build is done', async () => {
    const dist = emptyDist();
    const { hooks } = redirectsFile() as AstroIntegration & {
      hooks: Required<AstroIntegration['hooks']>;
    };
    const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
    await hooks['astro:config:done']({ config: { redirects: { '/a': '/b' } } } as never);
    await hooks['astro:build:done']({ dir: pathToFileURL(`${dist}/`), logger } as never);
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('\n/a /b 301\n/a/ /b 301\n');
    expect(logger.info).toHaveBeenCalledWith('dist/_redirects written: 2 rules for the CDN');
  });
});
