// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { redirectsFile } from './redirectsFile';

type Hooks = Required<AstroIntegration['hooks']>;

/** A built site with one page, /b, and the integration's hooks run over it for /a -> `to`. */
async function build(to: string) {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'b.html'), '<!doctype html><title>B</title>');
  const { hooks } = redirectsFile([{ from: '/a', to }]) as AstroIntegration & { hooks: Hooks };
  const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
  await hooks['astro:config:setup']({
    command: 'build',
    config: { site: 'https://www.example.com' },
    updateConfig: vi.fn(),
  } as never);
  const done = Promise.resolve().then(() =>
    hooks['astro:build:done']({ dir: pathToFileURL(`${dist}/`), logger } as never),
  );
  return { dist, logger, done };
}

describe('the redirects-file integration', () => {
  it('writes the rules and a forwarding page at the old address once the build is done', async () => {
    const { dist, logger, done } = await build('/b');
    await done;
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('\n/a /b 301\n/a/ /b 301\n');
    expect(readFileSync(join(dist, 'a.html'), 'utf8')).toContain('content="0;url=/b"');
    expect(logger.info).toHaveBeenCalledWith('dist/_redirects written: 2 rules for the CDN');
  });
  it('stops the build, writing nothing, when the new address is not a page', async () => {
    const { dist, done } = await build('/c');
    await expect(done).rejects.toThrow('entry 1 (/a -> /c): /c is not a page of the site');
    expect(existsSync(join(dist, '_redirects'))).toBe(false);
  });
  it('has astro dev follow the redirects', async () => {
    const { hooks } = redirectsFile([{ from: '/a', to: '/b' }]) as AstroIntegration & {
      hooks: Hooks;
    };
    const updateConfig = vi.fn();
    await hooks['astro:config:setup']({ command: 'dev', config: {}, updateConfig } as never);
    expect(updateConfig).toHaveBeenCalledWith({ redirects: { '/a': '/b' } });
  });
});
