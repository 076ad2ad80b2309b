// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { firstFree, freePort, portIsFree } from './freePlaces';

describe('firstFree', () => {
  it('returns the first candidate the check accepts, skipping the ones set aside', async () => {
    const taken = new Set([10, 11, 13]);
    expect(await firstFree(10, 5, (n) => !taken.has(n))).toBe(12);
    expect(await firstFree(10, 5, (n) => !taken.has(n), new Set([12]))).toBe(14);
  });

  it('waits for an asynchronous check', async () => {
    expect(await firstFree(1, 3, async (n) => n === 3)).toBe(3);
  });

  it('names the range when nothing in it is free', async () => {
    await expect(firstFree(90, 4, () => false)).rejects.toThrow('nothing free from 90 to 93');
  });
});

describe('freePort', () => {
  let busy: Server;
  let busyPort = 0;

  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const address = busy.address();
    busyPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('passes over a port something listens on', async () => {
    expect(await portIsFree(busyPort)).toBe(false);
    const port = await freePort(busyPort);
    expect(port).toBeGreaterThan(busyPort);
    expect(await portIsFree(port)).toBe(true);
  });
});
