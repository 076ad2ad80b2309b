import settings from '../content/settings.json' with { type: 'json' };
import { site } from '../site.config';
import { parseSiteConfig } from './siteSettings';

describe('the site settings and measurement', () => {
  it('accept the shipped files, with no provider measuring', () => {
    expect(() => parseSiteConfig(settings, {})).not.toThrow();
    expect(site.analytics).toEqual({
      cookielessWithoutBanner: false,
      experimentsBeforeAnswer: false,
    });
  });
  it('name the file and key of a wrong e-mail address', () => {
    expect(() => parseSiteConfig({ ...settings, email: 'not-an-address' })).toThrow(
      /src\/content\/settings\.json has a mistake:\n {2}- email: Invalid email/,
    );
  });
  it('name the nested key of a broken URL', () => {
    expect(() =>
      parseSiteConfig({ ...settings, socials: { ...settings.socials, linkedin: 'linkedin' } }),
    ).toThrow(/socials\.linkedin: Invalid URL/);
  });
  it('name a missing flag and a misspelled extra key together', () => {
    const { flags: _flags, ...rest } = settings;
    const broken = {
      ...rest,
      flags: { homeCalendar: true, landingCalendar: true },
      bookingURL: 'x',
    };
    expect(() => parseSiteConfig(broken)).toThrow(
      /2 mistakes:\n {2}- flags\.onboardingLoadedBadge: Required\n {2}- \(root\): Unrecognized key: "bookingURL"/,
    );
  });
  it('name the measurement file for a provider id written wrong', () => {
    expect(() => parseSiteConfig(settings, { googleAnalytics: { measurementId: 'UA-1' } })).toThrow(
      /src\/content\/analytics\.json has a mistake:\n {2}- googleAnalytics\.measurementId: must look like G-ABC123DEF4/,
    );
  });
  it('take a media file as an address or a path from the site root, and nothing else', () => {
    const media = (caseStudyVideo: string) =>
      parseSiteConfig({ ...settings, media: { ...settings.media, caseStudyVideo } }).media;
    expect(media('https://cdn.agency.test/ep1.mp4').caseStudyVideo).toBe(
      'https://cdn.agency.test/ep1.mp4',
    );
    expect(() => media('media/ep1.mp4')).toThrow(/media\.caseStudyVideo: must be an address/);
  });
  it('keep no page’s own media: an episode belongs to its guide, a landing video to its page', () => {
    for (const stale of ['podcastAudio', 'landingVideo'])
      expect(() =>
        parseSiteConfig({ ...settings, media: { ...settings.media, [stale]: '/media/a.mp4' } }),
      ).toThrow(new RegExp(stale));
  });
  it('take media only over https or from the site root: not http, not a host written as //', () => {
    const captions = (caseStudyCaptions: string) =>
      parseSiteConfig({ ...settings, media: { ...settings.media, caseStudyCaptions } }).media
        .caseStudyCaptions;
    expect(captions('/media/a.vtt')).toBe('/media/a.vtt');
    expect(captions('https://media.agency.test/a.vtt')).toBe('https://media.agency.test/a.vtt');
    // This machine's own addresses, which browsers treat as secure: a test's second origin.
    expect(captions('http://127.0.0.1:4329/a.vtt')).toBe('http://127.0.0.1:4329/a.vtt');
    for (const wrong of ['http://media.agency.test/a.vtt', '//media.agency.test/a.vtt']) {
      expect(() => captions(wrong), wrong).toThrow(/media\.caseStudyCaptions: must be an address/);
    }
  });
  it('ship with no signup endpoint, take an address, and name a broken one', () => {
    expect(site.signupEndpoint).toBeUndefined();
    expect(
      parseSiteConfig({ ...settings, signupEndpoint: 'https://hooks.test/signup' }).signupEndpoint,
    ).toBe('https://hooks.test/signup');
    expect(() => parseSiteConfig({ ...settings, signupEndpoint: 'hooks/signup' })).toThrow(
      /signupEndpoint: Invalid URL/,
    );
  });
});
