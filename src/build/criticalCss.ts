import Beasties from 'beasties';
import { parseDocument } from 'htmlparser2';
import type { PageStep } from './pagePass';

/**
 * Where a page's first screen ends: after the first `<section>` or `<header>` inside `<main>` (the
 * hero, a guide's header, the link-in-bio profile), with the site's header and all above it. The
 * rules of that much go inline; the site's whole stylesheet is linked right after it.
 */
export interface FirstScreen {
  /** The index in the HTML just after the first screen's last element. */
  end: number;
  /** The `<link rel="stylesheet">` tags of the page, and their addresses. */
  links: { tag: string; href: string }[];
  /** The fonts' `<link rel="preload" as="font">` tags in the first screen, as written. */
  fontPreloads: string[];
}

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Finds the stylesheets and the end of the first screen; null for a page with no such element. */
export function findFirstScreen(html: string): FirstScreen | null {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const links: FirstScreen['links'] = [];
  const fontPreloads: string[] = [];
  let inMain = false;
  let first: Node | undefined;
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const { name, attribs } = node;
      if (name === 'link' && /\bstylesheet\b/.test(attribs.rel ?? '')) {
        const tag = html.slice(node.startIndex ?? 0, (node.endIndex ?? 0) + 1);
        links.push({ tag, href: attribs.href ?? '' });
      }
      if (!first && name === 'link' && attribs.rel === 'preload' && attribs.as === 'font') {
        fontPreloads.push(html.slice(node.startIndex ?? 0, (node.endIndex ?? 0) + 1));
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

/**
 * What depends on the visitor (hover, focus, an open menu or popover, a checked box, the target),
 * draws outside the document's elements (pseudo-elements), or looks past the end of the first
 * screen, where its markup is cut (the last child): none of it can be matched against that
 * markup, so it is taken out of a selector before matching.
 */
const UNMATCHABLE =
  /(?<!\\)::?(?:nth-last-(?:child|of-type)\([^)]*\)|last-child|last-of-type|only-child|only-of-type|hover|focus(?:-visible|-within)?|active|visited|open|popover-open|checked|indeterminate|disabled|enabled|placeholder-shown|autofill|user-invalid|invalid|target|before|after|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+)(?![\w-])/gi;

/**
 * A selector as it can be matched against a first screen's markup, to tell whether its rule is
 * needed there. Beasties' own version strips every pseudo-class together with its argument, so
 * whatever Tailwind writes inside `:where()` (every `space-y-*`, `divide-y` and `no-js:*` rule)
 * became an empty selector and was never inlined: the first screen then moved when the stylesheet
 * arrived. Here only what cannot be matched goes; `:where()`, `:is()`, `:not()` and the structural
 * pseudo-classes stay for beasties' selector engine, which evaluates them.
 */
export function matchableSelector(selector: string): string {
  return selector
    .replace(UNMATCHABLE, '')
    .replace(/\(\s*,+/g, '(')
    .replace(/,+\s*\)/g, ')')
    .replace(/,\s*,+/g, ',')
    .replace(/:(?:is|where|not|has)\(\s*\)/g, '')
    .replace(/([>+~])\s*(?=[>+~)]|$)/g, '$1 *')
    .trim();
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

/** A registered custom property (Tailwind's `@property --tw-...`), one rule. */
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;

/**
 * The critical rules without Tailwind's custom properties that none of them reads: beasties keeps
 * every `@property` registration (Tailwind has some eighty) and the fallback block that sets them
 * all for browsers without `@property`.
 */
export function withoutUnusedProperties(css: string): string {
  const unused = [...css.matchAll(PROPERTY_RULE)]
    .map((match) => match[1] ?? '')
    .filter((name) => !css.includes(`var(${name}`));
  let out = css;
  for (const name of unused) {
    out = out
      .replace(new RegExp(`@property ${name}\\{[^}]*\\}`), '')
      .replaceAll(new RegExp(`${name}:[^;}]*;?`, 'g'), '');
  }
  return out;
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
  const { fontPreloads } = screen;
  const later = [...fontPreloads, ...screen.links.map((link) => link.tag)].join('');
  let out = `${html.slice(0, screen.end)}${later}${html.slice(screen.end)}`;
  for (const preload of fontPreloads) out = out.replace(preload, '');
  for (const [index, link] of screen.links.entries()) {
    // A function, so that `$&` or `$1` in the CSS (a `content` string) is never read as a pattern.
    out = out.replace(link.tag, () => (index === 0 ? `<style>${critical}</style>` : ''));
  }
  return out;
}

/**
 * After the build, each page carries the rules of its first screen inline and links the site's one
 * stylesheet right after that screen. The first step of the pass over the pages (src/build/buildSteps.ts):
 * the later ones read the pages as they will be served (the security headers hash their scripts).
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
