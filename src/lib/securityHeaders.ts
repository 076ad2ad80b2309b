import { analyticsSources } from './analytics/policySources';
import type { SiteConfig } from './siteConfigSchema';

/** What the policy needs from src/site.config.ts: the third parties a page may load. */
export type PolicySources = Pick<
  SiteConfig,
  | 'calendarEmbedUrl'
  | 'calendarScriptUrl'
  | 'intakeFormEmbedUrl'
  | 'intakeFormScriptUrl'
  | 'chatWidgetScriptUrl'
  | 'signupEndpoint'
  | 'media'
  | 'analytics'
>;

/** One block of a `_headers` file: a path pattern and the headers every match gets. */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/** The origin of an absolute address, or nothing for a site path ('/media/a.mp4') or no value. */
function originOf(url: string | undefined): string[] {
  if (!url?.includes('://')) return [];
  return [new URL(url).origin];
}

/**
 * 'self' and the like first, then each origin once, in a stable order so the policy changes only
 * when they do; 'none' when there is nothing to allow.
 */
function sources(first: string[], ...origins: string[][]): string {
  const all = [...first, ...[...new Set(origins.flat())].sort()];
  return all.length > 0 ? all.join(' ') : "'none'";
}

/** A 'sha256-...' source from a base64 digest, as the browser compares it. */
export function hashSource(base64Digest: string): string {
  return `'sha256-${base64Digest}'`;
}

/**
 * The Content-Security-Policy of every page, from the site config and the hashes of the inline
 * scripts the build found (`'sha256-...'` sources, see src/lib/inlineScripts.ts).
 *
 * Scripts run only from the site itself, from an inline block whose exact text the build hashed,
 * or from a configured provider's origin: no 'unsafe-inline', no 'unsafe-eval', so an injected
 * `<script>` or `onclick=` does not run. Styles allow 'unsafe-inline': Astro inlines the CSS in
 * `<style>` blocks, the server-rendered markup carries style attributes, and the calendar, form
 * and chat providers' scripts add their own styles; CSS cannot run script, and hashing every
 * style attribute would need 'unsafe-hashes' and break each provider update.
 * `upgrade-insecure-requests` is for the CDN's https origin: `npm start`, which speaks plain http,
 * leaves it out (scripts/headers-file.mjs `overPlainHttp`), since Safari upgrades even localhost.
 */
export function contentSecurityPolicy(config: PolicySources, scriptHashes: string[]): string {
  const self = ["'self'"];
  const mediaOrigins = Object.values(config.media).flatMap(originOf);
  const chat = originOf(config.chatWidgetScriptUrl);
  // Empty lists with no analytics configured: the policy is then what it was without them.
  const measuring = analyticsSources(config.analytics);
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      sources(
        [...self, ...[...new Set(scriptHashes)].sort()],
        originOf(config.calendarScriptUrl),
        originOf(config.intakeFormScriptUrl),
        chat,
        measuring.script,
      ),
    ],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', sources([...self, 'data:'], mediaOrigins, measuring.img)],
    ['font-src', "'self'"],
    ['media-src', sources(self, mediaOrigins)],
    ['connect-src', sources(self, originOf(config.signupEndpoint), chat, measuring.connect)],
    [
      'frame-src',
      sources(
        [],
        originOf(config.calendarEmbedUrl),
        originOf(config.intakeFormEmbedUrl),
        chat,
        measuring.frame,
      ),
    ],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The signup form's action without JavaScript is a mailto: link; with it, a fetch.
    ['form-action', "'self' mailto:"],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests', ''],
  ];
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/**
 * The features the site uses, for its own origin only (the share and copy buttons, and the video
 * player's full-screen button), and the powerful ones it never uses, off for every frame.
 */
export const PERMISSIONS_POLICY = [
  'clipboard-write=(self)',
  'web-share=(self)',
  'fullscreen=(self)',
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Fingerprinted build output: its name changes whenever its content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The address a built page answers at (build.format 'file'): `index.html` at '/', `a/b.html` at
 * '/a/b', `404.html` at '/404'. Cloudflare Pages and `npm start` send '/a/b/' and '/a/b.html'
 * on to '/a/b' with a 308, which needs no page headers. Paths use '/'.
 */
export function pageAddresses(htmlFile: string): string[] {
  if (htmlFile === 'index.html') return ['/'];
  return [`/${htmlFile.replace(/\.html$/, '')}`];
}

/**
 * The rules of `dist/_headers`. Every response gets transport security and `nosniff`; the
 * policies that only a document reads (CSP, referrer, permissions, opener, framing) go to the
 * pages' own addresses, which keeps 1.2 KB of headers off each font, script and image: enough
 * to push a font past the first round trip of a new connection. The fingerprinted files under
 * /_astro/ are cached for a year; everything else keeps the host's default,
 * `public, max-age=0, must-revalidate` on Netlify, Cloudflare Pages and `npm start`: a second
 * Cache-Control in the `/*` block would be joined to this one by those hosts, not replaced.
 */
export function headerRules(
  config: PolicySources,
  scriptHashes: string[],
  pagePaths: string[],
): HeaderRule[] {
  const documentHeaders: HeaderRule['headers'] = [
    ['Content-Security-Policy', contentSecurityPolicy(config, scriptHashes)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  return [
    {
      path: '/*',
      headers: [
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
        ['X-Content-Type-Options', 'nosniff'],
      ],
    },
    ...pagePaths.map((path) => ({ path, headers: documentHeaders })),
    { path: '/_astro/*', headers: [['Cache-Control', IMMUTABLE]] },
  ];
}

/** The rules in the `_headers` format Netlify and Cloudflare Pages read. */
export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push('', rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}
