// @vitest-environment node
import { readFileSync } from 'node:fs';
import { drawOgCard, headlineSize, type OgCardInput } from './ogCard';

const fonts = {
  display: readFileSync('src/assets/fonts/og/sora-700.woff'),
  text: readFileSync('src/assets/fonts/og/inter-500.woff'),
};
const input: OgCardInput = {
  headline: 'Ten booked calls',
  brandName: 'Acme',
  tagline: 'Growth for founders.',
  host: 'acme.test',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#8b5cf6"/></svg>',
  colours: {
    'ink-950': '#05081a',
    'ink-800': '#0e1433',
    'violet-300': '#c4b5fd',
    'violet-600': '#7c3aed',
    'mint-400': '#5ee0ad',
    paper: '#eef0f7',
    muted: '#a8b0c8',
    'line-strong': 'rgb(255 255 255 / 0.16)',
  },
  fonts,
};

/** Width and height from a PNG's header chunk, or null if the bytes are not a PNG. */
function pngSize(png: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('drawOgCard', () => {
  it('draws a 1200x630 PNG', async () => {
    expect(pngSize(await drawOgCard(input))).toEqual({ width: 1200, height: 630 });
  });
  it('draws the headline: another title gives another image', async () => {
    const [one, other] = await Promise.all([
      drawOgCard(input),
      drawOgCard({ ...input, headline: 'Out of spam' }),
    ]);
    expect(one.equals(other)).toBe(false);
  });
  it('draws the same card twice alike, so a rebuild changes nothing', async () => {
    const [one, again] = await Promise.all([drawOgCard(input), drawOgCard(input)]);
    expect(one.equals(again)).toBe(true);
  });
});

describe('headlineSize', () => {
  it('sets short titles larger than long ones', () => {
    expect(headlineSize('Guides')).toBeGreaterThan(headlineSize('x'.repeat(60)));
    expect(headlineSize('x'.repeat(60))).toBeGreaterThan(headlineSize('x'.repeat(120)));
  });
});
