// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ownCopies } from './ownCopies';

const reader = fileURLToPath(new URL('../browser/reducedMotion.ts', import.meta.url));
const pageWide = '/site/src/browser/PageBehaviours.astro?astro&type=script&index=0&lang.ts';
const home = '/site/src/sections/MotionScripts.astro?astro&type=script&index=0&lang.ts';
/** Who imports whom, as the bundle has found it so far. */
const importers: Record<string, string[]> = {
  '/site/src/browser/reveal.ts': [pageWide],
  '/site/src/sections/figures/statCounters.ts': [home],
  '/site/src/sections/homeHero/particleCanvas.ts': [home],
  '/site/src/hooks/usePrefersReducedMotion.ts': ['/site/src/components/carousel/ImageCarousel.tsx'],
  '/site/src/components/carousel/ImageCarousel.tsx': [],
};

/** The plugin's answer for the reader imported from `importer`, in the client or server build. */
async function resolve(importer: string, ssr = false) {
  const hook = ownCopies().resolveId as (
    this: unknown,
    source: string,
    importer: string,
    options: { ssr: boolean },
  ) => Promise<string | null>;
  const context = {
    resolve: async () => ({ id: reader }),
    getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }),
  };
  return hook.call(context, './reducedMotion', importer, { ssr });
}

describe('each page script its own copy of the reduced-motion reader', () => {
  it('gives the page-wide script and the home page script a copy each, one per script', async () => {
    const reveal = await resolve('/site/src/browser/reveal.ts');
    const counters = await resolve('/site/src/sections/figures/statCounters.ts');
    const particles = await resolve('/site/src/sections/homeHero/particleCanvas.ts');
    expect(reveal).toMatch(new RegExp(`^${reader}\\?copy=[0-9a-f]{8}$`));
    expect(counters).toMatch(new RegExp(`^${reader}\\?copy=[0-9a-f]{8}$`));
    expect(counters).not.toBe(reveal);
    expect(particles).toBe(counters);
  });

  it('leaves the islands, and the server build, to share the module itself', async () => {
    expect(await resolve('/site/src/hooks/usePrefersReducedMotion.ts')).toBeNull();
    expect(await resolve('/site/src/browser/reveal.ts', true)).toBeNull();
  });
});
