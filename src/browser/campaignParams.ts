/** The ad-platform parameters a visitor may arrive with, carried on to every booking link. */
const CAMPAIGN_KEY = /^(utm_(source|medium|campaign|term|content|id)|gclid|fbclid)$/;
/** Plain tracking values only: letters, digits and a few separators, at most 200 characters. */
const SAFE_VALUE = /^[\p{L}\p{N} _.~+\-:@/|]{1,200}$/u;

/** The campaign parameters in a query string, validated; anything else is dropped. */
export function pickCampaignParams(search: string): [string, string][] {
  const picked: [string, string][] = [];
  for (const [key, raw] of new URLSearchParams(search)) {
    const value = raw.trim();
    if (CAMPAIGN_KEY.test(key) && SAFE_VALUE.test(value) && !picked.some(([k]) => k === key)) {
      picked.push([key, value]);
    }
  }
  return picked;
}

/**
 * The URL with the parameters added (encoded by the URL API); its own parameters win. A path on
 * this site ('/talktoundeniable') stays a path, so a visitor keeps their campaign across the hop.
 */
export function withCampaignParams(url: string, params: [string, string][]): string {
  if (params.length === 0) return url;
  const sitePath = url.startsWith('/') && !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = sitePath ? new URL(url, 'https://site.invalid') : new URL(url);
  } catch {
    return url;
  }
  for (const [key, value] of params) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return sitePath ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

function rewrite(root: ParentNode, params: [string, string][]) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-booking]')) {
    const attribute = element.tagName === 'IFRAME' ? 'src' : 'href';
    const current = element.getAttribute(attribute);
    if (current) element.setAttribute(attribute, withCampaignParams(current, params));
  }
}

/**
 * Rewrites every booking link (`a[data-booking]`) and embed (`iframe[data-booking]`) on the page,
 * and those islands add later, to carry the visitor's campaign parameters. Values only ever go
 * through the URL API; adding is idempotent, so a link seen twice is unchanged the second time.
 */
export function carryCampaignParams(doc: Document = document): () => void {
  const params = pickCampaignParams(doc.location?.search ?? '');
  if (params.length === 0) return () => {};
  rewrite(doc, params);
  const win = doc.defaultView;
  if (!win || typeof win.MutationObserver === 'undefined') return () => {};
  const observer = new win.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const element = node as HTMLElement;
        if (element.hasAttribute('data-booking')) rewrite(element.parentElement ?? doc, params);
        else rewrite(element, params);
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
