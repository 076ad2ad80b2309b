import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_DAYS,
  googleConsentSignals,
  mayRun,
  needsBanner,
  readConsent,
  saveConsent,
} from './consent';

const now = Date.UTC(2026, 10, 24);
const day = 24 * 60 * 60 * 1000;

describe('the measurement consent', () => {
  afterEach(() => window.localStorage.clear());

  it('is pending until the visitor chooses, then remembered on the device', () => {
    expect(readConsent(window.localStorage, 1, now)).toBe('pending');
    expect(saveConsent(window.localStorage, 'rejected', 1, now)).toBe(true);
    expect(readConsent(window.localStorage, 1, now + day)).toBe('rejected');
    saveConsent(window.localStorage, 'accepted', 1, now);
    expect(readConsent(window.localStorage, 1, now)).toBe('accepted');
  });

  it(`asks again after ${CONSENT_MAX_AGE_DAYS} days, for a new banner, and over anything unreadable`, () => {
    saveConsent(window.localStorage, 'accepted', 1, now);
    expect(readConsent(window.localStorage, 1, now + CONSENT_MAX_AGE_DAYS * day)).toBe('accepted');
    expect(readConsent(window.localStorage, 1, now + (CONSENT_MAX_AGE_DAYS + 1) * day)).toBe(
      'pending',
    );
    expect(readConsent(window.localStorage, 2, now)).toBe('pending');
    for (const junk of ['{', '"accepted"', '{"choice":"maybe","at":0,"version":1}']) {
      window.localStorage.setItem(CONSENT_KEY, junk);
      expect(readConsent(window.localStorage, 1, now), junk).toBe('pending');
    }
  });

  it('stays pending, and says it could not keep the choice, where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(saveConsent(refusing, 'accepted', 1, now)).toBe(false);
    expect(readConsent(refusing, 1, now)).toBe('pending');
    expect(readConsent(undefined, 1, now)).toBe('pending');
  });

  it('lets nothing run while pending or after Reject, and everything after Accept', () => {
    for (const kind of ['cookieless', 'identifying'] as const) {
      expect(mayRun(kind, 'pending', false)).toBe(false);
      expect(mayRun(kind, 'rejected', true)).toBe(false);
      expect(mayRun(kind, 'accepted', false)).toBe(true);
    }
    expect(mayRun('cookieless', 'pending', true)).toBe(true);
    expect(mayRun('identifying', 'pending', true)).toBe(false);
  });

  it('shows the banner only while some configured provider waits on the answer', () => {
    expect(needsBanner([], 'pending', false)).toBe(false);
    expect(needsBanner(['cookieless'], 'pending', true)).toBe(false);
    expect(needsBanner(['cookieless'], 'pending', false)).toBe(true);
    expect(needsBanner(['cookieless', 'identifying'], 'pending', true)).toBe(true);
    expect(needsBanner(['identifying'], 'rejected', false)).toBe(false);
  });

  it("gives Google's Consent Mode v2 every signal denied until Accept", () => {
    expect(Object.values(googleConsentSignals('pending'))).toEqual(Array(4).fill('denied'));
    expect(Object.values(googleConsentSignals('rejected'))).toEqual(Array(4).fill('denied'));
    expect(googleConsentSignals('accepted')).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
  });
});
