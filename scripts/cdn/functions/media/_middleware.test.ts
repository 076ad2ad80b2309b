// @vitest-environment node
import { byteRange, onRequest } from './_middleware.js';

const file = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
const ask = (range?: string) =>
  onRequest({
    request: new Request('http://localhost/media/a.mp3', {
      headers: range ? { Range: range } : {},
    }),
    next: async () => new Response(file, { headers: { 'Content-Type': 'audio/mpeg' } }),
  });

describe('byte ranges in the local runtime', () => {
  it('reads a range, an open end and a suffix, and refuses what is not one', () => {
    expect(byteRange('bytes=2-4', 10)).toEqual([2, 4]);
    expect(byteRange('bytes=7-', 10)).toEqual([7, 9]);
    expect(byteRange('bytes=8-99', 10)).toEqual([8, 9]);
    expect(byteRange('bytes=-3', 10)).toEqual([7, 9]);
    expect(byteRange('bytes=-', 10)).toBeNull();
    expect(byteRange('bytes=1-2,4-5', 10)).toBeNull();
  });
  it('answers a range with a 206 and its bytes, and a request without one as it came', async () => {
    const part = await ask('bytes=2-4');
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 2-4/10');
    expect(part.headers.get('Content-Type')).toBe('audio/mpeg');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([2, 3, 4]);
    const whole = await ask();
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(10);
  });
  it('answers a range past the end with a 416', async () => {
    const past = await ask('bytes=20-30');
    expect([past.status, past.headers.get('Content-Range')]).toEqual([416, 'bytes */10']);
  });
});
