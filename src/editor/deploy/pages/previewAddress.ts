/**
 * Where the editor's preview control sends the marketer (the editor's Worker, /preview): the
 * page on the live site for the production branch, or on the CDN's preview of a draft branch.
 */

/** What the owner configures once when building the editor (docs/owner.md). */
export interface PreviewHosts {
  /** The live site, e.g. https://www.youragency.com. */
  siteUrl: string;
  /** The Pages project's own host, e.g. youragency-site.pages.dev; none, no draft previews. */
  previewHost?: string | undefined;
  /** The branch the live site is built from. */
  productionBranch: string;
}

/**
 * The alias Cloudflare Pages gives a branch's latest preview: the branch name in lower case,
 * anything but a letter or a digit written as a dash, cut to 28 characters.
 */
export function branchAlias(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 28)
    .replace(/-+$/, '');
}

/** A page of the site, from its root: '/', '/guides/get-out-of-spam'. Nothing else leaves here. */
const sitePath = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;
const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The address to open for page `to` as branch `branch` builds it, or null if there is none. */
export function previewAddress(branch: string, to: string, hosts: PreviewHosts): string | null {
  if (!sitePath.test(to)) return null;
  if (branch === hosts.productionBranch) return new URL(to, hosts.siteUrl).href;
  const alias = branchAlias(branch);
  if (!alias || !hosts.previewHost || !hostName.test(hosts.previewHost)) return null;
  return `https://${alias}.${hosts.previewHost}${to}`;
}
