// Reads dist/_headers (written by the build, src/integrations/securityHeaders.ts) the way Netlify
// and Cloudflare Pages do, so scripts/serve.mjs sends what the CDN will send, from the same file.

/**
 * The rules of a `_headers` file, in order: a line starting with '/' opens a block for that path
 * pattern, each indented 'Name: value' line under it adds a header, '#' lines are comments.
 */
export function parseHeadersFile(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw new Error(`_headers line ${index + 1}: not a path`);
      rules.push({ path: trimmed, headers: [] });
      return;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 1) throw new Error(`_headers line ${index + 1}: not "Name: value"`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

/** A path pattern as a test: '*' matches the rest of the path, ':name' one segment. */
function matcher(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules whose pattern matches a request path, in the file's order. */
export function rulesFor(rules, pathname) {
  return rules.filter((rule) => matcher(rule.path).test(pathname));
}

/**
 * The headers for one request path: those of every rule whose pattern matches, as the CDNs apply
 * them. A header named in more than one matching rule has its values joined with ', ', as
 * Netlify and Cloudflare Pages do, which is why the '/*' block must not set Cache-Control.
 */
export function headersFor(rules, pathname) {
  const headers = new Map();
  for (const rule of rulesFor(rules, pathname)) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}

/**
 * The headers for an answer over plain http, as `npm start` gives them on localhost: without
 * what only an https origin can honour. Safari upgrades a page's own requests under
 * `upgrade-insecure-requests` even on localhost (Chromium exempts it), so the page's scripts
 * would go to an https://localhost that does not answer; HSTS over http is ignored by the
 * standard and only misleads. dist/_headers keeps both for the CDN, which serves https.
 */
export function overPlainHttp(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (key === 'strict-transport-security') continue;
    if (key === 'content-security-policy') {
      kept[name] = value
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
        .join('; ');
    } else kept[name] = value;
  }
  return kept;
}
