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
   * True when src/site.config.ts turns an analytics provider on (astro.config.ts `vite.define`).
   * Code for measuring sits behind it, so a site without analytics builds without that code.
   */
  const __MEASURING__: boolean;
}

export {};
