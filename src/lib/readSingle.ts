import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';

/**
 * The data of a collection that holds one file (a page's words, the site's shared words). Pages
 * read their copy through this, so a missing or doubled file fails the build with its name.
 */
export async function readSingle<C extends CollectionKey>(
  collection: C,
): Promise<CollectionEntry<C>['data']> {
  const entries = await getCollection(collection);
  const [entry] = entries;
  if (!entry || entries.length > 1) {
    throw new Error(
      `The "${collection}" content should be exactly one file; found ${entries.length}. See src/content.config.ts.`,
    );
  }
  return entry.data;
}
