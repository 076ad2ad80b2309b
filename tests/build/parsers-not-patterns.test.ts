// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The build steps (src/build/) read the built pages and the stylesheet with parsers (htmlparser2,
 * PostCSS, css-what), never with regular expressions: a pattern misreads an attribute in another
 * order or quoting, a comment, an escape, and a replacement string reads `$&` in the CSS as the
 * matched text. This reads each module's source with TypeScript's own parser, so a `/` that
 * divides, or a pattern in a string or a comment, is not taken for one.
 */

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** A `.replace()` or `.replaceAll()` whose replacement is text, in which `$&` or `$1` mean something. */
function replacesWithPattern(node: ts.CallExpression): boolean {
  const { expression } = node;
  if (!ts.isPropertyAccessExpression(expression)) return false;
  if (!['replace', 'replaceAll'].includes(expression.name.text)) return false;
  const replacement = node.arguments[1];
  if (!replacement) return false;
  if (ts.isArrowFunction(replacement) || ts.isFunctionExpression(replacement)) return false;
  // A literal with no `$` in it is only itself.
  return !(ts.isStringLiteralLike(replacement) && !replacement.text.includes('$'));
}

/** Every regular expression in a module, every `RegExp(...)`, and every pattern replacement. */
function patternUses(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Finding[] = [];
  const add = (node: ts.Node) =>
    found.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: node.getText(),
    });
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) add(node);
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      add(node);
    } else if (ts.isCallExpression(node) && replacesWithPattern(node)) add(node);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/**
 * The patterns allowed in src/build/, each over text that is neither HTML nor CSS, with why.
 * An entry that no longer matches anything fails the test below, so the list stays true.
 */
const ALLOWED: (Omit<Finding, 'line'> & { why: string })[] = [
  {
    file: 'src/build/ogCard.ts',
    text: '/\\s+/',
    why: "splits a link card's headline into words: plain text, the page's og:title as robots.ts's metaContent (htmlparser2) read it",
  },
];

/** The build steps' own modules: every `.ts` file under src/build/ but the tests. */
function buildModules(dir = 'src/build'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return buildModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const allowed = (finding: Finding) =>
  ALLOWED.some((entry) => entry.file === finding.file && entry.text === finding.text);

describe('parsers, not patterns, in the build steps', () => {
  it('finds each way a module can read text as a pattern, and nothing else', () => {
    const source = [
      'const a = html.match(/<link[^>]*>/g);',
      "const b = new RegExp(name + ':[^;]*', 'g');",
      "const c = RegExp('x');",
      'const d = html.replace(tag, css);',
      "const e = html.replace(tag, '$&' + css);",
      // Not patterns: a function replacement, a literal without `$`, division, a string, a comment.
      'const f = html.replace(tag, () => css);',
      "const g = html.replace(tag, '');",
      'const h = width / 2 / scale;',
      "const i = '/not a pattern/';",
      '// a comment with /one/ in it',
    ].join('\n');
    expect(patternUses('sample.ts', source).map((finding) => finding.line)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('reads every build step, the ones that read pages and the stylesheet among them', () => {
    const modules = buildModules();
    for (const file of ['criticalCss', 'inlineScripts', 'measurement', 'pagePass', 'robots']) {
      expect(modules).toContain(`src/build/${file}.ts`);
    }
    expect(modules.length).toBeGreaterThanOrEqual(15);
  });

  it('has no regular expression or pattern replacement in a build step but those allowed', () => {
    const found = buildModules().flatMap((file) => patternUses(file, readFileSync(file, 'utf8')));
    expect(found.filter((finding) => !allowed(finding))).toEqual([]);
    // Each allowance is still needed, and says why.
    for (const entry of ALLOWED) {
      expect(
        found.some((finding) => finding.file === entry.file && finding.text === entry.text),
      ).toBe(true);
      expect(entry.why.length).toBeGreaterThan(20);
    }
  });
});
