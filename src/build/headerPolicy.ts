import { analyticsSources } from '../analytics/policySources';
import type { SiteConfig } from '../schemas/siteSettings';

/** What the policy needs from the settings: the third parties a page may load. */
export type PolicySources = Pick<
  SiteConfig,
  | 'calendarEmbedUrl'
  | 'calendarScriptUrl'
  | 'intakeFormEmbedUrl'
  | 'intakeFormScriptUrl'
  | 'chatWidgetScriptUrl'
  | 'signupEndpoint'
  | 'media'
> &
  Partial<Pick<SiteConfig, 'analytics'>> & {
    /** What the built pages play besides the settings' media: a guide's own podcast episode. */
    pageMedia?: string[] | undefined;
  };

/** One block of a `_headers` file: a path pattern and the headers every match gets. */
export interface HeaderRule {
  path: string;
  /** A header to send, or `[! Name]`: one an earlier matching rule set, not sent here. */
  headers: ([name: string, value: string] | [detach: string])[];
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

/**
 * The Content-Security-Policy of every page, from the site config and the hashes of the inline
 * scripts the build found (`'sha256-...'` sources, see src/build/inlineScripts.ts).
 *
 * Scripts run only from the site itself, from an inline block whose exact text the build hashed,
 * or from a configured provider's origin: no 'unsafe-inline', no 'unsafe-eval', so an injected
 * `<script>` or `onclick=` does not run. Styles allow 'unsafe-inline': Astro inlines the CSS in
 * `<style>` blocks, the server-rendered markup carries style attributes, and the calendar, form
 * and chat providers' scripts add their own styles; CSS cannot run script, and hashing every
 * style attribute would need 'unsafe-hashes' and break each provider update.
 * No `upgrade-insecure-requests`: the site's own origin is https-only through HSTS, and browsers
 * block or upgrade whatever http address an https page asks for; Safari would upgrade even
 * localhost, so `npm start` over plain http would lose its scripts.
 */
export function contentSecurityPolicy(config: PolicySources, scriptHashes: string[]): string {
  const self = ["'self'"];
  const mediaOrigins = [...Object.values(config.media), ...(config.pageMedia ?? [])].flatMap(
    originOf,
  );
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
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
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

/** The headers only a document reads: the assets under /_astro/ are sent without them. */
const DOCUMENT_HEADERS = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
];

/**
 * The rules of `dist/_headers`, two patterns. Every answer gets the security headers, pages,
 * redirects and the 404 page alike. The fingerprinted files under /_astro/ are cached for a year
 * and detach (`! Name`, Cloudflare Pages' syntax) the headers only a document reads, which keeps
 * 1.2 KB of headers off each font, script and image: enough to push a font past the first round
 * trip of a new connection. Everything else keeps the host's default Cache-Control,
 * `public, max-age=0, must-revalidate`: a second Cache-Control in the `/*` block would be joined
 * to that one, not replace it. No Cross-Origin-Opener-Policy: the site keeps no session or
 * private data for it to guard, and it has the browser start a new page process on arrival
 * (docs/performance.md).
 */
export function headerRules(config: PolicySources, scriptHashes: string[]): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Content-Security-Policy', contentSecurityPolicy(config, scriptHashes)],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', PERMISSIONS_POLICY],
        ['X-Frame-Options', 'DENY'],
      ],
    },
    {
      path: '/_astro/*',
      headers: [
        ['Cache-Control', IMMUTABLE],
        ...DOCUMENT_HEADERS.map((name): [string] => [`! ${name}`]),
      ],
    },
  ];
}

/** The rules in the `_headers` format Netlify and Cloudflare Pages read. */
export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    const header = ([name, value]: HeaderRule['headers'][number]) =>
      value === undefined ? `  ${name}` : `  ${name}: ${value}`;
    lines.push('', rule.path, ...rule.headers.map(header));
  }
  return `${lines.join('\n')}\n`;
}
