// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { type PageStep, runPass } from './pagePass';

/** A built site: each entry a page's path under dist/ and its HTML, written an hour ago. */
function builtSite(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
    utimesSync(join(dist, path), hourAgo, hourAgo);
  }
  writeFileSync(join(dist, 'notes.txt'), 'not a page');
  return dist;
}

const context = (dist: string) => ({
  dist,
  root: '',
  site: 'https://www.example.com',
  logger: { info: vi.fn() } as unknown as AstroIntegrationLogger,
});

describe('the pass over the built pages', () => {
  it('gives each step every page, as the steps before it left them, in order', async () => {
    const dist = builtSite({ 'index.html': '<p>home</p>', 'guides/a.html': '<p>a</p>' });
    const seen: string[] = [];
    const shout: PageStep = {
      name: 'shout',
      run(pages) {
        for (const path of pages.paths()) pages.set(path, (pages.get(path) ?? '').toUpperCase());
      },
    };
    const look: PageStep = {
      name: 'look',
      run(pages) {
        seen.push(...pages.paths().map((path) => `${path} ${pages.get(path)}`));
      },
    };
    await runPass([shout, look], context(dist));
    expect(seen).toEqual(['guides/a.html <P>A</P>', 'index.html <P>HOME</P>']);
    expect(readFileSync(join(dist, 'guides/a.html'), 'utf8')).toBe('<P>A</P>');
  });

  it('keeps to the HTML pages, and writes only those a step changed or added', async () => {
    const dist = builtSite({ 'index.html': '<p>home</p>', 'b.html': '<p>b</p>' });
    const before = statSync(join(dist, 'b.html')).mtimeMs;
    const edit: PageStep = {
      name: 'edit',
      run(pages) {
        expect(pages.paths()).toEqual(['b.html', 'index.html']);
        pages.set('index.html', '<p>new</p>');
        pages.set('b.html', '<p>b</p>');
        pages.set('old/address.html', '<p>moved</p>');
      },
    };
    const pages = await runPass([edit], context(dist));
    expect(pages.changed().map(([path]) => path)).toEqual(['index.html', 'old/address.html']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<p>new</p>');
    expect(readFileSync(join(dist, 'old/address.html'), 'utf8')).toBe('<p>moved</p>');
    expect(statSync(join(dist, 'b.html')).mtimeMs).toBe(before);
  });

  it('writes nothing when a step stops the build', async () => {
    const dist = builtSite({ 'index.html': '<p>home</p>' });
    const steps: PageStep[] = [
      { name: 'edit', run: (pages) => pages.set('index.html', '<p>half done</p>') },
      {
        name: 'stop',
        run: () => {
          throw new Error('stopped');
        },
      },
    ];
    await expect(runPass(steps, context(dist))).rejects.toThrow('stopped');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<p>home</p>');
  });
});
