export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}
export const systemSans: { names: string[]; unitsPerEm: number; xWidthAvg: number };
export const webFonts: { family: string; fallback: string; file: string }[];
export function fallbackOverrides(
  web: { unitsPerEm: number; xWidthAvg: number; ascent: number; descent: number; lineGap: number },
  system: { unitsPerEm: number; xWidthAvg: number },
): FallbackOverrides;
export function fallbackFace(
  fallback: string,
  overrides: FallbackOverrides,
  names?: string[],
): string;
export function fallbackStylesheet(root?: string): Promise<string>;
