// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ownCopies } from './ownCopies';

const reader = fileURLToPath(new URL('../browser/reducedMotion.ts', import.meta.url));
const pageWide = '/site/src/browser/PageBehaviours.astro?astro&type=script&index=0&lang.ts';
const home = '/site/src/sections/MotionScripts.astro?astro&type=script&index=0&lang.ts';
const modules: Record<string, string> = {
  './reveal': '/site/src/browser/reveal.ts',
  './figures/statCounters': '/site/src/sections/figures/statCounters.ts',
  './homeHero/particleCanvas': '/site/src/sections/homeHero/particleCanvas.ts',
  './ImageCarousel': '/site/src/components/carousel/ImageCarousel.tsx',
  '../../hooks/usePrefersReducedMotion': '/site/src/hooks/usePrefersReducedMotion.ts',
  './reducedMotion': reader,
};

type Hook = (
  this: unknown,
  source: string,
  importer: string,
  options: { ssr: boolean },
) => Promise<string | null>;

/** The plugin as one build meets it: each import resolved in the order the bundle finds them. */
function build(ssr = false) {
  const hook = ownCopies().resolveId as Hook;
  const context = { resolve: async (source: string) => ({ id: modules[source] ?? source }) };
  return (source: string, importer: string) => hook.call(context, source, importer, { ssr });
}

describe('each page script its own copy of the reduced-motion reader', () => {
  it('gives the page-wide script and the home page script a copy each, one per script', async () => {
    const resolve = build();
    await resolve('./reveal', pageWide);
    await resolve('./figures/statCounters', home);
    await resolve('./homeHero/particleCanvas', home);
    const reveal = await resolve('./reducedMotion', modules['./reveal'] ?? '');
    const counters = await resolve('./reducedMotion', modules['./figures/statCounters'] ?? '');
    const particles = await resolve('./reducedMotion', modules['./homeHero/particleCanvas'] ?? '');
    expect(reveal).toMatch(new RegExp(`^${reader}\\?copy=[0-9a-f]{8}$`));
    expect(counters).toMatch(new RegExp(`^${reader}\\?copy=[0-9a-f]{8}$`));
    expect(counters).not.toBe(reveal);
    expect(particles).toBe(counters);
  });

  it('leaves the islands, and the server build, to share the module itself', async () => {
    const resolve = build();
    await resolve('./ImageCarousel', '/site/src/components/carousel/Carousel.astro');
    const hook = modules['../../hooks/usePrefersReducedMotion'] ?? '';
    await resolve('../../hooks/usePrefersReducedMotion', modules['./ImageCarousel'] ?? '');
    expect(await resolve('./reducedMotion', hook)).toBeNull();
    const server = build(true);
    await server('./reveal', pageWide);
    expect(await server('./reducedMotion', modules['./reveal'] ?? '')).toBeNull();
  });
});
