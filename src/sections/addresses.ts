/**
 * The addresses a page of sections may not take, because the site already answers them: a page
 * file in src/pages/, a guide, a coming-soon page or a redirect. Read from the files, so a clash
 * stops the build (`astro sync` included) naming both.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'js-yaml';

/** Every file below `dir`, as paths relative to it with '/' between folders. */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The addresses the site answers without pages of sections, each with what answers it. */
export function takenAddresses(root: string): Map<string, string> {
  const taken = new Map<string, string>();
  for (const file of filesBelow(join(root, 'src/pages'))) {
    // A route with a [parameter] answers addresses that come from content, named below.
    if (file.includes('[')) continue;
    const path = file.replace(/\.(astro|ts|js|md|mdx)$/, '').replace(/(^|\/)index$/, '');
    taken.set(`/${path}`, `src/pages/${file}`);
  }
  for (const file of filesBelow(join(root, 'src/content/guides')))
    taken.set(`/guides/${file.replace(/\.mdx$/, '')}`, `src/content/guides/${file}`);
  for (const file of filesBelow(join(root, 'src/content/coming-soon')))
    taken.set(`/${file.replace(/\.yaml$/, '')}`, `src/content/coming-soon/${file}`);
  const redirects = join(root, 'src/content/redirects.yaml');
  if (existsSync(redirects)) {
    const data = load(readFileSync(redirects, 'utf8')) as { redirects?: { from?: string }[] };
    for (const { from } of data?.redirects ?? [])
      if (from) taken.set(from, `the redirect from ${from} (src/content/redirects.yaml)`);
  }
  return taken;
}

/** A line per page of sections whose address the site already answers. */
export function addressClashes(addresses: string[], taken: Map<string, string>): string[] {
  return addresses.flatMap((address) => {
    const owner = taken.get(address);
    return owner
      ? [
          `src/content/campaigns${address}.yaml: the address ${address} is already ${owner}; rename the file`,
        ]
      : [];
  });
}
