import { oncePerPageView, shortSelector, type Vital, valueBand, vitalOf } from './vitals';

describe('a Core Web Vital in the providers’ terms', () => {
  it('puts each value in its band, the top band open-ended', () => {
    expect(valueBand('LCP', 0)).toBe('0-500 ms');
    expect(valueBand('LCP', 1499)).toBe('1000-1500 ms');
    expect(valueBand('LCP', 2500)).toBe('2500-3000 ms');
    expect(valueBand('LCP', 6000)).toBe('6000+ ms');
    expect(valueBand('INP', 199)).toBe('100-200 ms');
    expect(valueBand('INP', 1200)).toBe('1000+ ms');
    expect(valueBand('CLS', 0)).toBe('0.00-0.05');
    expect(valueBand('CLS', 0.15)).toBe('0.15-0.20');
    expect(valueBand('CLS', 0.7)).toBe('0.50+');
  });

  it('names an element by its tags up to the nearest id, never by its text', () => {
    document.body.innerHTML =
      '<main><section id="faq"><div class="a b c"><details><summary>Secret words</summary></details></div></section></main><p><span><b><i><u>deep</u></i></b></span></p>';
    const summary = document.querySelector('summary');
    document.querySelector('details')?.insertAdjacentHTML('beforeend', '<p><em>x</em></p>');
    expect(shortSelector(document.querySelector('em'))).toBe('section#faq details>p>em');
    expect(shortSelector(summary)).toBe('section#faq>div>details>summary');
    expect(shortSelector(summary?.firstChild)).toBe('section#faq>div>details>summary');
    expect(shortSelector(document.querySelector('details'))).toBe('section#faq>div>details');
    expect(shortSelector(document.querySelector('section'))).toBe('section#faq');
    expect(shortSelector(document.querySelector('u'))).toBe('b>i>u');
    expect(shortSelector(document.querySelector('main'))).toBe('main');
    expect(shortSelector(null)).toBeUndefined();
    expect(shortSelector(document.body)).toBeUndefined();
  });

  it('rounds LCP and INP to milliseconds and CLS to three decimals, with the element', () => {
    const base = { rating: 'good' as const, id: 'v5-1' };
    expect(
      vitalOf({
        ...base,
        name: 'LCP',
        value: 1234.56,
        delta: 1234.56,
        attribution: { target: 'h1' },
      }),
    ).toEqual({
      ...base,
      name: 'LCP',
      value: 1235,
      delta: 1235,
      band: '1000-1500 ms',
      target: 'h1',
    });
    expect(
      vitalOf({
        ...base,
        name: 'INP',
        value: 64,
        delta: 64,
        attribution: { interactionTarget: 'section#faq>details>summary' },
      }),
    ).toMatchObject({ value: 64, band: '0-100 ms', target: 'section#faq>details>summary' });
    expect(
      vitalOf({
        ...base,
        name: 'CLS',
        value: 0.01234,
        delta: 0.00411,
        attribution: { largestShiftTarget: 'img' },
      }),
    ).toMatchObject({ value: 0.012, delta: 0.004, band: '0.00-0.05', target: 'img' });
    expect(vitalOf({ ...base, name: 'CLS', value: 0, delta: 0, attribution: {} })?.target).toBe('');
    expect(vitalOf({ ...base, name: 'TTFB', value: 80, delta: 80, attribution: {} })).toBeNull();
  });

  it('hands each metric on once per page view, however often the library reports it again', () => {
    const sent: Vital[] = [];
    const report = oncePerPageView((vital) => sent.push(vital));
    const vital = (name: Vital['name'], value: number, id: string): Vital => ({
      name,
      value,
      delta: value,
      rating: 'good',
      band: valueBand(name, value),
      target: '',
      id,
    });
    // First hide; a later hide with more shift and a longer tap; a return from the cache.
    for (const step of [
      [vital('LCP', 900, 'a'), vital('CLS', 0.01, 'b'), vital('INP', 40, 'c')],
      [vital('CLS', 0.2, 'b'), vital('INP', 300, 'c')],
      [vital('LCP', 120, 'd'), vital('CLS', 0, 'e'), vital('INP', 24, 'f')],
    ]) {
      for (const each of step) report(each);
    }
    expect(sent.map(({ name, value }) => `${name} ${value}`)).toEqual([
      'LCP 900',
      'CLS 0.01',
      'INP 40',
    ]);
  });
});
