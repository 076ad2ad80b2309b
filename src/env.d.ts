/// <reference types="astro/client" />

// Adds the site's own hydration directive to what Astro's types accept on an island.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the first paint is on screen and the browser is idle; with `near`, also once the island is that close to the screen (src/directives/afterPaint.ts). */
    'client:afterpaint'?: boolean | { near: string };
  }
}

export {};
