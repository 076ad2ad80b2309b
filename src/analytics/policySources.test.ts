import { analyticsSchema } from './config';
import { analyticsSources } from './policySources';

describe('the policy sources the configured providers need', () => {
  it('adds nothing when no provider is on', () => {
    const none = { script: [], connect: [], img: [], frame: [] };
    expect(analyticsSources(undefined)).toEqual(none);
    expect(analyticsSources(analyticsSchema.parse({}))).toEqual(none);
  });

  it("allows a cookieless provider's own origin only, wherever its script is served from", () => {
    const sources = analyticsSources(
      analyticsSchema.parse({
        plausible: { domain: 'acme.com', scriptUrl: 'http://localhost:4390/js/script.js' },
      }),
    );
    expect(sources).toEqual({
      script: ['http://localhost:4390'],
      connect: ['http://localhost:4390'],
      img: [],
      frame: [],
    });
  });

  it("allows each identifying provider's script, collectors and pixels, once each", () => {
    const sources = analyticsSources(
      analyticsSchema.parse({
        googleAnalytics: { measurementId: 'G-ABC123DEF4' },
        googleTagManager: { containerId: 'GTM-ABC1234' },
        metaPixel: { pixelId: '123456789012345' },
        linkedIn: { partnerId: '1234567' },
      }),
    );
    expect(sources.script).toEqual([
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://snap.licdn.com',
    ]);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.connect).toContain('https://px.ads.linkedin.com');
    expect(sources.img).toContain('https://www.facebook.com');
    expect(sources.frame).toEqual(['https://www.googletagmanager.com']);
  });
});
