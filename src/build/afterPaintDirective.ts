import type { AstroIntegration } from 'astro';

/** Registers `client:afterpaint` (src/directives/afterPaint.ts). */
export function afterPaintDirective(): AstroIntegration {
  return {
    name: 'after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterpaint', entrypoint: './src/directives/afterPaint.ts' });
      },
    },
  };
}
