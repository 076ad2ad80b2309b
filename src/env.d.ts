/// <reference types="astro/client" />

// Adds the site's own hydration directive to what Astro's types accept on an island.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the first paint is on screen and the browser is idle; with `near`, also once the island is that close to the screen (src/directives/afterPaint.ts). */
    'client:afterpaint'?: boolean | { near: string };
  }
}

declare global {
  /**
   * True when the Measurement settings turn an analytics provider on (src/build/measurement.ts).
   * Code for measuring sits behind it, so a site without analytics builds without that code.
   */
  const __MEASURING__: boolean;
  /**
   * True while an experiment runs (src/build/experiments.ts): the measurement's code for
   * experiments sits behind it, so a measuring site without one builds without that code.
   */
  const __EXPERIMENTING__: boolean;

  interface ImportMetaEnv {
    /** The editor's build: the owner/name of the site's repository on GitHub. */
    readonly PUBLIC_KEYSTATIC_GITHUB_REPO?: string;
    /** The editor's build: the Pages project's host, whose branch previews Preview opens. */
    readonly PUBLIC_PREVIEW_HOST?: string;
    /** The editor's build: the branch the live site is built from (main unless said). */
    readonly PUBLIC_PRODUCTION_BRANCH?: string;
  }
}

export {};
