import { type CollectionEntry, getCollection, getEntry } from 'astro:content';
import { type GuideBlock, type GuideData, guideFrontmatter } from '../schemas/guide';
import { readingMinutes, requireBlock, wordsOf } from './guideContents';
import { readSingle } from './readSingle';

/** The guides, in the order /guides lists them. */
export async function allGuides(): Promise<CollectionEntry<'guides'>[]> {
  const guides = await getCollection('guides');
  return guides.sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The labels every guide shares (src/content/pages/guides.yaml). */
export async function guideLabels() {
  return (await readSingle('guidesPage')).labels;
}

/**
 * The data block a registry tag shows, from the frontmatter of the guide being built: the tag is
 * written in the guide's MDX, and the guide's route (/guides/[slug]) names the guide.
 */
export async function guideBlock<K extends GuideBlock>(
  astro: { params: Record<string, string | undefined> },
  key: K,
  tag: string,
): Promise<NonNullable<GuideData[K]>> {
  const { slug } = astro.params;
  if (!slug) throw new Error(`<${tag} /> can only be used in a guide (src/content/guides/).`);
  const entry = await getEntry('guides', slug);
  return requireBlock(entry?.data, key, tag, slug);
}

/** The guide's own words in its frontmatter; the rest is its blocks' data. */
const wordsKeys = new Set(Object.keys(guideFrontmatter.shape));

/** The data of the guide's blocks, from its frontmatter. */
export async function guideDataOf(id: string): Promise<GuideData | undefined> {
  const data = (await getEntry('guides', id))?.data;
  if (!data) return undefined;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !wordsKeys.has(key)));
}

/** Minutes to read a guide: its prose and the words of its tables and lists. */
export async function guideReadingMinutes(entry: CollectionEntry<'guides'>): Promise<number> {
  const data = await guideDataOf(entry.id);
  return readingMinutes(`${entry.body ?? ''} ${wordsOf(data)}`);
}
