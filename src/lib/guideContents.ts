import type { GuideBlock, GuideData } from '../schemas/guide';
import type { GuideContentsEntry } from '../schemas/guideShapes';

/** A heading as Astro reports it for a rendered MDX file. */
export interface RenderedHeading {
  depth: number;
  slug: string;
  text: string;
}

/**
 * Every contents entry must name an h2 of the guide, in reading order, or the contents would
 * scroll nowhere. Throws one sentence naming the file, the entry and the h2s there are.
 */
export function checkContents(
  contents: GuideContentsEntry[],
  headings: RenderedHeading[],
  file: string,
): void {
  const sections = headings.filter((heading) => heading.depth === 2).map((h) => h.slug);
  const available = sections.length ? sections.join(', ') : 'none';
  let previous = -1;
  for (const entry of contents) {
    const index = sections.indexOf(entry.id);
    if (index === -1) {
      throw new Error(
        `${file}: the contents entry "${entry.title}" points at #${entry.id}, but no h2 has that id. The h2 ids are: ${available}.`,
      );
    }
    if (index < previous) {
      throw new Error(
        `${file}: the contents entry "${entry.title}" (#${entry.id}) is listed after a section that comes later in the guide; list the contents in reading order.`,
      );
    }
    previous = index;
  }
}

/** Minutes a guide takes to read at about 230 words a minute, never less than one. */
export function readingMinutes(body: string, wordsPerMinute = 230): number {
  const words = body
    // Tags and expressions of the MDX are not read.
    .replace(/<[^>]*>|\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** Every string in a guide's data, joined: its tables and lists are read too. */
export function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const parts = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && !(value instanceof Date)
      ? Object.values(value)
      : [];
  return parts.map(wordsOf).filter(Boolean).join(' ');
}

/** The block a registry tag shows, or a sentence saying which file needs which key. */
export function requireBlock<K extends GuideBlock>(
  data: GuideData | undefined,
  key: K,
  tag: string,
  slug: string,
): NonNullable<GuideData[K]> {
  const where = `<${tag} /> in src/content/guides/${slug}.mdx`;
  if (!data) throw new Error(`${where} is not in a guide the build knows.`);
  const block = data[key];
  if (block === undefined) throw new Error(`${where} needs \`${key}:\` in its frontmatter.`);
  return block as NonNullable<GuideData[K]>;
}

/** A date as readers see it on the page: 'Mar 10, 2025', the same wherever the site is built. */
export function shownDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
