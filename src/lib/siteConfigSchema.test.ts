import { site } from '../site.config';
import { parseSiteConfig } from './siteConfigSchema';

describe('the site config schema', () => {
  it('accepts the shipped config', () => {
    expect(() => parseSiteConfig(site)).not.toThrow();
  });
  it('names the key of a wrong e-mail address', () => {
    expect(() => parseSiteConfig({ ...site, email: 'not-an-address' })).toThrow(
      /src\/site\.config\.ts has a mistake:\n {2}- email: Invalid email/,
    );
  });
  it('names the nested key of a broken URL', () => {
    expect(() =>
      parseSiteConfig({ ...site, socials: { ...site.socials, linkedin: 'linkedin' } }),
    ).toThrow(/socials\.linkedin: Invalid URL/);
  });
  it('names a missing flag and a misspelled extra key together', () => {
    const { flags: _flags, ...rest } = site;
    const broken = {
      ...rest,
      flags: { homeCalendar: true, landingCalendar: true },
      bookingURL: 'x',
    };
    expect(() => parseSiteConfig(broken)).toThrow(
      /2 mistakes:\n {2}- flags\.onboardingLoadedBadge: Required\n {2}- \(root\): Unrecognized key: "bookingURL"/,
    );
  });
  it('lets legal links stay "#" until the owner has pages for them', () => {
    expect(
      parseSiteConfig({ ...site, legal: { privacyPolicyUrl: '#', termsOfServiceUrl: '#' } }).legal
        .privacyPolicyUrl,
    ).toBe('#');
  });
  it('ships with no signup endpoint, takes an address, and names a broken one', () => {
    expect(site.signupEndpoint).toBeUndefined();
    expect(
      parseSiteConfig({ ...site, signupEndpoint: 'https://hooks.test/signup' }).signupEndpoint,
    ).toBe('https://hooks.test/signup');
    expect(() => parseSiteConfig({ ...site, signupEndpoint: 'hooks/signup' })).toThrow(
      /signupEndpoint: Invalid URL/,
    );
  });
});
