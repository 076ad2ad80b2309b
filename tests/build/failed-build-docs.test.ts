// @vitest-environment node
import { readFileSync } from 'node:fs';

/**
 * A save whose build fails never reaches the live site, and the editor cannot say so: the
 * marketer's guide tells them where to look and quotes what the log will say. The quotes must be
 * what the build really prints, or the marketer searches the log for words that are not there.
 */
const marketer = readFileSync('docs/marketer.md', 'utf8');
const section = marketer.slice(marketer.indexOf('### When a save does not show on the site'));

describe('the marketer learns of a build that failed', () => {
  it('has a step saying the live site stays as it was, and where to look', () => {
    expect(marketer).toContain('### When a save does not show on the site');
    expect(section).toMatch(/live site stays as it was/);
    expect(section).toMatch(/\*\*GitHub\*\*[^\n]*\*\*Commits\*\*/);
    expect(section).toMatch(/\*\*Deployments\*\*/);
  });

  it("quotes the build's own messages", () => {
    const redirects = readFileSync('src/build/redirectsFile.ts', 'utf8');
    expect(section).toContain('`Redirects that cannot work:`');
    expect(redirects).toContain('Redirects that cannot work:');
    const astroErrors = readFileSync('node_modules/astro/dist/core/errors/errors-data.js', 'utf8');
    expect(section).toContain('data does not match collection schema');
    expect(astroErrors).toContain('data does not match collection schema');
  });
});
