import { nextSignupStatus, postSignup, readSignup, type SignupStatus } from './sendSignup';

const signup = { name: 'Robin', email: 'robin@firm.test' };

describe('nextSignupStatus', () => {
  it('without an endpoint, goes straight from idle to submitted', () => {
    expect(nextSignupStatus('idle', { type: 'submit', sending: false })).toBe('submitted');
  });

  it('with an endpoint, waits for it: success thanks, failure keeps the form', () => {
    const sending = nextSignupStatus('idle', { type: 'submit', sending: true });
    expect(sending).toBe('sending');
    expect(nextSignupStatus(sending, { type: 'sent' })).toBe('submitted');
    expect(nextSignupStatus(sending, { type: 'sendFailed' })).toBe('failed');
  });

  it('lets a failed signup be submitted again', () => {
    expect(nextSignupStatus('failed', { type: 'submit', sending: true })).toBe('sending');
  });

  it('ignores a second submit while sending or thanking', () => {
    for (const status of ['sending', 'submitted'] as const) {
      expect(nextSignupStatus(status, { type: 'submit', sending: false })).toBe(status);
    }
  });

  it('returns to idle only from the thank-you', () => {
    const statuses: SignupStatus[] = ['idle', 'sending', 'submitted', 'failed'];
    expect(statuses.map((status) => nextSignupStatus(status, { type: 'reset' }))).toEqual([
      'idle',
      'sending',
      'idle',
      'failed',
    ]);
  });

  it('ignores a late answer from the endpoint once the form has moved on', () => {
    expect(nextSignupStatus('idle', { type: 'sent' })).toBe('idle');
    expect(nextSignupStatus('submitted', { type: 'sendFailed' })).toBe('submitted');
  });
});

describe('readSignup', () => {
  it('reads the name and e-mail fields as typed', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="name" value="Robin"><input name="email" value="robin@firm.test">';
    expect(readSignup(form)).toEqual(signup);
  });
});

describe('postSignup', () => {
  it('POSTs the name and e-mail as JSON and reports success', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(postSignup('https://hooks.test/signup', signup, fetchImpl)).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://hooks.test/signup');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(signup);
  });

  it('reports failure on an error status and on a network error', async () => {
    const refused = vi.fn(async () => new Response('nope', { status: 500 }));
    await expect(postSignup('https://hooks.test/signup', signup, refused)).resolves.toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postSignup('https://hooks.test/signup', signup, offline)).resolves.toBe(false);
  });

  it('waits for a slow answer, however long, and takes its success as a success', async () => {
    vi.useFakeTimers();
    const slow = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
          setTimeout(() => resolve(new Response(null, { status: 200 })), 30_000);
        }),
    );
    const result = postSignup('https://hooks.test/signup', signup, slow);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toBe(true);
    expect(slow).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
