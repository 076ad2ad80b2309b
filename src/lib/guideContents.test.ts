import { checkContents, readingMinutes, requireBlock, shownDate, wordsOf } from './guideContents';

const headings = [
  { depth: 2, slug: 'listen', text: 'Listen' },
  { depth: 3, slug: 'why', text: 'Why' },
  { depth: 2, slug: 'compare', text: 'Compare' },
  { depth: 2, slug: 'ask', text: 'Ask' },
];

describe('guide contents', () => {
  it('accepts entries that name h2s in reading order', () => {
    const contents = [
      { id: 'listen', title: 'Listen' },
      { id: 'ask', title: 'Questions' },
    ];
    expect(() => checkContents(contents, headings, 'x.mdx')).not.toThrow();
  });

  it('names the file, the entry and the ids there are when an entry points nowhere', () => {
    expect(() => checkContents([{ id: 'comapre', title: 'Compare' }], headings, 'x.mdx')).toThrow(
      'x.mdx: the contents entry "Compare" points at #comapre, but no h2 has that id. The h2 ids are: listen, compare, ask.',
    );
  });

  it('refuses an entry that points at a smaller heading', () => {
    expect(() => checkContents([{ id: 'why', title: 'Why' }], headings, 'x.mdx')).toThrow(
      /no h2 has that id/,
    );
  });

  it('refuses contents out of reading order', () => {
    const contents = [
      { id: 'ask', title: 'Questions' },
      { id: 'listen', title: 'Listen' },
    ];
    expect(() => checkContents(contents, headings, 'x.mdx')).toThrow(/reading order/);
  });
});

describe('reading time', () => {
  it('counts words at 230 a minute, skipping tags and expressions, at least one minute', () => {
    expect(readingMinutes('word '.repeat(460))).toBe(2);
    expect(readingMinutes(`${'word '.repeat(230)}<ComparisonTable /> {props.x} - —`)).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });
});

describe("the words of a guide's data", () => {
  it('gathers every string of its tables and lists, and nothing else', () => {
    const data = {
      faqs: [{ question: 'Why?', answer: 'Because.' }],
      footer: { year: 2025, text: 'Rights.' },
      rows: [{ positive: true, text: 'Fast' }],
    };
    expect(wordsOf(data)).toBe('Why? Because. Rights. Fast');
  });
});

describe('a registry tag and its data', () => {
  const data = { faqs: [{ question: 'Q?', answer: 'A.' }] };

  it('hands over the block the tag shows', () => {
    expect(requireBlock(data, 'faqs', 'Faq', 'seo')).toEqual(data.faqs);
  });

  it('says which file needs which key when the block is missing', () => {
    expect(() => requireBlock(data, 'tools', 'ToolsTable', 'seo')).toThrow(
      '<ToolsTable /> in src/content/guides/seo.mdx needs `tools:` in its frontmatter.',
    );
    expect(() => requireBlock(undefined, 'faqs', 'Faq', 'seo')).toThrow(
      '<Faq /> in src/content/guides/seo.mdx is not in a guide the build knows.',
    );
  });
});

describe('how a guide shows its dates and reading time', () => {
  it('writes a date the same way wherever the site is built', () => {
    expect(shownDate(new Date('2025-03-10'))).toBe('Mar 10, 2025');
  });
});
