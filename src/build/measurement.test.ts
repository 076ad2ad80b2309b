// @vitest-environment node
import { readFileSync } from 'node:fs';
import { withMeasurementClasses } from './measurement';

describe('the stylesheet of a site with measurement on', () => {
  const css = readFileSync('src/styles/global.css', 'utf8');
  const kept = (text: string) => text.match(/@source not "[^"]*(Consent|Booking)[^"]*"/g) ?? [];

  it("scans the banner's and the thanks' classes: their leaving-out lines go", () => {
    expect(kept(css).length).toBeGreaterThan(0);
    expect(kept(withMeasurementClasses(css))).toEqual([]);
  });

  it('does the same in a checkout with Windows line ends', () => {
    const crlf = css.replaceAll('\n', '\r\n');
    expect(kept(withMeasurementClasses(crlf))).toEqual([]);
    // Nothing else goes: the other lines keep their line ends.
    expect(withMeasurementClasses(crlf).replaceAll('\r\n', '\n')).toBe(withMeasurementClasses(css));
  });
});
