/**
 * A page's link card (Open Graph image): its title in bold Sora over the brand's dark navy, with
 * the logo, the name, the promise and the address. Drawn at build time with no network call:
 * satori lays the text out and turns it into outlines with the fonts given, sharp (libvips, already
 * the site's image tool) rasterises the SVG, so no system font is ever looked up.
 */
import { type CSSProperties, createElement, type ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { OG_IMAGE_SIZE } from '../lib/seo';

/** The theme tokens (src/styles/global.css) a card is painted with. */
export const CARD_COLOURS = [
  'ink-950',
  'ink-800',
  'violet-300',
  'violet-600',
  'mint-400',
  'paper',
  'muted',
  'line-strong',
] as const;
export type CardColours = Record<(typeof CARD_COLOURS)[number], string>;

export interface OgCardInput {
  headline: string;
  brandName: string;
  /** The short promise under the headline (site.config tagline). */
  tagline: string;
  /** The site's address as shown: 'www.example.com'. */
  host: string;
  /** The logo mark as SVG markup (public/favicon.svg). */
  logoSvg: string;
  colours: CardColours;
  /**
   * Static (not variable) TTF, OTF or WOFF files: Sora Bold and Inter Medium (src/assets/fonts/og/,
   * made from the site's own subsets by scripts/subset-fonts.sh).
   */
  fonts: { display: Buffer; text: Buffer };
}

/** Shorter titles stand larger; the longest still fit in four lines. */
export function headlineSize(headline: string): number {
  const length = [...headline].length;
  if (length <= 32) return 80;
  if (length <= 48) return 68;
  if (length <= 84) return 58;
  return 50;
}

const el = (type: string, style: CSSProperties, ...children: ReactNode[]) =>
  createElement(type, { style }, ...children);

/** The card as the element tree satori lays out (1200x630). */
export function ogCardTree(input: OgCardInput) {
  const { colours: c } = input;
  const logo = `data:image/svg+xml;base64,${Buffer.from(input.logoSvg).toString('base64')}`;
  return el(
    'div',
    {
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px 72px',
      backgroundColor: c['ink-950'],
      backgroundImage: `radial-gradient(circle at 12% 0%, ${c['violet-600']}66 0%, ${c['ink-950']}00 55%), radial-gradient(circle at 100% 100%, ${c['mint-400']}2e 0%, ${c['ink-950']}00 45%)`,
      fontFamily: 'Inter',
      color: c.paper,
      position: 'relative',
    },
    el(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
      el(
        'div',
        { display: 'flex', alignItems: 'center' },
        createElement('img', { src: logo, width: 60, height: 60, style: { marginRight: 20 } }),
        el(
          'div',
          { fontFamily: 'Sora', fontWeight: 700, fontSize: 34, letterSpacing: '-0.02em' },
          input.brandName,
        ),
      ),
      el(
        'div',
        {
          display: 'flex',
          fontSize: 24,
          color: c.muted,
          border: `1px solid ${c['line-strong']}`,
          borderRadius: 999,
          padding: '10px 24px',
          backgroundColor: `${c['ink-800']}b3`,
        },
        input.host,
      ),
    ),
    el(
      'div',
      { display: 'flex', flexDirection: 'column' },
      el('div', {
        width: 96,
        height: 6,
        borderRadius: 999,
        marginBottom: 36,
        backgroundImage: `linear-gradient(90deg, ${c['violet-300']}, ${c['mint-400']})`,
      }),
      el(
        'div',
        {
          fontFamily: 'Sora',
          fontWeight: 700,
          fontSize: headlineSize(input.headline),
          lineHeight: 1.1,
          letterSpacing: '-0.025em',
          maxWidth: 1040,
          display: 'flex',
          flexWrap: 'wrap',
        },
        // One box per word, so a line breaks only between words ('Founder-Led' stays whole).
        ...input.headline
          .split(/\s+/)
          .filter(Boolean)
          .map((word) => el('span', { marginRight: '0.26em' }, word)),
      ),
    ),
    el('div', { fontSize: 25, color: c.muted, maxWidth: 1040 }, input.tagline),
    el('div', {
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 10,
      backgroundImage: `linear-gradient(90deg, ${c['violet-600']}, ${c['mint-400']})`,
    }),
  );
}

/** The card as a 1200x630 PNG. */
export async function drawOgCard(input: OgCardInput): Promise<Buffer> {
  const svg = await satori(ogCardTree(input), {
    ...OG_IMAGE_SIZE,
    fonts: [
      { name: 'Sora', data: input.fonts.display, weight: 700, style: 'normal' },
      { name: 'Inter', data: input.fonts.text, weight: 500, style: 'normal' },
    ],
  });
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}
