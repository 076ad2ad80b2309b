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

/** A module's name without its folder and extension: 'src/lib/seo.ts' is 'seo'. */
const moduleName = (file: string) => file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

describe('the tree', () => {
  it('gives no two modules one name, so a name says which file it is (index files aside)', () => {
    const modules = files.filter(
      (file) =>
        /^(src|scripts)\/.*\.(ts|tsx|astro|js|mjs)$/.test(file) &&
        !/\.test\.|\.d\.ts$|^src\/test\//.test(file) &&
        moduleName(file) !== 'index',
    );
    const byName = Map.groupBy(modules, moduleName);
    const shared = [...byName.values()].filter((group) => group.length > 1);
    expect(shared).toEqual([]);
  });

  it('has the command-line tools in TypeScript, run by Node 24 as they are, with no type shims', () => {
    expect(files.filter((file) => file.endsWith('.d.mts'))).toEqual([]);
    expect(files.filter((file) => /^scripts\/[^/]+\.(mjs|js)$/.test(file))).toEqual([]);
  });
});
