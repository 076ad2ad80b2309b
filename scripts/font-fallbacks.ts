// Writes src/styles/font-fallbacks.css: for each web font and weight, a local system face stretched to the
// web font's width and line metrics, so the first paint (before the web font arrives) sets text in
// the same lines and boxes, and the swap moves nothing. Run `npm run fonts` after changing a font.
// Not Astro's fonts API (tried with Astro 7.3): it gives a variable font one fallback face, regular
// Arial (or one per system font under 'system-ui') declared for weights 400-700, so Chromium
// neither picks a bold face nor synthesises one and every heading draws in the regular weight:
// the home page's h1 took 4 lines rather than 5 at 390 px. For 'sans-serif' it names only
// local("Arial"), which Android and Linux lack, so their text is left unadjusted.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromFile } from '@capsizecss/unpack/fs';

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/**
 * Arial's metrics (units per em, average latin width): Helvetica, Liberation Sans and Arimo share
 * them, and Roboto differs by 0.2 % in width, so one face covers the system sans of every platform.
 */
export const systemSans = {
  names: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo', 'Roboto'],
  unitsPerEm: 2048,
  xWidthAvg: 913,
};

/**
 * Arial Bold, by its full and PostScript names on each platform (Liberation Sans Bold, which
 * shares its advances, measured 983). Bold text is set in it rather than in Arial thickened by the
 * browser, which keeps Arial's regular widths while a heavier web font grows wider.
 */
export const systemSansBold = {
  names: [
    'Arial Bold',
    'Arial-BoldMT',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
    'Roboto Bold',
    'Roboto-Bold',
  ],
  unitsPerEm: 2048,
  xWidthAvg: 983,
};

/**
 * The fonts the site ships, with the family its CSS names, the fallback family to define, and a
 * static instance at another weight (made by scripts/subset-fonts.sh for the link cards): the
 * variable file's own metrics are those of its 400 weight, and widths between grow in a line.
 */
export const webFonts = [
  {
    family: 'Sora Variable',
    fallback: 'Sora Fallback',
    file: 'src/assets/fonts/sora-subset.woff2',
    instance: { weight: 700, file: 'src/assets/fonts/og/sora-700.woff' },
  },
  {
    family: 'Inter Variable',
    fallback: 'Inter Fallback',
    file: 'src/assets/fonts/inter-subset.woff2',
    instance: { weight: 500, file: 'src/assets/fonts/og/inter-500.woff' },
  },
];

/**
 * The weights the CSS uses, each with the band of weights its fallback face covers and the
 * system face it is set in: regular Arial up to 500, Arial Bold from 600.
 */
export const weightBands = [
  { weight: 400, range: '1 449', system: systemSans },
  { weight: 500, range: '450 549', system: systemSans },
  { weight: 600, range: '550 649', system: systemSansBold },
  { weight: 700, range: '650 1000', system: systemSansBold },
];

/** The web font's average width at `weight`, on the line through its two measured weights. */
export function widthAt(
  weight: number,
  regular: { xWidthAvg: number },
  instance: { weight: number; xWidthAvg: number },
): number {
  const slope = (instance.xWidthAvg - regular.xWidthAvg) / (instance.weight - 400);
  return regular.xWidthAvg + (weight - 400) * slope;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make the system face occupy the web font's space: scaled to the web font's
 * average width, then ascent, descent and line gap given as shares of the scaled em.
 */
export function fallbackOverrides(
  web: { unitsPerEm: number; xWidthAvg: number; ascent: number; descent: number; lineGap: number },
  system: { unitsPerEm: number; xWidthAvg: number },
): FallbackOverrides {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  const em = web.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascent / em),
    descentOverride: percent(Math.abs(web.descent) / em),
    lineGapOverride: percent(web.lineGap / em),
  };
}

/** One @font-face rule for a fallback family, for one band of weights. */
export function fallbackFace(
  fallback: string,
  overrides: FallbackOverrides,
  names = systemSans.names,
  weight = '',
): string {
  return [
    '@font-face {',
    `  font-family: "${fallback}";`,
    ...(weight ? [`  font-weight: ${weight};`] : []),
    `  src: ${names.map((name) => `local("${name}")`).join(', ')};`,
    `  size-adjust: ${overrides.sizeAdjust};`,
    `  ascent-override: ${overrides.ascentOverride};`,
    `  descent-override: ${overrides.descentOverride};`,
    `  line-gap-override: ${overrides.lineGapOverride};`,
    '}',
  ].join('\n');
}

/** The whole generated stylesheet, from the font files as they are now. */
export async function fallbackStylesheet(root = '.'): Promise<string> {
  const faces: string[] = [];
  for (const font of webFonts) {
    const metrics = await fromFile(`${root}/${font.file}`);
    const other = await fromFile(`${root}/${font.instance.file}`);
    const instance = { weight: font.instance.weight, xWidthAvg: other.xWidthAvg };
    for (const band of weightBands) {
      const web = { ...metrics, xWidthAvg: widthAt(band.weight, metrics, instance) };
      const overrides = fallbackOverrides(web, band.system);
      faces.push(fallbackFace(font.fallback, overrides, band.system.names, band.range));
    }
  }
  const header =
    '/* Generated by `npm run fonts` (scripts/font-fallbacks.ts) from the font files: do not edit. */';
  return `${header}\n${faces.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('src/styles/font-fallbacks.css', await fallbackStylesheet());
  console.log('Wrote src/styles/font-fallbacks.css');
}
