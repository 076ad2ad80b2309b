import { navHref } from './navHref';

describe('navHref', () => {
  it('keeps an anchor in place on the home page', () => {
    expect(navHref('#process', true)).toBe('#process');
  });
  it('sends an anchor back to the home page from other pages', () => {
    expect(navHref('#faq', false)).toBe('/#faq');
  });
  it('leaves page links alone wherever they are', () => {
    expect(navHref('/resources', false)).toBe('/resources');
    expect(navHref('/resources', true)).toBe('/resources');
  });
});
