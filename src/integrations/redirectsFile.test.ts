// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { redirectsFile } from './redirectsFile';

const emptyDist = () => mkdtempSync(join(tmpdir(), 'dist-'));

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
