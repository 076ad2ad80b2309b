export function findChromium(): string | null;
export function findHeadlessShell(): string | null;
export const chromiumArgs: string[];
export function findWebKit(): {
  driver: string | null;
  miniBrowser: string | null;
  xvfb: string | null;
};
