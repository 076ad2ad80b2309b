/// <reference types="astro/client" />

// Adds the site's own hydration directive to what Astro's types accept on an island.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the first paint is on screen and the browser is idle (src/directives/afterPaint.ts). */
    'client:afterpaint'?: boolean;
  }
}

export {};
