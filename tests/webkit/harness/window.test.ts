// @vitest-environment node

import { Session, WebDriver } from 'selenium-webdriver';
import type { Executor } from 'selenium-webdriver/http';
import { WebKitWindow } from './window';

describe('WebKitWindow.arrived', () => {
  it('asks again when a question goes unanswered, rather than waiting for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The first question is lost for good; the second finds the new document.
    const execute = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(['/', 'complete']);
    const driver = new WebDriver(new Session('one', {}), { execute } as unknown as Executor);
    const arriving = new WebKitWindow(driver, 'http://localhost', 'normal', 390).arrived('/');
    await vi.advanceTimersByTimeAsync(3100);
    await expect(arriving).resolves.toBeUndefined();
    expect(execute).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('names the route, the width and what it last saw when the page never loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const execute = vi.fn().mockResolvedValue(['/guides', 'loading']);
    const driver = new WebDriver(new Session('one', {}), { execute } as unknown as Executor);
    const arriving = new WebKitWindow(driver, 'http://localhost', 'normal', 1280).arrived(
      '/guides',
    );
    const failed = expect(arriving).rejects.toThrow(
      '/guides at 1280 px: the page did not load in 20 s (last seen: ["/guides","loading"])',
    );
    await vi.advanceTimersByTimeAsync(21_000);
    await failed;
    vi.useRealTimers();
  });
});
