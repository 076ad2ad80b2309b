import { matchableSelector } from './matchableSelector';

describe('matchableSelector', () => {
  it('keeps :where, :is, :not and structural pseudo-classes, which the markup can answer', () => {
    expect(matchableSelector(':where(.list>:not(:first-child))')).toBe(
      ':where(.list > :not(:first-child))',
    );
    expect(
      matchableSelector(':where(.no-js,astro-island[data-chunk-failed]) .no-js\\:hidden'),
    ).toBe(':where(.no-js, astro-island[data-chunk-failed]) .no-js\\:hidden');
  });

  it('drops what depends on the visitor or is no element, and mends what that leaves', () => {
    expect(matchableSelector('.hover\\:bg-x:hover')).toBe('.hover\\:bg-x');
    expect(matchableSelector('.field:focus-visible::placeholder')).toBe('.field');
    expect(matchableSelector(':where(.group):is([open],:popover-open,:open) *')).toBe(
      ':where(.group):is([open]) *',
    );
    expect(matchableSelector('.card:not(:hover)>')).toBe('.card > *');
    expect(matchableSelector('ul>::marker')).toBe('ul > *');
    // The first screen's markup is cut after it: its last element is no last child of the page.
    expect(matchableSelector(':where(.space-y-7>:not(:last-child))')).toBe(
      ':where(.space-y-7 > *)',
    );
  });

  it('leaves a descendant space no combinator of its own where a part went', () => {
    expect(matchableSelector('.a :hover .b')).toBe('.a .b');
    expect(matchableSelector('.a :hover>.b')).toBe('.a > .b');
    expect(matchableSelector('.a>:hover>.b')).toBe('.a > * > .b');
    expect(matchableSelector('::selection')).toBe('');
  });

  it('reads escapes and quotes as CSS does, not as characters of a pattern', () => {
    expect(matchableSelector('.\\[content\\:\\"\\:hover\\"\\]:hover')).toBe(
      '.\\[content\\:\\"\\:hover\\"\\]',
    );
    expect(matchableSelector('[data-state=":hover"]')).toBe('[data-state=":hover"]');
  });
});
