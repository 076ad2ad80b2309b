// @vitest-environment node

import type { WebDriver } from 'selenium-webdriver';
import { WebKitBrowser } from './webkitBrowser';

/** A driver whose answers to executeScript come from `answers`, in turn; null never answers. */
function driverAnswering(answers: ([string, string] | null)[]) {
  let asked = 0;
  const executeScript = vi.fn(() => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return answer === null ? new Promise<never>(() => {}) : Promise.resolve(answer);
  });
  return { driver: { executeScript } as unknown as WebDriver, executeScript };
}

describe('WebKitBrowser.arrived', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('returns once the new document is past loading', async () => {
    const { driver } = driverAnswering([
      ['/faq', 'loading'],
      ['/faq', 'interactive'],
    ]);
    const arriving = new WebKitBrowser(driver, 'http://localhost', 'normal', 390).arrived('/faq');
    await vi.advanceTimersByTimeAsync(100);
    await expect(arriving).resolves.toBeUndefined();
  });

  it('asks again when a question goes unanswered, rather than waiting for it', async () => {
    const { driver, executeScript } = driverAnswering([null, ['/', 'complete']]);
    const arriving = new WebKitBrowser(driver, 'http://localhost', 'normal', 390).arrived('/');
    await vi.advanceTimersByTimeAsync(3100);
    await expect(arriving).resolves.toBeUndefined();
    expect(executeScript).toHaveBeenCalledTimes(2);
  });

  it('says where it waited when no document arrives in 20 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { driver } = driverAnswering([null]);
    const arriving = new WebKitBrowser(driver, 'http://localhost', 'normal', 1280).arrived('/x');
    const failed = expect(arriving).rejects.toThrow('/x at 1280 px: the page did not load in 20 s');
    await vi.advanceTimersByTimeAsync(24_000);
    await failed;
  });
});
