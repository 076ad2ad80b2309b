// @vitest-environment node
import { execFileSync } from 'node:child_process';

/** The project's own files, tracked or about to be (ignored ones aside). */
const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter(Boolean);

describe('the tree', () => {
  it('has the command-line tools in TypeScript, run by Node 24 as they are, with no type shims', () => {
    expect(files.filter((file) => file.endsWith('.d.mts'))).toEqual([]);
    expect(files.filter((file) => /^scripts\/[^/]+\.(mjs|js)$/.test(file))).toEqual([]);
  });
});
