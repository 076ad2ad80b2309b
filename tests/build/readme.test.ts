// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The repository describes itself: the README is a short front door, and every relative link in
 * it and in docs/ leads to a file in the repository (and to a heading there, when it names one).
 * A clone has no ../shared beside it, so nothing may point there.
 */
const root = resolve('.');
const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text with code blocks and inline code blanked, so a link written as code is not read. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target: inline `[text](target)` and reference `[name]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    ([, target]) => target ?? '',
  );
  const reference = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    ([, target]) => target ?? '',
  );
  return [...inline, ...reference];
}

/** GitHub's anchor for each heading of a Markdown file: lower case, punctuation dropped, dashes. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading = ''] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

const isExternal = (target: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

describe('the README and docs/', () => {
  it('README.md is a front door: at most 100 lines', () => {
    const lines = readFileSync('README.md', 'utf8').replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(100);
  });

  for (const page of pages) {
    const markdown = readFileSync(page, 'utf8');

    it(`${page} mentions nothing in ../shared, which a clone does not have`, () => {
      const lines = markdown.split('\n').filter((line) => line.includes('../shared'));
      expect(lines).toEqual([]);
    });

    it(`${page}: every relative link leads to a file (and heading) in the repository`, () => {
      const broken: string[] = [];
      for (const target of linkTargets(markdown)) {
        if (isExternal(target)) continue;
        const [path = '', fragment] = decodeURI(target).split('#');
        const file = path === '' ? resolve(page) : resolve(dirname(page), path.split('?')[0] ?? '');
        const inside = relative(root, file);
        if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
          broken.push(`${target}: outside the repository`);
          continue;
        }
        if (!existsSync(file)) {
          broken.push(`${target}: no such file`);
          continue;
        }
        if (fragment && file.endsWith('.md') && statSync(file).isFile()) {
          if (!anchors(readFileSync(file, 'utf8')).has(fragment.toLowerCase())) {
            broken.push(`${target}: no heading '#${fragment}' in ${inside}`);
          }
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
