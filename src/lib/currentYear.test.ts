import { showCurrentYear } from './currentYear';

afterEach(() => {
  document.body.replaceChildren();
});

describe('showCurrentYear', () => {
  it("replaces the build's year with the visitor's year", () => {
    document.body.innerHTML = '<p>© <span data-current-year>2025</span> Acme</p>';
    showCurrentYear(document, new Date(2031, 0, 2));
    expect(document.body.textContent).toBe('© 2031 Acme');
  });

  it('leaves the rest of the page alone', () => {
    document.body.innerHTML = '<p>Since 2019</p><span data-current-year>2025</span>';
    showCurrentYear(document, new Date(2026, 5, 1));
    expect(document.body.textContent).toBe('Since 20192026');
  });
});
