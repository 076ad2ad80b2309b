import type { AstroConfig } from 'astro';

/** One line of a `_redirects` file: requests for `from` are sent to `to` with `status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The statuses Cloudflare Pages and Netlify accept for a redirect (200 would be a rewrite). */
const CDN_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The `_redirects` rules for astro.config.ts `redirects`, each short address at both `/a` and
 * `/a/`: Cloudflare Pages matches a rule's path exactly, and without the second line `/a/`
 * would get Astro's forwarding page with a 200 instead of a 301. A plain target is a 301, as
 * Astro's own adapters send; `{ status, destination }` keeps its status. Sorted, so the file
 * changes only when the redirects do. Throws for what the file cannot say as Astro means it.
 */
export function redirectRules(redirects: AstroConfig['redirects']): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [from, target] of Object.entries(redirects).sort(([a], [b]) => a.localeCompare(b))) {
    const { destination: to, status } =
      typeof target === 'string' ? { destination: target, status: 301 } : target;
    if (!from.startsWith('/') || /[[\]\s*:]/.test(from) || /\s/.test(to)) {
      throw new Error(
        `redirects['${from}']: only a fixed path without spaces can be a _redirects rule (write a dynamic route's redirects out one by one).`,
      );
    }
    if (!CDN_STATUSES.has(status)) {
      throw new Error(`redirects['${from}']: status ${status} is not a redirect a CDN sends.`);
    }
    const bare = from.replace(/\/+$/, '');
    const addresses = bare === '' ? ['/'] : [bare, `${bare}/`];
    rules.push(...addresses.map((address) => ({ from: address, to, status })));
  }
  return rules;
}

/** The rules in the `_redirects` format Cloudflare Pages and Netlify read: 'from to status'. */
export function formatRedirectsFile(rules: RedirectRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  lines.push(...rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`));
  return `${lines.join('\n')}\n`;
}
