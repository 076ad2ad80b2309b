import { isLiveEmbed, isPlaceholderUrl } from './placeholder';

describe('placeholder addresses', () => {
  it('knows the addresses a fresh install ships', () => {
    for (const url of [
      'https://calendar.example.com/widget/booking/replace-me',
      'https://forms.example.com/js/form_embed.js',
      'https://example.org/embed',
      'https://www.example.net/embed',
      'https://widgets.example/calendar',
      'https://real-provider.test/widget/replace-me',
    ]) {
      expect(isPlaceholderUrl(url), url).toBe(true);
    }
  });

  it('takes a real provider address as real', () => {
    for (const url of [
      'https://api.leadconnectorhq.com/widget/booking/abc123',
      'https://link.msgsndr.com/js/form_embed.js',
      'https://calendar.test/widget/booking/abc',
      'https://notexample.com/embed',
      'https://example.com.evil.test/embed',
    ]) {
      expect(isPlaceholderUrl(url), url).toBe(false);
    }
  });

  it('counts an address that is not absolute as nothing to load', () => {
    expect(isPlaceholderUrl('')).toBe(true);
    expect(isPlaceholderUrl('/widget')).toBe(true);
  });

  it('takes only a real, configured address as an embed that can load', () => {
    expect(isLiveEmbed('https://link.msgsndr.com/widget/form/abc')).toBe(true);
    expect(isLiveEmbed('https://forms.example.com/widget/form/replace-me')).toBe(false);
    expect(isLiveEmbed('')).toBe(false);
    expect(isLiveEmbed(undefined)).toBe(false);
  });
});
