import { isTraversal, parse, type Selector, SelectorType } from 'css-what';
import { writeSelector } from './selectorText';

/**
 * What depends on the visitor (hover, focus, an open menu or popover, a checked box, the target),
 * draws outside the document's elements (pseudo-elements), or looks past the end of the first
 * screen, where its markup is cut (the last child): none of it can be matched against that
 * markup, so it is taken out of a selector before matching. Names as css-what reads them, with
 * one colon or two; `-webkit-` and `-moz-` ones as well (`isUnmatchable`).
 */
const UNMATCHABLE = new Set([
  'nth-last-child',
  'nth-last-of-type',
  'last-child',
  'last-of-type',
  'only-child',
  'only-of-type',
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'visited',
  'open',
  'popover-open',
  'checked',
  'indeterminate',
  'disabled',
  'enabled',
  'placeholder-shown',
  'autofill',
  'user-invalid',
  'invalid',
  'target',
  'before',
  'after',
  'marker',
  'placeholder',
  'selection',
  'backdrop',
  'file-selector-button',
]);

function isUnmatchable(token: Selector): boolean {
  if (token.type !== SelectorType.Pseudo && token.type !== SelectorType.PseudoElement) return false;
  const name = token.name.toLowerCase();
  return UNMATCHABLE.has(name) || name.startsWith('-webkit-') || name.startsWith('-moz-');
}

const isCombinator = (token: Selector | undefined) => token !== undefined && isTraversal(token);

const ANY: Selector = { type: SelectorType.Universal, namespace: null };

/**
 * One complex selector with the unmatchable parts gone, mended: a `>`, `+` or `~` left with no
 * element after it applies to any element (`ul>::marker` is `ul > *`), and a descendant space left
 * at an end or beside another combinator goes (`.a :hover` is `.a`), as Beasties' own
 * normaliser did.
 */
function matchable(sequence: Selector[]): Selector[] {
  const kept: Selector[] = [];
  for (const token of sequence) {
    if (isUnmatchable(token)) continue;
    if (token.type === SelectorType.Pseudo && Array.isArray(token.data)) {
      // :is(), :where(), :not(), :has(): each selector in it mended; left empty, it goes.
      const data = matchableList(token.data);
      if (data.length > 0) kept.push({ ...token, data });
      continue;
    }
    kept.push(token);
  }
  // A descendant space at an end or beside another combinator is no combinator of its own.
  const joined: Selector[] = [];
  for (const [index, token] of kept.entries()) {
    const next = kept[index + 1];
    const alone = joined.length === 0 || isCombinator(joined.at(-1));
    if (
      token.type === SelectorType.Descendant &&
      (alone || (isCombinator(next) && next?.type !== SelectorType.Descendant))
    ) {
      continue;
    }
    joined.push(token);
  }
  while (joined.at(-1)?.type === SelectorType.Descendant) joined.pop();
  const mended: Selector[] = [];
  for (const [index, token] of joined.entries()) {
    mended.push(token);
    const next = joined[index + 1];
    if (isCombinator(token) && (!next || isCombinator(next))) mended.push(ANY);
  }
  return mended;
}

function matchableList(list: Selector[][]): Selector[][] {
  return list.map(matchable).filter((sequence) => sequence.length > 0);
}

/**
 * A selector as it can be matched against a first screen's markup, to tell whether its rule is
 * needed there, read by css-what, the parser of Beasties' own selector engine (css-select), and
 * written back by `writeSelector`. Beasties' version strips every pseudo-class together with its
 * argument, so whatever Tailwind writes inside `:where()` (every `space-y-*`, `divide-y` and
 * `no-js:*` rule) became an empty selector and was never inlined: the first screen then moved
 * when the stylesheet arrived. Here only what cannot be matched goes; `:where()`, `:is()`, `:not()` and the structural
 * pseudo-classes stay for the selector engine, which evaluates them. A selector css-what cannot
 * read is returned as it is, and Beasties reports it.
 */
export function matchableSelector(selector: string): string {
  let list: Selector[][];
  try {
    list = parse(selector);
  } catch {
    return selector;
  }
  return writeSelector(matchableList(list));
}
