// @vitest-environment node

import type { WebDriver } from 'selenium-webdriver';
import { WebKitBrowser } from './webkitBrowser';

describe('WebKitBrowser.arrived', () => {
  it('asks again when a question goes unanswered, rather than waiting for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The first question is lost for good; the second finds the new document.
    const executeScript = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(['/', 'complete']);
    const driver = { executeScript } as unknown as WebDriver;
    const arriving = new WebKitBrowser(driver, 'http://localhost', 'normal', 390).arrived('/');
    await vi.advanceTimersByTimeAsync(3100);
    await expect(arriving).resolves.toBeUndefined();
    expect(executeScript).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
