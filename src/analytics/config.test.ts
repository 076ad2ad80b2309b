import { analyticsSchema } from './config';
import { configuredProviders } from './providerNames';

const firstIssue = (value: unknown) => {
  const result = analyticsSchema.safeParse(value);
  if (result.success) throw new Error('expected the block to be refused');
  const [issue] = result.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
};

describe('the analytics block of the site config', () => {
  it('turns nothing on when empty', () => {
    const config = analyticsSchema.parse({});
    expect(configuredProviders(config)).toEqual([]);
    expect(configuredProviders(undefined)).toEqual([]);
    expect(config.cookielessWithoutBanner).toBe(false);
    expect(config.experimentsBeforeAnswer).toBe(false);
  });

  it('draws versions before an answer only where a cookieless provider may count the visitor', () => {
    const plausible = { domain: 'youragency.com' };
    expect(firstIssue({ plausible, experimentsBeforeAnswer: true })).toBe(
      'experimentsBeforeAnswer: needs cookielessWithoutBanner: only Plausible and Umami may count a visitor who has not answered',
    );
    const allowed = { plausible, cookielessWithoutBanner: true, experimentsBeforeAnswer: true };
    expect(analyticsSchema.parse(allowed).experimentsBeforeAnswer).toBe(true);
  });

  it("takes each provider's own id, with its script where the provider serves it", () => {
    const config = analyticsSchema.parse({
      plausible: { domain: 'youragency.com' },
      umami: { websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' },
      googleAnalytics: { measurementId: 'G-ABC123DEF4' },
      googleTagManager: { containerId: 'GTM-ABC1234' },
      metaPixel: { pixelId: '123456789012345' },
      linkedIn: { partnerId: '1234567', bookingConversionId: '12345678' },
    });
    expect(configuredProviders(config)).toEqual([
      'plausible',
      'umami',
      'googleAnalytics',
      'googleTagManager',
      'metaPixel',
      'linkedIn',
    ]);
    expect(config.googleAnalytics?.scriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
    expect(config.metaPixel?.scriptUrl).toBe('https://connect.facebook.net/en_US/fbevents.js');
  });

  it('names the key of a wrong id, and says what the id looks like', () => {
    expect(firstIssue({ googleAnalytics: { measurementId: 'UA-12345-1' } })).toBe(
      "googleAnalytics.measurementId: must look like G-ABC123DEF4, as the provider's dashboard shows it",
    );
    expect(firstIssue({ metaPixel: { pixelId: '12345' } })).toMatch(/^metaPixel\.pixelId: /);
    expect(firstIssue({ umami: { websiteId: 'abc' } })).toMatch(/^umami\.websiteId: must be/);
    expect(firstIssue({ plausible: { domain: 'https://youragency.com' } })).toMatch(
      /^plausible\.domain: /,
    );
    expect(
      firstIssue({ googleAnalytics: { measurementId: 'G-ABC123DEF4', scriptUrl: 'javascript:x' } }),
    ).toMatch(/^googleAnalytics\.scriptUrl: /);
  });

  it('refuses a misspelt provider instead of quietly measuring nothing', () => {
    expect(firstIssue({ googleAnalytic: { measurementId: 'G-ABC123DEF4' } })).toMatch(
      /Unrecognized key: "googleAnalytic"/,
    );
  });
});
