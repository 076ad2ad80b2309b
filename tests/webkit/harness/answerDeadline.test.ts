// @vitest-environment node

import { type HttpClient, Response } from 'selenium-webdriver/http';
import { Command, Name } from 'selenium-webdriver/lib/command';
import { ExecutorWithDeadline, noAnswer } from './answerDeadline';

/** A driver that answers each request with `value` after `ms`, or never when `ms` is null. */
const driverAnswering = (value: unknown, ms: number | null) =>
  ({
    send: () =>
      new Promise((resolve) => {
        if (ms !== null) {
          setTimeout(() => resolve(new Response(200, {}, JSON.stringify({ value }))), ms);
        }
      }),
  }) as unknown as HttpClient;

const getTitle = () => new Command(Name.GET_TITLE).setParameter('sessionId', 'one');

describe('ExecutorWithDeadline', () => {
  it('passes an answer within the deadline through', async () => {
    const executor = new ExecutorWithDeadline(driverAnswering('Home', 5), 200);
    await expect(executor.execute(getTitle())).resolves.toBe('Home');
  });

  it('fails a command that gets no answer, naming it, and says so in the log at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const executor = new ExecutorWithDeadline(driverAnswering('Home', null), 50);
    const said = `${noAnswer} to 'getTitle' in 0.05 s`;
    await expect(executor.execute(getTitle())).rejects.toThrow(said);
    expect(warn).toHaveBeenCalledWith(said);
  });

  it('fails a late answer too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const executor = new ExecutorWithDeadline(driverAnswering('Home', 300), 50);
    await expect(executor.execute(getTitle())).rejects.toThrow(noAnswer);
  });
});
