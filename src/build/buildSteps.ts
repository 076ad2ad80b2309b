/**
 * The site's own build steps, in their order: the one entry astro.config.ts lists for them. Astro
 * runs each integration's hooks in the order of the list (it flattens this array into it).
 */
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import type { AnalyticsConfig } from '../analytics/config';
import { normalPath } from '../lib/seo';
import type { Redirect } from '../schemas/redirects';
import { afterPaintDirective } from './afterPaintDirective';
import { clientLicenses } from './clientLicenses';
import { criticalCss } from './criticalCss';
import { experiments } from './experiments';
import type { PolicySources } from './headerPolicy';
import { measurement } from './measurement';
import { ownCopies } from './ownCopies';
import { pagePass } from './pagePass';
import { redirectPages, redirectsInDev } from './redirectsFile';
import { type SearchAndSharingOptions, searchAndSharing } from './searchAndSharing';
import { securityHeaders } from './securityHeaders';

export interface BuildStepsOptions {
  /** The site's settings (src/site.config.ts): brand and address, policy sources, analytics. */
  site: SearchAndSharingOptions & PolicySources & { analytics?: AnalyticsConfig };
  /** Old addresses sent on to pages: the editor's 'Redirects' form. */
  redirects: Redirect[];
}

/** The sitemap lists each page at its canonical address (src/lib/seo.ts): '/a', not '/a.html'. */
function canonical(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = normalPath(parsed.pathname);
  return parsed.href;
}

/**
 * The client build's own Vite plugins, handed to Vite here: the licence notices of its scripts,
 * and a copy of the reduced-motion reader for each page script that imports it.
 */
const clientBuild: AstroIntegration = {
  name: 'client-build',
  hooks: {
    'astro:config:setup': ({ updateConfig }) => {
      updateConfig({ vite: { plugins: [clientLicenses(), ownCopies()] } });
    },
  },
};

export function buildSteps({ site, redirects }: BuildStepsOptions): AstroIntegration[] {
  const search = searchAndSharing(site);
  return [
    afterPaintDirective(),
    // Licence comments leave the scripts (each icon repeated its own) for one notices file,
    // dist/third-party-licenses.txt, of the packages the client build bundles; the page scripts
    // each keep their own reduced-motion reader.
    clientBuild,
    measurement(site.analytics),
    // The plan is read as the build starts; while an experiment runs, dist/_worker.js and
    // dist/_routes.json (the CDN's choice of version) follow the pages.
    experiments(),
    redirectsInDev(redirects),
    // One read of the built pages, each step in turn, each changed page written once.
    pagePass([
      // First: the others read the pages as they will be served.
      criticalCss,
      // Link cards for every page in search, and which pages are in search.
      search.step,
      // dist/_headers: the Content-Security-Policy (with the built pages' script hashes) and the
      // other security and caching headers, for the CDN (and npm start, which runs its runtime).
      securityHeaders(site),
      // dist/_redirects as 301s for the CDN (and npm start), and a forwarding page at each old
      // address; a redirect to no page, or from a page, stops the build.
      redirectPages(redirects),
    ]),
    // After the pass, whose search step found which pages are in search: the sitemap's one rule
    // is that a page is listed unless its own `<meta name="robots">` says noindex (BaseLayout's
    // `noindex`: the 404 page, campaign pages kept out of search such as client onboarding, the
    // 'coming soon' pages, the redirect pages). tests/e2e/seo.spec.ts compares the two on every
    // route. Third-party, but here rather than in astro.config.ts: it must follow the pass.
    sitemap({
      filter: search.inSearch,
      serialize: (item) => ({ ...item, url: canonical(item.url) }),
    }),
  ];
}
