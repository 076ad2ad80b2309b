import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  IMMUTABLE,
  PERMISSIONS_POLICY,
  type PolicySources,
} from './securityHeaders';

const config: PolicySources = {
  calendarEmbedUrl: 'https://cal.provider.test/widget/booking/abc?x=1',
  calendarScriptUrl: 'https://cdn.cal.provider.test/js/embed.js',
  intakeFormEmbedUrl: 'https://forms.provider.test/widget/form/xyz',
  intakeFormScriptUrl: 'https://forms.provider.test/js/embed.js',
  chatWidgetScriptUrl: undefined,
  signupEndpoint: undefined,
  media: {
    caseStudyVideo: '/media/a.mp4',
    landingVideo: '/media/b.mp4',
    podcastAudio: '/media/c.mp3',
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

describe('headerRules', () => {
  it('gives every answer the security headers, and the assets a long cache without the ones only a page reads', () => {
    const [all, assets, ...more] = headerRules(config, hashes);
    expect(more).toEqual([]);
    // Exact header sets: no Cache-Control on '/*', which a CDN would join to the assets'.
    expect(all?.path).toBe('/*');
    expect(Object.fromEntries(all?.headers ?? [])).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': contentSecurityPolicy(config, hashes),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(assets).toEqual({
      path: '/_astro/*',
      headers: [
        ['Cache-Control', IMMUTABLE],
        ['! Content-Security-Policy'],
        ['! Referrer-Policy'],
        ['! Permissions-Policy'],
        ['! Cross-Origin-Opener-Policy'],
        ['! X-Frame-Options'],
      ],
    });
  });
});

describe('formatHeadersFile', () => {
  it('writes a commented block per path with indented headers', () => {
    const text = formatHeadersFile(
      [
        { path: '/*', headers: [['X-A', '1']] },
        { path: '/b/*', headers: [['X-B', '2; c'], ['! X-A']] },
      ],
      'first line\nsecond line',
    );
    expect(text).toBe(
      '# first line\n# second line\n\n/*\n  X-A: 1\n\n/b/*\n  X-B: 2; c\n  ! X-A\n',
    );
  });
});
