import { CLIENT_PACKAGES, licensesText } from './thirdPartyLicenses';

describe('the third-party notices', () => {
  it('names each package with its version and licence, and carries its licence text', () => {
    const text = licensesText(['react', 'lucide-react'], '.');
    expect(text).toMatch(/^react \d+\.\d+\.\d+ \(MIT\)$/m);
    expect(text).toMatch(/^lucide-react \d+\.\d+\.\d+ \(ISC\)$/m);
    expect(text).toContain('Permission is hereby granted');
    expect(text).toContain('Lucide Icons and Contributors');
  });

  it('covers every package whose code ships to the browser', () => {
    expect(() => licensesText(CLIENT_PACKAGES, '.')).not.toThrow();
    expect(CLIENT_PACKAGES).toEqual(expect.arrayContaining(['react-dom', 'lucide-react']));
  });
});
