import { COPY_URL_FAILED, pageAddress, type ShareNavigator, shareOrCopy } from './share';

const content = { title: 'Jo at Acme', text: 'Say hi to Jo.', url: 'https://acme.test/jo' };

describe('shareOrCopy', () => {
  it('opens the native share with the title, text and address where there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(content, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('ignores a cancelled or failed share silently: nothing copied, nothing logged', async () => {
    for (const error of [
      new DOMException('Share canceled', 'AbortError'),
      new DOMException('Denied', 'NotAllowedError'),
    ]) {
      const log = vi.fn();
      const writeText = vi.fn(async () => {});
      const nav: ShareNavigator = { share: () => Promise.reject(error), clipboard: { writeText } };
      await expect(shareOrCopy(content, nav, log)).resolves.toBe('dismissed');
      expect(writeText).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    }
  });

  it('copies the address when the browser has no share', async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(content, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });

  it('copies the address when the browser cannot share this content', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    const nav: ShareNavigator = { share, canShare: () => false, clipboard: { writeText } };
    await expect(shareOrCopy(content, nav)).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it(`logs '${COPY_URL_FAILED}' when the copy fails, and reports the failure`, async () => {
    const log = vi.fn();
    const refused = new DOMException('Denied', 'NotAllowedError');
    const nav: ShareNavigator = { clipboard: { writeText: () => Promise.reject(refused) } };
    await expect(shareOrCopy(content, nav, log)).resolves.toBe('failed');
    expect(log).toHaveBeenCalledWith('Failed to copy URL', refused);
    await expect(shareOrCopy(content, {}, log)).resolves.toBe('failed');
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('pageAddress', () => {
  it('drops the query and fragment the visitor came with', () => {
    expect(pageAddress(new URL('https://acme.test/jo?utm_source=ig&fbclid=1#top'))).toBe(
      'https://acme.test/jo',
    );
  });
});
