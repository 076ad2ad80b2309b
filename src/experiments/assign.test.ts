import { describe, expect, it } from 'vitest';
import { homeExperiment } from '../test/experimentFixture';
import {
  CONSENTED,
  cookieValue,
  decide,
  drawVariant,
  type RunningExperiment,
  readPairs,
  setCookie,
  tagsFor,
  writePairs,
} from './assign';

const home = homeExperiment;
const msp: RunningExperiment = {
  name: 'msp-offer',
  page: '/msp-liasonai',
  variants: [
    { name: 'control', address: '/msp-liasonai', share: 20 },
    { name: 'guarantee', address: '/msp-guarantee', share: 80 },
  ],
};
const running = [home, msp];
const fixed = (value: number) => () => value;

describe('the cookie', () => {
  it('is found among others, and absent when not there', () => {
    expect(cookieValue('a=1; experiments=home-headline:shorter; b=2')).toBe(
      'home-headline:shorter',
    );
    expect(cookieValue('a=1; experimentsx=2')).toBeUndefined();
    expect(cookieValue(null)).toBeUndefined();
  });

  it('reads and writes its pairs, the consent mark alone as none', () => {
    expect(readPairs(CONSENTED)).toEqual(new Map());
    const pairs = readPairs('home-headline:shorter.msp-offer:control');
    expect(pairs).toEqual(
      new Map([
        ['home-headline', 'shorter'],
        ['msp-offer', 'control'],
      ]),
    );
    expect(writePairs(pairs ?? new Map())).toBe('home-headline:shorter.msp-offer:control');
    expect(writePairs(new Map())).toBe(CONSENTED);
  });

  it('is forged when it holds anything the site never writes', () => {
    for (const forged of ['', 'home-headline', 'Home:b', 'a:b.a:c', 'a:b;x', '<script>:b'])
      expect(readPairs(forged), forged).toBeNull();
  });

  it('lasts 180 days for the whole site, Secure over https', () => {
    expect(setCookie('*', true)).toBe(
      'experiments=*; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
    );
    expect(setCookie('*', false)).not.toContain('Secure');
  });
});

describe('the draw', () => {
  it('falls by share', () => {
    const variants = [
      { name: 'a', share: 20 },
      { name: 'b', share: 80 },
    ];
    expect(drawVariant(variants, 0).name).toBe('a');
    expect(drawVariant(variants, 0.1999).name).toBe('a');
    expect(drawVariant(variants, 0.2).name).toBe('b');
    expect(drawVariant(variants, 0.9999).name).toBe('b');
  });

  it('never picks a version whose share is 0', () => {
    const variants = [
      { name: 'a', share: 0 },
      { name: 'b', share: 100 },
    ];
    for (let i = 0; i < 100; i += 1) expect(drawVariant(variants, i / 100).name).toBe('b');
  });
});

describe('which version a request gets', () => {
  it('is the page, stored nowhere, without the cookie (no answer yet, or Reject)', () => {
    expect(decide(home, running, 'other=1', fixed(0.9))).toEqual({ variant: home.variants[0] });
    expect(decide(home, running, null, fixed(0.9))).toEqual({ variant: home.variants[0] });
  });

  it('is drawn and stored nowhere before an answer where the owner allows it, not after Reject', () => {
    expect(decide(home, running, null, fixed(0.9), true)).toEqual({ variant: home.variants[1] });
    expect(decide(home, running, null, fixed(0.1), true)).toEqual({ variant: home.variants[0] });
    expect(decide(home, running, 'experiments=-', fixed(0.9), true)).toEqual({
      variant: home.variants[0],
    });
    expect(decide(home, running, 'experiments=-', fixed(0.9))).toEqual({
      variant: home.variants[0],
    });
  });

  it('is drawn and kept once the visitor has accepted', () => {
    const first = decide(home, running, 'experiments=*', fixed(0.9));
    expect(first).toEqual({ variant: home.variants[1], cookie: 'home-headline:shorter' });
    // Kept: the cookie is not written again, and the draw is not made again.
    expect(decide(home, running, 'experiments=home-headline:shorter', fixed(0))).toEqual({
      variant: home.variants[1],
    });
  });

  it('adds a second experiment beside the first', () => {
    expect(decide(msp, running, 'experiments=home-headline:control', fixed(0.5))).toEqual({
      variant: msp.variants[1],
      cookie: 'home-headline:control.msp-offer:guarantee',
    });
  });

  it('gives a forged cookie the page, and replaces it', () => {
    expect(decide(home, running, 'experiments=<b>', fixed(0.9))).toEqual({
      variant: home.variants[0],
      cookie: 'home-headline:control',
    });
  });

  it('gives a version the experiment no longer has the page, and replaces it', () => {
    expect(decide(home, running, 'experiments=home-headline:gone', fixed(0.9))).toEqual({
      variant: home.variants[0],
      cookie: 'home-headline:control',
    });
  });

  it('drops the pair of an experiment that ended: it changes nothing', () => {
    expect(decide(home, running, 'experiments=old-test:b', fixed(0.9))).toEqual({
      variant: home.variants[1],
      cookie: 'home-headline:shorter',
    });
  });
});

describe('what an event is tagged with', () => {
  const cookie = 'x=1; experiments=home-headline:shorter.msp-offer:guarantee';

  it('names the experiment of the page it happens on, else the last one drawn', () => {
    expect(tagsFor(cookie, running, '/')).toEqual({
      experiment: 'home-headline',
      variant: 'shorter',
    });
    expect(tagsFor(cookie, running, '/talktoundeniable')).toEqual({
      experiment: 'msp-offer',
      variant: 'guarantee',
    });
  });

  it('is nothing without a drawn pair of a running experiment', () => {
    expect(tagsFor('', running, '/')).toBeUndefined();
    expect(tagsFor('experiments=*', running, '/')).toBeUndefined();
    expect(tagsFor('experiments=old-test:b', running, '/')).toBeUndefined();
    expect(tagsFor('experiments=home-headline:gone', running, '/')).toBeUndefined();
  });
});
