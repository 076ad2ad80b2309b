export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}
export interface SystemFace {
  names: string[];
  unitsPerEm: number;
  xWidthAvg: number;
}
export const systemSans: SystemFace;
export const systemSansBold: SystemFace;
export const webFonts: {
  family: string;
  fallback: string;
  file: string;
  instance: { weight: number; file: string };
}[];
export const weightBands: { weight: number; range: string; system: SystemFace }[];
export function widthAt(
  weight: number,
  regular: { xWidthAvg: number },
  instance: { weight: number; xWidthAvg: number },
): number;
export function fallbackOverrides(
  web: { unitsPerEm: number; xWidthAvg: number; ascent: number; descent: number; lineGap: number },
  system: { unitsPerEm: number; xWidthAvg: number },
): FallbackOverrides;
export function fallbackFace(
  fallback: string,
  overrides: FallbackOverrides,
  names?: string[],
  weight?: string,
): string;
export function fallbackStylesheet(root?: string): Promise<string>;
