// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Comments and tests cite only what the repository holds: docs/product.md for what the site says
 * and does, docs/performance.md for its targets. A clone has no specification or design notes
 * beside it, so a comment sending the reader there sends them nowhere.
 */
const tracked = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => /\.(ts|tsx|astro|js|mjs|cjs|css)$/.test(file) && !file.startsWith('docs/'));

describe('what the code cites', () => {
  it('names no document outside the repository', () => {
    const outside = /\bSPEC\b|SPEC\.md|DESIGN\.md|STYLE\.md|DEVELOPERS\.md/;
    const citing = tracked.filter((file) => {
      if (file === 'tests/build/citations.test.ts') return false;
      try {
        return outside.test(readFileSync(file, 'utf8'));
      } catch {
        return false;
      }
    });
    expect(citing).toEqual([]);
  });
});
