import { type ClipboardNavigator, canCopyText, copyText, writeClipboard } from './clipboard';

const writing = (result: 'ok' | 'refused') => {
  const writeText = vi.fn(async (_text: string) => {
    if (result === 'refused') throw new DOMException('Denied', 'NotAllowedError');
  });
  return { nav: { clipboard: { writeText } } satisfies ClipboardNavigator, writeText };
};

describe('clipboard', () => {
  it('knows when the browser has no clipboard to write to', () => {
    expect(canCopyText({ clipboard: undefined })).toBe(false);
    expect(canCopyText({})).toBe(false);
    expect(canCopyText({ clipboard: {} })).toBe(false);
    expect(canCopyText(writing('ok').nav)).toBe(true);
  });

  it('copies the given text and says so', async () => {
    const { nav, writeText } = writing('ok');
    await expect(copyText('team@agency.test', nav)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('team@agency.test');
  });

  it('says false, without throwing, when the browser refuses or has no clipboard', async () => {
    await expect(copyText('x', writing('refused').nav)).resolves.toBe(false);
    await expect(copyText('x', {})).resolves.toBe(false);
  });

  it('keeps the clipboard as `this`, as the real API needs', async () => {
    const clipboard = {
      writeText(this: unknown, _text: string) {
        return this === clipboard ? Promise.resolve() : Promise.reject(new TypeError('Illegal'));
      },
    };
    await expect(writeClipboard('x', { clipboard })).resolves.toBeUndefined();
  });
});
