// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

/**
 * A marketer's typo in a content file must stop the build with the file and the field named.
 * The project is copied aside, one field renamed in the home page's words, and Astro's content
 * sync (the step of every build that checks the collections) run on the copy.
 */
describe('a mistake in a content file', () => {
  let copy = '';
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'content-error-'));
    for (const part of ['src', 'scripts', 'astro.config.ts', 'package.json', 'tsconfig.json']) {
      cpSync(part, join(copy, part), { recursive: true });
    }
    symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('stops the build naming the file and the field', () => {
    const file = join(copy, 'src/content/pages/home.yaml');
    const words = readFileSync(file, 'utf8');
    expect(words).toContain('\n  headlineLead: ');
    writeFileSync(file, words.replace('\n  headlineLead: ', '\n  headlineLed: '));
    const sync = spawnSync('astro', ['sync'], {
      cwd: copy,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
      },
    });
    const said = `${sync.stdout}${sync.stderr}`;
    expect(sync.status, said).not.toBe(0);
    expect(said).toContain('src/content/pages/home.yaml');
    expect(said).toMatch(/hero\.headlineLead\b.*Required/);
    expect(said).toContain('Unrecognized key: "headlineLed"');
  }, 60_000);
});
