import { readFileSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { builtRoutes, htmlFileOf } from '../../scripts/site-map.ts';
import { expect, test } from './fixtures';

/**
 * Every link to this site, on every page, leads to a page that exists, and a link to a section
 * ('/#process', '#faq') to a page that has that section. The links are read from the built pages:
 * with script a page links nowhere its HTML does not (one-layout.spec.ts holds that on a phone),
 * and each address is asked of the CDN's runtime, which follows the site's redirects.
 */

/** The targets of a page's links, and the ids of its sections. */
function linksAndIds(html: string) {
  const nodes = parseDocument(html).children;
  const hrefs = DomUtils.findAll((element) => element.name === 'a', nodes)
    .map((link) => link.attribs.href)
    .filter((href): href is string => href !== undefined);
  const ids = DomUtils.findAll((element) => element.attribs.id !== undefined, nodes).map(
    (element) => element.attribs.id,
  );
  return { hrefs: [...new Set(hrefs)], ids: new Set(ids) };
}

for (const route of builtRoutes()) {
  test(`every internal link on ${route} leads to a page that exists`, async ({ request }) => {
    const { hrefs, ids } = linksAndIds(readFileSync(htmlFileOf(route), 'utf8'));
    const pages = new Map<string, Promise<{ status: number; ids: Set<string | undefined> }>>();
    const open = (path: string) => {
      let answer = pages.get(path);
      if (!answer) {
        answer = request
          .get(path)
          .then(async (r) => ({ status: r.status(), ids: linksAndIds(await r.text()).ids }));
        pages.set(path, answer);
      }
      return answer;
    };
    const broken: string[] = [];
    for (const href of hrefs.filter((h) => h.startsWith('#') && h !== '#')) {
      if (!ids.has(decodeURIComponent(href.slice(1)))) broken.push(`${href}: no section`);
    }
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const target = new URL(href, `http://localhost${route}`);
      const { status, ids: there } = await open(target.pathname);
      if (status !== 200) broken.push(`${href}: status ${status}`);
      else if (target.hash && !there.has(decodeURIComponent(target.hash.slice(1)))) {
        broken.push(`${href}: no section ${target.hash} on ${target.pathname}`);
      }
    }
    expect(hrefs.length, `${route}: links read`).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
}
