import { mediaSrc } from '../schemas/siteSettings';
import { contentSecurityPolicy, PERMISSIONS_POLICY, type PolicySources } from './headerPolicy';

const config: PolicySources = {
  calendarEmbedUrl: 'https://cal.provider.test/widget/booking/abc?x=1',
  calendarScriptUrl: 'https://cdn.cal.provider.test/js/embed.js',
  intakeFormEmbedUrl: 'https://forms.provider.test/widget/form/xyz',
  intakeFormScriptUrl: 'https://forms.provider.test/js/embed.js',
  chatWidgetScriptUrl: undefined,
  signupEndpoint: undefined,
  media: {
    caseStudyVideo: '/media/a.mp4',
    caseStudyCaptions: '/media/b.vtt',
  },
};
const hashes = ["'sha256-bbb='", "'sha256-aaa='"];

/** The policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('runs scripts only from the site, the hashed inline blocks and the configured providers', () => {
    const scriptSrc = directives(contentSecurityPolicy(config, hashes)).get('script-src');
    expect(scriptSrc).toEqual([
      "'self'",
      "'sha256-aaa='",
      "'sha256-bbb='",
      'https://cdn.cal.provider.test',
      'https://forms.provider.test',
    ]);
  });
  it('never allows inline script or eval', () => {
    const policy = contentSecurityPolicy(config, hashes);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
  });
  it('frames only the calendar and intake form origins, and is framed by nobody', () => {
    const policy = directives(contentSecurityPolicy(config, hashes));
    expect(policy.get('frame-src')).toEqual([
      'https://cal.provider.test',
      'https://forms.provider.test',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
  it('closes plugins, base and form targets, and falls back to the site for the rest', () => {
    const policy = directives(contentSecurityPolicy(config, hashes));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'mailto:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('media-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // Safari would upgrade even localhost, and npm start speaks plain http.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
  it('lets the signup form reach its endpoint once one is set', () => {
    const policy = contentSecurityPolicy(
      { ...config, signupEndpoint: 'https://hooks.crm.test/signup' },
      hashes,
    );
    expect(directives(policy).get('connect-src')).toEqual(["'self'", 'https://hooks.crm.test']);
  });
  it('lets a configured chat widget load, connect and frame from its origin', () => {
    const policy = directives(
      contentSecurityPolicy({ ...config, chatWidgetScriptUrl: 'https://chat.test/w.js' }, hashes),
    );
    expect(policy.get('script-src')).toContain('https://chat.test');
    expect(policy.get('connect-src')).toContain('https://chat.test');
    expect(policy.get('frame-src')).toContain('https://chat.test');
  });
  it('follows media moved to another host, keeping site paths on the site', () => {
    const media = { ...config.media, caseStudyVideo: 'https://videos.test:8443/a.mp4' };
    const policy = directives(contentSecurityPolicy({ ...config, media }, hashes));
    expect(policy.get('media-src')).toEqual(["'self'", 'https://videos.test:8443']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://videos.test:8443']);
  });
  it('allows every media address the settings accept, on whatever origin it is', () => {
    const accepted = [
      '/media/a.vtt',
      'https://media.agency.test/a.vtt',
      'https://media.agency.test:8443/deep/a.vtt?v=2',
      'http://127.0.0.1:4329/a.vtt',
    ];
    for (const address of accepted) {
      const caseStudyCaptions = mediaSrc.parse(address);
      const media = { ...config.media, caseStudyCaptions };
      const allowed = directives(contentSecurityPolicy({ ...config, media }, hashes)).get(
        'media-src',
      );
      const origin = address.startsWith('/') ? "'self'" : new URL(address).origin;
      expect(allowed, address).toContain(origin);
    }
  });
  it('names each origin and hash once, in the same order whatever order they come in', () => {
    const same = { ...config, intakeFormScriptUrl: 'https://cdn.cal.provider.test/other.js' };
    const policy = contentSecurityPolicy(same, [...hashes, ...hashes]);
    expect(policy).toBe(contentSecurityPolicy(same, [...hashes].reverse()));
    expect(directives(policy).get('script-src')).toEqual([
      "'self'",
      "'sha256-aaa='",
      "'sha256-bbb='",
      'https://cdn.cal.provider.test',
    ]);
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('allows copying and sharing for the site only and turns off the powerful features', () => {
    expect(PERMISSIONS_POLICY).toContain('clipboard-write=(self)');
    expect(PERMISSIONS_POLICY).toContain('web-share=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    expect(PERMISSIONS_POLICY).toContain('browsing-topics=()');
  });
});
