import { carryCampaignParams, pickCampaignParams, withCampaignParams } from './campaignParams';

describe('pickCampaignParams', () => {
  it('keeps utm_*, gclid and fbclid and drops everything else', () => {
    expect(
      pickCampaignParams(
        '?utm_source=google&utm_campaign=spring sale&ref=x&gclid=Cj0K-abc_1&fbclid=IwAR2',
      ),
    ).toEqual([
      ['utm_source', 'google'],
      ['utm_campaign', 'spring sale'],
      ['gclid', 'Cj0K-abc_1'],
      ['fbclid', 'IwAR2'],
    ]);
  });
  it('drops values that are not plain tracking values', () => {
    expect(
      pickCampaignParams(`?utm_source=%3Cscript%3E&utm_medium="x"&utm_term=${'a'.repeat(201)}`),
    ).toEqual([]);
  });
  it('takes the first of repeated keys and ignores unknown utm keys', () => {
    expect(pickCampaignParams('?utm_source=a&utm_source=b&utm_evil=c')).toEqual([
      ['utm_source', 'a'],
    ]);
  });
});

describe('withCampaignParams', () => {
  it('adds the parameters, encoded', () => {
    expect(withCampaignParams('https://book.test/call', [['utm_campaign', 'spring sale']])).toBe(
      'https://book.test/call?utm_campaign=spring+sale',
    );
  });
  it("never overrides the link's own parameters", () => {
    expect(
      withCampaignParams('https://book.test/call?utm_source=site', [['utm_source', 'google']]),
    ).toBe('https://book.test/call?utm_source=site');
  });
  it('keeps a path on this site a path, so the campaign survives a hop to the booking page', () => {
    expect(withCampaignParams('/talktoundeniable#book', [['utm_source', 'guide']])).toBe(
      '/talktoundeniable?utm_source=guide#book',
    );
    expect(withCampaignParams('//elsewhere.test/x', [['utm_source', 'guide']])).toBe(
      '//elsewhere.test/x',
    );
  });
  it('leaves a link alone when there is nothing to add or it is not a URL', () => {
    expect(withCampaignParams('https://book.test/', [])).toBe('https://book.test/');
    expect(withCampaignParams('#', [['gclid', 'x']])).toBe('#');
  });
});

describe('carryCampaignParams', () => {
  it('rewrites booking links and embeds only', () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&gclid=abc');
    document.body.innerHTML = `
      <a data-booking href="https://book.test/call">Book</a>
      <iframe data-booking src="https://cal.test/widget"></iframe>
      <a href="https://elsewhere.test/">Other</a>`;
    const stop = carryCampaignParams(document);
    stop();
    const [book, other] = document.querySelectorAll('a');
    expect(book?.getAttribute('href')).toBe(
      'https://book.test/call?utm_source=newsletter&gclid=abc',
    );
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://cal.test/widget?utm_source=newsletter&gclid=abc',
    );
    expect(other?.getAttribute('href')).toBe('https://elsewhere.test/');
    window.history.replaceState(null, '', '/');
  });

  it('also rewrites booking links an island renders later', async () => {
    window.history.replaceState(null, '', '/?fbclid=xyz');
    document.body.innerHTML = '<div id="island"></div>';
    const stop = carryCampaignParams(document);
    document
      .getElementById('island')
      ?.insertAdjacentHTML('beforeend', '<a data-booking href="https://book.test/">Learn More</a>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('a')?.getAttribute('href')).toBe('https://book.test/?fbclid=xyz');
    stop();
    window.history.replaceState(null, '', '/');
  });

  it('does nothing without campaign parameters', () => {
    document.body.innerHTML = '<a data-booking href="https://book.test/">Book</a>';
    carryCampaignParams(document)();
    expect(document.querySelector('a')?.getAttribute('href')).toBe('https://book.test/');
  });
});
