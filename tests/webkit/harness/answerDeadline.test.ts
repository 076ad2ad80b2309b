// @vitest-environment node

import { type HttpClient, Response } from 'selenium-webdriver/http';
import { Command, Name } from 'selenium-webdriver/lib/command';
import { ExecutorWithDeadline, noAnswer } from './answerDeadline';

/** A driver that answers each request with `value` after `ms`, or never when `ms` is null. */
const driverAnswering = (value: unknown, ms: number | null, status = 200) =>
  ({
    send: () =>
      new Promise((resolve) => {
        if (ms !== null) {
          setTimeout(() => resolve(new Response(status, {}, JSON.stringify({ value }))), ms);
        }
      }),
  }) as unknown as HttpClient;

const getTitle = () => new Command(Name.GET_TITLE).setParameter('sessionId', 'one');
const where = () => '/guides at 390 px';

describe('ExecutorWithDeadline', () => {
  it('passes an answer within the deadline through', async () => {
    const executor = new ExecutorWithDeadline(driverAnswering('Home', 5), where, 200);
    await expect(executor.execute(getTitle())).resolves.toBe('Home');
  });

  it('fails a command that gets no answer, naming it and where, and says so in the log at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const executor = new ExecutorWithDeadline(driverAnswering('Home', null), where, 50);
    const said = `/guides at 390 px: ${noAnswer} to 'getTitle' in 0.05 s`;
    await expect(executor.execute(getTitle())).rejects.toThrow(said);
    expect(warn).toHaveBeenCalledWith(said);
  });

  it('fails a late answer too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const executor = new ExecutorWithDeadline(driverAnswering('Home', 300), where, 50);
    await expect(executor.execute(getTitle())).rejects.toThrow(noAnswer);
  });

  it("puts where the test is before the driver's own error", async () => {
    const refusal = { error: 'no such element', message: 'Node with given id was not found' };
    const executor = new ExecutorWithDeadline(driverAnswering(refusal, 5, 404), where);
    await expect(executor.execute(getTitle())).rejects.toThrow(
      '/guides at 390 px: Node with given id was not found',
    );
  });
});
