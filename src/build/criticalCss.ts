import Beasties from 'beasties';
import { parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { matchableSelector } from './matchableSelector';
import type { PageStep } from './pagePass';

/**
 * Where a page's first screen ends: after the first `<section>` or `<header>` inside `<main>` (the
 * hero, a guide's header, the link-in-bio profile), with the site's header and all above it. The
 * rules of that much go inline; the site's whole stylesheet is linked right after it.
 */
export interface FirstScreen {
  /** The index in the HTML just after the first screen's last element. */
  end: number;
  /** The `<link rel="stylesheet">` tags of the page, where they stand, and their addresses. */
  links: (Span & { href: string })[];
  /** The fonts' `<link rel="preload" as="font">` tags in the first screen, where they stand. */
  fontPreloads: Span[];
}

/** A tag as written in the page: its text, from `start` to just before `end`. */
export interface Span {
  tag: string;
  start: number;
  end: number;
}

/** An attribute's space-separated tokens (`rel="preload stylesheet"`), as the HTML standard splits them. */
const tokens = (value: string | undefined): string[] =>
  [...(value ?? '')]
    .map((char) => (' \t\n\f\r'.includes(char) ? ' ' : char))
    .join('')
    .split(' ')
    .filter(Boolean);

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Finds the stylesheets and the end of the first screen; null for a page with no such element. */
export function findFirstScreen(html: string): FirstScreen | null {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const links: FirstScreen['links'] = [];
  const fontPreloads: Span[] = [];
  let inMain = false;
  let first: Node | undefined;
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const { name, attribs } = node;
      const start = node.startIndex ?? 0;
      const end = (node.endIndex ?? 0) + 1;
      if (name === 'link' && tokens(attribs.rel).includes('stylesheet')) {
        links.push({ tag: html.slice(start, end), start, end, href: attribs.href ?? '' });
      }
      if (!first && name === 'link' && attribs.rel === 'preload' && attribs.as === 'font') {
        fontPreloads.push({ tag: html.slice(start, end), start, end });
      }
      if (inMain && !first && (name === 'section' || name === 'header')) first = node;
      const main = name === 'main';
      if (main) inMain = true;
      visit(node.children as Node[]);
      if (main) inMain = false;
    }
  };
  visit(doc.children);
  if (!first || first.endIndex === null) return null;
  return { end: first.endIndex + 1, links, fontPreloads };
}

/** Beasties, matching selectors as `matchableSelector` reads them. */
class FirstScreenBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

export interface SplitOptions {
  /** The built site's folder, where `/_astro/...css` can be read. */
  distDir: string;
}

/**
 * The critical rules without Tailwind's custom properties that none of them reads: beasties keeps
 * every `@property` registration (Tailwind has some eighty) and the fallback block that sets them
 * all for browsers without `@property`. Read and written by PostCSS, which gives back the rules
 * it did not touch as they were; a property counts as read where a value has `var(` and its name
 * (or a longer name it begins, as before).
 */
export function withoutUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  const values: string[] = [];
  root.walkDecls((decl) => {
    values.push(decl.value);
  });
  const registered = new Map<string, postcss.AtRule>();
  root.walkAtRules('property', (rule) => {
    if (!registered.has(rule.params)) registered.set(rule.params, rule);
  });
  const unused = new Set(
    [...registered.keys()].filter((name) => !values.some((value) => value.includes(`var(${name}`))),
  );
  if (unused.size === 0) return css;
  for (const name of unused) registered.get(name)?.remove();
  root.walkDecls((decl) => {
    if (!unused.has(decl.prop)) return;
    const rule = decl.parent;
    // The separator before a last declaration stays, as it was: `{--a:0;--b:0}` is `{--a:0;}`.
    if (rule && rule.last === decl && rule.nodes && rule.nodes.length > 1) {
      rule.raws.semicolon = true;
    }
    decl.remove();
  });
  return root.toString();
}

/** The text of each `<style>` element of a document. */
function styleTexts(html: string): string[] {
  const texts: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'style') texts.push(textOf(node.children as Node[]));
      else if ('children' in node) visit(node.children as Node[]);
    }
  };
  visit(parseDocument(html).children);
  return texts;
}

const textOf = (nodes: Node[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.data : '')).join('');

/**
 * One page's CSS, split the way a first visit needs it: the rules its first screen uses inline in
 * the head (found by beasties over that screen's markup only), and the site's one stylesheet as a
 * plain `<link>` right after the first screen, behind the brand faces' preloads. The browser draws the first screen without waiting
 * for it, holds back only what follows until it arrives (so nothing below is ever drawn unstyled),
 * and any later page takes it from the cache. Without script it loads all the same.
 */
export async function splitPageCss(html: string, options: SplitOptions): Promise<string> {
  const screen = findFirstScreen(html);
  if (!screen || screen.links.length === 0) return html;
  const beasties = new FirstScreenBeasties({
    path: options.distDir,
    publicPath: '/',
    // Only the first screen is looked at; the rest of the page is the stylesheet's.
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    // The faces are declared in the head of every page (BaseLayout.astro), not in the stylesheet.
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  const firstScreenOnly = `${html.slice(0, screen.end)}</main></body></html>`;
  const processed = await beasties.process(firstScreenOnly);
  const before = new Set(styleTexts(firstScreenOnly));
  const rules = styleTexts(processed).filter((text) => !before.has(text));
  const critical = withoutUnusedProperties(rules.join(''));
  // The brand faces are asked for once the first screen's bytes are in: preloaded from the head,
  // on a slow line they took bandwidth from the first screen and painted it later than no fonts.
  const { fontPreloads, links } = screen;
  const later = [...fontPreloads, ...links].map((span) => span.tag).join('');
  // The page cut where each tag leaves or the rules come, by the parser's positions: nothing in
  // the CSS (a `content` string with `$&` in it) is ever read as a pattern.
  const edits = [
    ...fontPreloads.map((span) => ({ ...span, text: '' })),
    ...links.map((span, index) => ({
      ...span,
      text: index === 0 ? `<style>${critical}</style>` : '',
    })),
    { start: screen.end, end: screen.end, text: later },
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

/**
 * After the build, each page carries the rules of its first screen inline and links the site's one
 * stylesheet right after that screen. The first step of the pass over the pages
 * (src/build/buildSteps.ts): the later ones read the pages as they will be served (the security
 * headers hash their scripts).
 */
export const criticalCss: PageStep = {
  name: 'first-screen CSS',
  async run(pages, { dist, logger }) {
    const paths = pages.paths();
    for (const path of paths) {
      pages.set(path, await splitPageCss(pages.get(path) ?? '', { distDir: dist }));
    }
    logger.info(`${paths.length} pages: first-screen rules inline, the stylesheet after them`);
  },
};
